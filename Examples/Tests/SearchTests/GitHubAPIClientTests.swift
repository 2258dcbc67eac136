import Foundation
@testable import Search
@testable import TestSupport
import Testing

/// The live client, over real HTTP to a server on 127.0.0.1 that answers as
/// GitHub's REST API does.
@Suite struct GitHubAPIClientTests {
    @Test func aSearchAsksForTheMostStarredAndReadsThePage() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: searchPage))
        defer { server.stop() }
        let client = GitHubClient.api(baseURL: server.baseURL, resultsPerPage: 5, timeout: .seconds(30))

        let repos = try await client.search("swift nio", nil)
        #expect(
            repos == [
                Repo(
                    id: 1, name: "swift-nio", fullName: "apple/swift-nio", description: "Networking.", starCount: 8200,
                    language: "Swift", owner: "apple", htmlURL: URL(string: "https://github.com/apple/swift-nio")!),
                Repo(
                    id: 2, name: "libyaml", fullName: "yaml/libyaml", description: nil, starCount: 1000,
                    language: nil, owner: "yaml", htmlURL: URL(string: "https://github.com/yaml/libyaml")!),
            ])
        #expect(
            server.requestLines == ["GET /search/repositories?q=swift%20nio&sort=stars&order=desc&per_page=5 HTTP/1.1"])
    }

    @Test func aLanguageIsAQualifierOfTheQueryAndNothingIsLostInEncoding() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: #"{"items": []}"#))
        defer { server.stop() }
        let client = GitHubClient.api(baseURL: server.baseURL, timeout: .seconds(30))

        #expect(try await client.search("c++ & more", "Vim Script").isEmpty)
        #expect(
            server.requestLines == [
                "GET /search/repositories?q=c%2B%2B%20%26%20more%20language:%22Vim%20Script%22&sort=stars&order=desc&per_page=10 HTTP/1.1"
            ])
    }

    @Test func theLanguagesComeMostUsedFirst() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: #"{"C": 420, "Swift": 5600, "Shell": 38}"#))
        defer { server.stop() }
        let client = GitHubClient.api(baseURL: server.baseURL, timeout: .seconds(30))

        #expect(
            try await client.languages("apple/swift-nio") == [
                RepoLanguage(name: "Swift", bytes: 5600), RepoLanguage(name: "C", bytes: 420),
                RepoLanguage(name: "Shell", bytes: 38),
            ])
        #expect(server.requestLines == ["GET /repos/apple/swift-nio/languages HTTP/1.1"])
    }

    @Test(arguments: [(403, GitHubError.rateLimited), (429, .rateLimited), (500, .status(500))])
    func anErrorStatusSaysWhatGitHubAnswered(status: Int, expected: GitHubError) async throws {
        let server = try LocalHTTPServer(.respond(status: status, body: #"{"message": "no"}"#))
        defer { server.stop() }
        let client = GitHubClient.api(baseURL: server.baseURL, timeout: .seconds(30))

        await #expect(throws: expected) { try await client.search("swift", nil) }
        await #expect(throws: expected) { try await client.languages("apple/swift") }
    }

    @Test func anAnswerThatIsntGitHubsIsUnreadable() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: "<html>maintenance</html>"))
        defer { server.stop() }
        let client = GitHubClient.api(baseURL: server.baseURL, timeout: .seconds(30))

        await #expect(throws: GitHubError.unreadableAnswer) { try await client.search("swift", nil) }
        await #expect(throws: GitHubError.unreadableAnswer) { try await client.languages("apple/swift") }
    }

    @Test func aRefusedConnectionSaysWhichRequestFailed() async throws {
        let port = try RefusingPort()
        defer { port.release() }
        let client = GitHubClient.api(baseURL: port.baseURL, timeout: .seconds(30))

        let error = await #expect(throws: GitHubError.self) { try await client.languages("apple/swift") }
        #expect(
            error?.errorDescription
                == "GitHub couldn't be reached: GET \(port.baseURL.absoluteString)/repos/apple/swift/languages failed: "
                + "could not connect to 127.0.0.1.")
    }

    @Test func aSearchWithNoAnswerInTimeTimesOut() async throws {
        let server = try LocalHTTPServer(.neverAnswer)
        defer { server.stop() }
        let client = GitHubClient.api(baseURL: server.baseURL, timeout: .milliseconds(200))

        let error = await #expect(throws: GitHubError.self) { try await client.search("swift", nil) }
        #expect(error?.errorDescription?.hasSuffix("failed: no answer within 0.2 seconds.") == true)
    }
}

/// A page as GitHub sends it, with fields Search doesn't read.
private let searchPage = #"""
    {
      "total_count": 2,
      "incomplete_results": false,
      "items": [
        {"id": 1, "node_id": "x", "name": "swift-nio", "full_name": "apple/swift-nio", "description": "Networking.",
         "stargazers_count": 8200, "language": "Swift", "owner": {"login": "apple", "id": 10},
         "html_url": "https://github.com/apple/swift-nio", "forks_count": 600},
        {"id": 2, "name": "libyaml", "full_name": "yaml/libyaml", "description": null,
         "stargazers_count": 1000, "language": null, "owner": {"login": "yaml"},
         "html_url": "https://github.com/yaml/libyaml"}
      ]
    }
    """#
