import Foundation
import HTTPSupport
import ModelRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

nonisolated extension CounterServiceClient {
    /// Reaches counters kept by a server, over HTTP: the same models, with
    /// the service in another process. The server speaks JSON:
    ///
    /// - `GET /counters/{id}` answers `{"value": 3}`; a counter it doesn't
    ///   know yet is 0.
    /// - `POST /counters/{id}/increment` adds one, and answers 2xx.
    ///
    /// Failures throw ``CounterServiceError``, which names the request.
    ///
    /// - Parameters:
    ///   - baseURL: Where the server is, like `http://127.0.0.1:8080`.
    ///   - timeout: How long one request may take, from sending it to the last byte.
    static func http(baseURL: URL, timeout: Duration = .seconds(10)) -> CounterServiceClient {
        CounterServiceClient(
            value: { id in
                let url = baseURL.appending(path: "counters").appending(path: id.uuidString)
                let body = try await send("GET", url, timeout: timeout)
                guard let counter = try? JSONDecoder().decode(CounterBody.self, from: body) else {
                    throw CounterServiceError(method: "GET", url: url, reason: .unreadableAnswer)
                }
                return counter.value
            },
            increment: { id in
                let url = baseURL.appending(path: "counters").appending(path: id.uuidString).appending(
                    path: "increment")
                _ = try await send("POST", url, timeout: timeout)
            })
    }
}

/// A counter as the server sends it.
private nonisolated struct CounterBody: Decodable {
    var value: Int
}

/// The body of `method url`'s answer.
///
/// - Throws: ``CounterServiceError`` for anything but a success.
private nonisolated func send(_ method: String, _ url: URL, timeout: Duration) async throws -> Data {
    var request = URLRequest(url: url)
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let response: HTTPResponse
    do {
        response = try await sendRequest(request, timeout: timeout)
    } catch let failure as HTTPFailure {
        throw CounterServiceError(method: method, url: url, reason: .noAnswer(failure.reason))
    }
    guard response.isSuccess else {
        throw CounterServiceError(method: method, url: url, reason: .status(response.status))
    }
    return response.body
}

/// Why the counter server gave no answer the app can use. Every case names
/// the request, so the message stands on its own.
nonisolated struct CounterServiceError: Error, Equatable, LocalizedError {
    /// What went wrong.
    enum Reason: Equatable {
        /// The server answered with a status outside 200–299.
        case status(Int)
        /// The answer wasn't a counter.
        case unreadableAnswer
        /// No answer: a timeout, or the request never got through.
        case noAnswer(HTTPFailure.Reason)
    }

    /// The request's method.
    var method: String
    /// The URL asked.
    var url: URL
    /// What went wrong.
    var reason: Reason

    var errorDescription: String? {
        let request = "\(method) \(url.absoluteString) failed"
        switch reason {
        case .status(let code): return "\(request): the server answered with HTTP status \(code)."
        case .unreadableAnswer: return "\(request): the answer wasn't a counter."
        case .noAnswer(let reason):
            return HTTPFailure(method: method, url: url, reason: reason).description
        }
    }
}
