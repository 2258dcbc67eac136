import Clocks
import Foundation
import ModelRuntime
import ModelTesting
@testable import Search
@testable import TestSupport
import Testing

/// A result, expanded and not, and the detail sheet that loads its
/// languages while it is open.
@Suite struct SearchResultItemTests {
    @Test func aResultShowsItsMainLanguageWithoutAskingGitHub() async throws {
        // GitHub isn't asked: its endpoints are unimplemented, and report.
        let (item, tester) = SearchResultItem(repo: .libyaml).andTester()
        tester.timeout = patience
        #expect(item.detailLine == "Written in C")

        item.toggleExpanded()
        await tester.assert(item.isExpanded)
        item.toggleExpanded()
        await tester.assert(item.isExpanded == false)
    }

    @Test func aRepositoryInNoKnownLanguageSaysSo() {
        var repo = Repo.vapor
        repo.language = nil
        #expect(SearchResultItem(repo: repo).detailLine == "Language unknown")
    }

    @Test func theDetailSheetLoadsTheLanguagesWhileItIsOpen() async throws {
        let languages = HeldReplies<[RepoLanguage]>()
        let asked = TestProbe("languages")
        let (detail, tester) = RepoDetailModel(repo: .swiftNIO).andTester {
            $0.gitHubClient.languages = { fullName in
                asked.call(fullName)
                return await languages.next()
            }
        }
        tester.timeout = patience
        tester.install(asked)
        await tester.assert {
            asked.wasCalled(with: "apple/swift-nio")
            detail.languages == nil
        }

        let loaded = [
            RepoLanguage(name: "Swift", bytes: 920), RepoLanguage(name: "C", bytes: 70),
            RepoLanguage(name: "Shell", bytes: 5), RepoLanguage(name: "Python", bytes: 5),
        ]
        languages.send(loaded)
        await tester.assert(detail.languages == loaded)
        #expect(describeLanguages(loaded) == "Written in Swift (92%), C (7%), Shell (<1%)")
    }

    @Test func aFailedLoadSaysWhy() async throws {
        let (detail, tester) = RepoDetailModel(repo: .vapor).andTester {
            $0.gitHubClient.languages = { _ in throw GitHubError.status(404) }
        }
        tester.timeout = patience
        await tester.assert(
            detail.languagesError == "Languages unavailable: GitHub answered with HTTP status 404.")
    }

    @Test(.modelTesting) func closingTheSheetCancelsTheLoad() async throws {
        let asked = TestProbe("load")
        let cancelled = TestProbe("cancelled load")
        let languages = HeldReplies<[RepoLanguage]>()
        let search = SearchModel(results: [SearchResultItem(repo: .vapor)]).withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.gitHubClient.languages = { fullName in
                asked.call(fullName)
                do {
                    return try await languages.nextUnlessCancelled()
                } catch {
                    cancelled.call(fullName)
                    throw error
                }
            }
        }
        search.resultTapped(search.results[0])
        await expect(timeout: patience) {
            search.detail?.repo == .vapor
            asked.wasCalled(with: "vapor/vapor")
        }

        search.detailDismissed()
        await expect(timeout: patience) {
            search.detail == nil
            cancelled.wasCalled(with: "vapor/vapor")
        }
    }
}
