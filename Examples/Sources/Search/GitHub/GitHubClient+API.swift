import Foundation
import HTTPSupport
import ModelRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

nonisolated extension GitHubClient: DependencyKey {
    /// The real thing: GitHub's REST API. `examples search` uses
    /// `offline()` unless told `--github api`.
    static let liveValue = GitHubClient.api()
}

nonisolated extension GitHubClient {
    /// Asks GitHub's REST API, without signing in: GitHub then allows 10
    /// searches a minute and 60 other requests an hour, and says
    /// ``GitHubError/rateLimited`` after that.
    ///
    /// - Parameters:
    ///   - baseURL: Where the API lives; tests point it at a local server.
    ///   - resultsPerPage: How many repositories a search returns.
    ///   - timeout: How long one request may take, from sending it to the last byte.
    static func api(
        baseURL: URL = URL(string: "https://api.github.com")!, resultsPerPage: Int = 10,
        timeout: Duration = .seconds(10)
    ) -> GitHubClient {
        GitHubClient(
            search: { query, language in
                // GitHub reads the language as a qualifier of the query.
                let terms = [query] + (language.map { ["language:\(quoteIfNeeded($0))"] } ?? [])
                var components = URLComponents(
                    url: baseURL.appending(path: "search/repositories"), resolvingAgainstBaseURL: false)
                components?.percentEncodedQueryItems = [
                    URLQueryItem(name: "q", value: encodeQueryValue(terms.joined(separator: " "))),
                    URLQueryItem(name: "sort", value: "stars"),
                    URLQueryItem(name: "order", value: "desc"),
                    URLQueryItem(name: "per_page", value: String(resultsPerPage)),
                ]
                guard let url = components?.url else {
                    throw GitHubError.unreachable("no URL for the query '\(query)'")
                }
                return try decodeSearchPage(try await get(url, timeout: timeout))
            },
            languages: { fullName in
                let url = baseURL.appending(path: "repos").appending(path: fullName).appending(path: "languages")
                return try decodeLanguages(try await get(url, timeout: timeout))
            })
    }
}

/// The body of `GET url`, asked as GitHub's API wants to be asked.
///
/// - Throws: ``GitHubError`` for anything but a success.
private nonisolated func get(_ url: URL, timeout: Duration) async throws -> Data {
    var request = URLRequest(url: url)
    request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
    request.setValue("2022-11-28", forHTTPHeaderField: "X-GitHub-Api-Version")
    // GitHub refuses requests without a User-Agent.
    request.setValue("modelgen-examples-search", forHTTPHeaderField: "User-Agent")
    let response: HTTPResponse
    do {
        response = try await sendRequest(request, timeout: timeout)
    } catch let failure as HTTPFailure {
        throw GitHubError.unreachable(failure.description)
    }
    switch response.status {
    case 200..<300: return response.body
    case 403, 429: throw GitHubError.rateLimited
    default: throw GitHubError.status(response.status)
    }
}

/// `value` percent-encoded for a query string, with `+`, `&` and `=`
/// encoded too: a server reads a bare `+` as a space, so "c++" would be lost.
private nonisolated func encodeQueryValue(_ value: String) -> String {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "+&=")
    return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
}

/// A language as a search qualifier: quoted when it has spaces ("Vim Script").
private nonisolated func quoteIfNeeded(_ language: String) -> String {
    language.contains(" ") ? "\"\(language)\"" : language
}
