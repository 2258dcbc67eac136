import Clocks
import ModelRuntime
import Foundation
@testable import Search
@testable import TestSupport
import Testing

/// The default client: a sample of GitHub, searched without the network.
@Suite struct OfflineGitHubClientTests {
    let client = GitHubClient.offline(resultsPerPage: 5)

    @Test func everyWordMustMatchAndTheMostStarredComeFirst() async throws {
        try await withDependencies {
            $0.continuousClock = ImmediateClock()
        } operation: { () async throws in
            let found = try await client.search("Swift APPLE", nil)
            #expect(
                found.map(\.fullName) == [
                    // Alamofire says "Apple" in its description.
                    "apple/swift", "Alamofire/Alamofire", "apple/swift-nio", "apple/swift-collections",
                    "apple/swift-argument-parser",
                ])
            #expect(try await client.search("swift", nil).count == 5)
            #expect(try await client.search("no such repository", nil).isEmpty)
        }
    }

    @Test func aLanguageKeepsTheRepositoriesMainlyInIt() async throws {
        try await withDependencies {
            $0.continuousClock = ImmediateClock()
        } operation: { () async throws in
            #expect(try await client.search("", "c").map(\.fullName) == ["torvalds/linux", "yaml/libyaml"])
            #expect(try await client.search("compiler", "C++").map(\.fullName) == ["apple/swift"])
            #expect(try await client.search("compiler", "Swift").isEmpty)
        }
    }

    @Test func everySampleRepositoryHasItsLanguagesMostUsedFirst() async throws {
        try await withDependencies {
            $0.continuousClock = ImmediateClock()
        } operation: { () async throws in
            let everything = try await GitHubClient.offline(resultsPerPage: 100).search("", nil)
            #expect(everything.count == 24)
            for repo in everything {
                let languages = try await client.languages(repo.fullName)
                #expect(languages.first?.name == repo.language, "\(repo.fullName)")
                #expect(languages.map(\.bytes) == languages.map(\.bytes).sorted(by: >), "\(repo.fullName)")
            }
            await #expect(throws: GitHubError.status(404)) { try await client.languages("nobody/nothing") }
        }
    }

    @Test func answersTakeTheLatencyOnTheClockOfWhoeverAsks() async throws {
        let clock = WatchedClock()
        let search = Task {
            try await withDependencies {
                $0.continuousClock = clock
            } operation: { () async throws in
                try await GitHubClient.offline(latency: .seconds(1)).search("vapor", nil)
            }
        }
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: .seconds(1))
        #expect(try await search.value.map(\.fullName) == ["vapor/vapor"])
    }
}
