import Foundation
import ModelRuntime
import ModelTesting
@testable import Search
@testable import TestSupport
import Testing

/// Searching as the search field drives it, in the `andTester` style: the
/// probes are installed, so a search nobody asserted fails the test.
@Suite struct SearchModelTests {
    @Test func aQueryIsSearchedAfterAPauseAndANewOneCancelsTheSearchInFlight() async throws {
        let clock = WatchedClock()
        let gitHub = HeldGitHub()
        let (search, tester) = SearchModel().andTester {
            $0.continuousClock = clock
            $0.gitHubClient = gitHub.client
        }
        tester.timeout = patience
        tester.install(gitHub.asked)
        tester.install(gitHub.cancelled)

        // Typing on before the pause ends: only the last query is searched.
        search.query = "swi"
        await clock.waitUntilSleepsBegan(1)
        search.query = "swift"
        await clock.waitUntilSleepsBegan(2)
        await clock.advance(by: SearchModel.debounce)
        await tester.assert {
            search.query == "swift"
            search.isSearching
            gitHub.asked.wasCalled(with: "swift", String?.none)
        }

        // A new query while "swift" is searched: that search is cancelled.
        search.query = "swift nio"
        await tester.assert {
            search.query == "swift nio"
            gitHub.cancelled.wasCalled(with: "swift")
        }
        await clock.waitUntilSleepsBegan(3)
        await clock.advance(by: SearchModel.debounce)
        await tester.assert(gitHub.asked.wasCalled(with: "swift nio", String?.none))

        gitHub.searches.send([.swiftNIO])
        await tester.assert {
            search.results.map(\.repo) == [.swiftNIO]
            search.isSearching == false
        }
    }

    @Test func anEmptyQueryClearsTheResultsWithoutSearching() async throws {
        let clock = WatchedClock()
        let gitHub = HeldGitHub()
        let (search, tester) = SearchModel().andTester {
            $0.continuousClock = clock
            $0.gitHubClient = gitHub.client
        }
        tester.timeout = patience
        tester.install(gitHub.asked)
        search.query = "swift"
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: SearchModel.debounce)
        await tester.assert(gitHub.asked.wasCalled(with: "swift", String?.none))
        gitHub.searches.send([.vapor, .swiftNIO])
        await tester.assert {
            search.query == "swift"
            search.results.map(\.repo) == [.vapor, .swiftNIO]
        }

        // Blank counts as empty; the clock isn't moved: clearing doesn't wait.
        search.query = "  "
        await tester.assert {
            search.query == "  "
            search.results.isEmpty
        }
    }

    @Test func aFailedSearchSaysWhyAndKeepsWhatWasFound() async throws {
        let clock = WatchedClock()
        let answers = HeldReplies<Result<[Repo], GitHubError>>()
        let (search, tester) = SearchModel().andTester {
            $0.continuousClock = clock
            $0.gitHubClient = GitHubClient(
                search: { _, _ in try await answers.next().get() }, languages: { _ in [] })
        }
        tester.timeout = patience
        search.query = "swift"
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: SearchModel.debounce)
        answers.send(.success([.vapor]))
        await tester.assert {
            search.query == "swift"
            search.results.map(\.repo) == [.vapor]
        }

        search.query = "swift nio"
        await clock.waitUntilSleepsBegan(2)
        await clock.advance(by: SearchModel.debounce)
        await tester.assert {
            search.query == "swift nio"
            search.isSearching
        }
        answers.send(.failure(.rateLimited))
        await tester.assert {
            search.isSearching == false
            search.errorMessage == "GitHub's rate limit was reached; wait a minute and try again."
            search.results.map(\.repo) == [.vapor]
        }
    }
}
