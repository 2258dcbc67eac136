import Foundation
import HTTPSupport
import ModelRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FactClient: DependencyKey {
    /// The real thing: facts from numbersapi.com. The `counterfact` CLI
    /// overrides it with `offline()` unless told `--facts numbersapi`.
    static let liveValue = FactClient.numbersAPI()
}

nonisolated extension FactClient {
    /// Fetches facts over HTTP from a numbers API, which answers
    /// `GET <baseURL>/<n>` with a fact about `n` as plain text.
    ///
    /// Failures throw ``FactClientError``: a status outside 200–299, an empty
    /// body, no answer within `timeout`, or no connection at all.
    ///
    /// - Parameters:
    ///   - baseURL: Where the API lives; tests point it at a local server.
    ///   - timeout: How long one request may take, from sending it to the last byte.
    static func numbersAPI(
        baseURL: URL = URL(string: "http://numbersapi.com")!, timeout: Duration = .seconds(10)
    ) -> FactClient {
        FactClient { number in
            let url = baseURL.appending(path: String(number))
            let response: HTTPResponse
            do {
                response = try await sendRequest(URLRequest(url: url), timeout: timeout)
            } catch let failure as HTTPFailure {
                switch failure.reason {
                case .timedOut(let timeout): throw FactClientError(url: url, reason: .timedOut(timeout))
                case .transport(let problem): throw FactClientError(url: url, reason: .transport(problem))
                }
            }
            guard response.isSuccess else {
                throw FactClientError(url: url, reason: .status(response.status))
            }
            let fact = String(decoding: response.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !fact.isEmpty else { throw FactClientError(url: url, reason: .emptyBody) }
            return fact
        }
    }
}
