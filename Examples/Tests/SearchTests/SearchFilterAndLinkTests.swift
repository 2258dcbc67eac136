import Clocks
import Foundation
import ModelRuntime
import ModelTesting
@testable import Search
@testable import TestSupport
import Testing

/// Sorting and filtering, links, and results given in `withActivation`, in
/// the `.modelTesting` style.
@Suite(.modelTesting) struct SearchFilterAndLinkTests {
    @Test func theFilterSortsByNameAndKeepsOneLanguageWhichIsSearchedFor() async throws {
        let clock = WatchedClock()
        let gitHub = HeldGitHub()
        let search = SearchModel().withAnchor {
            $0.continuousClock = clock
            $0.gitHubClient = gitHub.client
        }
        search.query = "lib"
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: SearchModel.debounce)
        await expect(gitHub.asked.wasCalled(with: "lib", String?.none), timeout: patience)
        gitHub.searches.send([.swiftNIO, .libyaml, .alamofire, .vapor])
        await expect(timeout: patience) {
            search.query == "lib"
            search.results.map(\.repo) == [.alamofire, .vapor, .swiftNIO, .libyaml]
        }

        // Sorting alone reorders what was found, at once, without a search.
        search.filterButtonTapped()
        let filter = try await require(search.filter, timeout: patience)
        filter.sortBy = .name
        search.filterDismissed()
        await expect(timeout: patience) {
            search.filter == nil
            search.appliedFilter == SearchFilter(sortBy: .name, language: "")
            search.results.map(\.repo) == [.alamofire, .libyaml, .swiftNIO, .vapor]
        }

        // A language keeps the results in it, and is searched for.
        search.filterButtonTapped()
        let languageFilter = try await require(search.filter, timeout: patience)
        await expect(languageFilter.sortBy == .name, timeout: patience)
        languageFilter.language = " swift "
        search.filterDismissed()
        await expect(timeout: patience) {
            search.filter == nil
            search.appliedFilter == SearchFilter(sortBy: .name, language: "swift")
            search.results.map(\.repo) == [.alamofire, .swiftNIO, .vapor]
        }
        await clock.waitUntilSleepsBegan(2)
        await clock.advance(by: SearchModel.debounce)
        await expect(timeout: patience) {
            gitHub.asked.wasCalled(with: "lib", Optional("swift"))
            search.isSearching
        }
        gitHub.searches.send([.vapor, .swiftNIO])
        await expect(timeout: patience) {
            search.isSearching == false
            search.results.map(\.repo) == [.swiftNIO, .vapor]
        }
    }

    @Test func clearingTheFilterLanguageAllowsEveryLanguage() async throws {
        let filter = FilterModel(sortBy: .stars, language: "Swift").withAnchor()
        filter.clearLanguage()
        await expect(filter.language == "", timeout: patience)
    }

    @Test func aLinkSetsTheQueryWhichIsSearched() async throws {
        let clock = WatchedClock()
        let gitHub = HeldGitHub()
        let app = AppModel().withAnchor {
            $0.continuousClock = clock
            $0.gitHubClient = gitHub.client
        }
        for ignored in ["https://search?q=swift", "githubsearch://elsewhere?q=swift", "githubsearch://search?query=x"] {
            app.handleURL(URL(string: ignored)!)
        }
        app.handleURL(URL(string: "githubsearch://search?q=swift%20nio")!)
        await expect(app.search.query == "swift nio", timeout: patience)
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: SearchModel.debounce)
        await expect(gitHub.asked.wasCalled(with: "swift nio", String?.none), timeout: patience)
        gitHub.searches.send([.swiftNIO])
        await expect(timeout: patience) {
            app.search.results.map(\.repo) == [.swiftNIO]
        }
    }

    @Test func resultsGivenInWithActivationShowAtOnceAndTheirDetailsLoad() async throws {
        let app = AppModel()
            .withActivation { app in
                app.search.results = [.vapor, .libyaml].map(SearchResultItem.init(repo:))
            }
            .withAnchor {
                $0.continuousClock = ImmediateClock()
                $0.gitHubClient = HeldGitHub().client
            }
        await expect(timeout: patience) {
            app.search.results.map(\.repo) == [.vapor, .libyaml]
            app.search.query == ""
        }
    }

    @Test func aQueryGivenInWithActivationIsSearchedAndReplacesTheResultsGiven() async throws {
        let clock = WatchedClock()
        let gitHub = HeldGitHub()
        let app = AppModel()
            .withActivation { app in
                app.search.results = [SearchResultItem(repo: .libyaml)]
                app.search.query = "swift"
            }
            .withAnchor {
                $0.continuousClock = clock
                $0.gitHubClient = gitHub.client
            }
        await expect(timeout: patience) {
            app.search.results.map(\.repo) == [.libyaml]
            app.search.query == "swift"
        }
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: SearchModel.debounce)
        await expect(gitHub.asked.wasCalled(with: "swift", String?.none), timeout: patience)
        gitHub.searches.send([.vapor])
        await expect(timeout: patience) {
            app.search.results.map(\.repo) == [.vapor]
        }
    }
}
