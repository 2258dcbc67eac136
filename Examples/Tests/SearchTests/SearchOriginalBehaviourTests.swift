import Clocks
import Foundation
import ModelRuntime
import ModelTesting
@testable import Search
import Testing

// What SwiftModel's Search example pins in its own tests, restated for this
// app: the reference that the models behave as the original's do. Each
// check names the behaviour it keeps; `Repo.mocks` is this app's sample.

/// A GitHub that answers each search with `repos` at once.
private func answering(_ repos: [Repo]) -> @Sendable (String, String?) async throws -> [Repo] {
    { _, _ in repos }
}

/// The search, with its state left out of the exhaustive checks: the
/// query, the flag and the results are what each test drives or reads.
@Suite(.modelTesting(.removing(.state))) struct SearchOriginalBehaviourTests {
    @Test func onlyTheLastOfTwoQuickQueriesShowsItsResults() async {
        let search = SearchModel().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.gitHubClient.search = { query, _ in
                Repo.mocks.filter { $0.owner.localizedCaseInsensitiveContains(query) }
            }
        }
        search.query = "apple"
        search.query = "vapor"
        await expect(timeout: patience) {
            search.results.isEmpty == false
            search.results.allSatisfy { $0.repo.owner == "vapor" }
        }
    }

    @Test func gitHubIsAskedForWhatWasTyped() async {
        let asked = TestProbe("search")
        let search = SearchModel().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.gitHubClient.search = { query, _ in
                asked.call(query)
                return []
            }
        }
        search.query = "alamofire"
        await expect(asked.wasCalled(with: "alamofire"), timeout: patience)
    }

    @Test func aNewSearchIsIdleAndEmpty() async {
        let search = SearchModel().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.gitHubClient.search = answering([])
        }
        await settle(timeout: patience) {
            search.results.isEmpty
            search.isSearching == false
        }
    }

    @Test func sortingByNameInTheFilterReordersTheResultsWhenItCloses() async {
        let search = SearchModel().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.gitHubClient.search = answering(Repo.mocks)
        }
        search.query = "swift"
        await expect(search.results.isEmpty == false, timeout: patience)

        search.filterButtonTapped()
        search.filter?.sortBy = .name
        search.filterDismissed()
        let names = search.results.map(\.repo.name)
        #expect(names.count == Repo.mocks.count)
        #expect(names == names.sorted())
    }

    @Test func emptyingTheQueryEmptiesTheResults() async {
        let search = SearchModel().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.gitHubClient.search = answering(Repo.mocks)
        }
        search.query = "swift"
        await expect(search.results.isEmpty == false, timeout: patience)
        search.query = ""
        await expect(search.results.isEmpty, timeout: patience)
    }

    @Test func aSearchLinkSetsTheQuery() async {
        let app = AppModel().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.gitHubClient.search = answering([])
        }
        app.handleURL(URL(string: "githubsearch://search?q=vapor")!)
        await expect(app.search.query == "vapor", timeout: patience)
    }

    @Test(.modelTesting(.removing(.tasks))) func aQuerySetInWithActivationIsSearchedAtOnce() async {
        let search = SearchModel()
            .withActivation { $0.query = "swift" }
            .withAnchor {
                $0.continuousClock = ImmediateClock()
                $0.gitHubClient.search = answering(Repo.mocks)
            }
        await expect(search.results.isEmpty == false, timeout: patience)
    }
}

/// The filter sheet on its own.
@Suite(.modelTesting(.removing(.state))) struct FilterOriginalBehaviourTests {
    @Test func aNewFilterSortsByStarsInAnyLanguage() async {
        let filter = FilterModel().withAnchor()
        await settle(timeout: patience) {
            filter.sortBy == .stars
            filter.language == ""
        }
    }

    @Test func clearingTheLanguageAllowsAnyAgain() async {
        let filter = FilterModel().withAnchor()
        filter.language = "Swift"
        filter.clearLanguage()
        await expect(filter.language == "", timeout: patience)
    }
}

/// A result on its own, every change checked, GitHub not set up: a result
/// must not ask it anything.
@Suite(.modelTesting) struct ResultItemOriginalBehaviourTests {
    @Test func anActiveResultHasADetailLine() async {
        let item = SearchResultItem(repo: Repo.mocks[0]).withAnchor {
            $0.continuousClock = ImmediateClock()
        }
        await expect(item.detailLine != nil, timeout: patience)
    }

    @Test func toggleExpandsAndCollapsesAResult() async {
        let item = SearchResultItem(repo: Repo.mocks[0]).withAnchor {
            $0.continuousClock = ImmediateClock()
        }
        await settle(timeout: patience) { item.detailLine != nil }
        item.toggleExpanded()
        await expect(item.isExpanded, timeout: patience)
        item.toggleExpanded()
        await expect(item.isExpanded == false, timeout: patience)
    }
}
