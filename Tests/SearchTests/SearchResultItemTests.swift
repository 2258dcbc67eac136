import Clocks
import Foundation
import ModelRuntime
import ModelTesting
@testable import Search
@testable import TestSupport
import Testing

/// A result's languages, loaded once it is in the results, and expanding it.
@Suite struct SearchResultItemTests {
    @Test func theLanguagesLoadOnceTheItemIsActivatedAndExpandingShowsThem() async throws {
        let languages = HeldReplies<[RepoLanguage]>()
        let asked = TestProbe("languages")
        let (item, tester) = SearchResultItem(repo: .swiftNIO).andTester {
            $0.gitHubClient.languages = { fullName in
                asked.call(fullName)
                return await languages.next()
            }
        }
        tester.timeout = patience
        tester.install(asked)
        await tester.assert {
            asked.wasCalled(with: "apple/swift-nio")
            item.detailLine == nil
        }

        languages.send([
            RepoLanguage(name: "Swift", bytes: 920), RepoLanguage(name: "C", bytes: 70),
            RepoLanguage(name: "Shell", bytes: 5), RepoLanguage(name: "Python", bytes: 5),
        ])
        await tester.assert(item.detailLine == "Written in Swift (92%), C (7%), Shell (<1%)")

        item.toggleExpanded()
        await tester.assert(item.isExpanded)
        item.toggleExpanded()
        await tester.assert(item.isExpanded == false)
    }

    @Test func aFailedLoadSaysWhy() async throws {
        let (item, tester) = SearchResultItem(repo: .vapor).andTester {
            $0.gitHubClient.languages = { _ in throw GitHubError.status(404) }
        }
        tester.timeout = patience
        await tester.assert(item.detailLine == "Languages unavailable: GitHub answered with HTTP status 404.")
    }

    @Test(.modelTesting) func aNewSearchCancelsTheLoadsOfTheResultsItReplaces() async throws {
        let asked = TestProbe("load")
        let cancelled = TestProbe("cancelled load")
        let languages = HeldReplies<[RepoLanguage]>()
        let search = SearchModel(query: "swift").withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.gitHubClient = GitHubClient(
                search: { query, _ in query == "swift" ? [.vapor] : [.libyaml] },
                languages: { fullName in
                    asked.call(fullName)
                    do {
                        return try await languages.nextUnlessCancelled()
                    } catch {
                        cancelled.call(fullName)
                        throw error
                    }
                })
        }
        // The load is under way: what the new search cancels.
        await expect(timeout: patience) {
            search.results.map(\.repo) == [.vapor]
            search.results.map(\.detailLine) == [nil]
            asked.wasCalled(with: "vapor/vapor")
        }

        search.query = "yaml"
        await expect(timeout: patience) {
            search.query == "yaml"
            search.results.map(\.repo) == [.libyaml]
            cancelled.wasCalled(with: "vapor/vapor")
            asked.wasCalled(with: "yaml/libyaml")
        }
        languages.send([RepoLanguage(name: "C", bytes: 1)])
        await expect(search.results.map(\.detailLine) == ["Written in C (100%)"], timeout: patience)
    }
}
