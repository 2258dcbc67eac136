import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    // On Linux, URLSession lives in FoundationNetworking.
    import FoundationNetworking
#endif

/// Sends `request` with the shared URLSession and returns the answer,
/// giving up after `timeout`. The request is sent as given, except that it
/// never comes from a cache: asking again must really ask again.
///
/// The deadline covers the whole exchange: URLSession's `timeoutInterval`
/// only bounds silence between bytes, so a server that trickles would
/// outlast it. When the deadline passes or the calling task is cancelled,
/// the data task is cancelled too, so the connection doesn't linger.
///
/// - Throws: ``HTTPFailure`` for timeouts and transport failures;
///   `CancellationError` when the calling task is cancelled.
public func sendRequest(_ request: URLRequest, timeout: Duration) async throws -> HTTPResponse {
    var request = request
    request.cachePolicy = .reloadIgnoringLocalCacheData
    request.timeoutInterval = timeout.seconds
    let method = request.httpMethod ?? "GET"
    let url = request.url ?? URL(fileURLWithPath: "/")
    let reply = PendingReply()
    let dataTask = URLSession.shared.dataTask(with: request) { data, response, error in
        reply.settle(with: interpret(data, response, error, method: method, url: url, timeout: timeout))
    }
    let deadline = Task {
        try await Task.sleep(for: timeout)
        reply.settle(with: .failure(HTTPFailure(method: method, url: url, reason: .timedOut(timeout))))
    }
    defer {
        deadline.cancel()
        // A no-op when the answer is in; otherwise it drops the connection.
        dataTask.cancel()
    }
    dataTask.resume()
    return try await withTaskCancellationHandler {
        try await reply.value
    } onCancel: {
        reply.settle(with: .failure(CancellationError()))
    }
}

/// Turns what URLSession hands its completion handler into a reply.
private func interpret(
    _ data: Data?, _ response: URLResponse?, _ error: (any Error)?, method: String, url: URL, timeout: Duration
) -> Result<HTTPResponse, any Error> {
    if let error {
        let code = (error as? URLError)?.code
        let reason: HTTPFailure.Reason =
            switch code {
            case .timedOut?: .timedOut(timeout)
            case .cannotConnectToHost?: .transport("could not connect to \(url.host() ?? "the server")")
            case .cannotFindHost?, .dnsLookupFailed?: .transport("could not find \(url.host() ?? "the server")")
            case .notConnectedToInternet?: .transport("not connected to the internet")
            case .networkConnectionLost?: .transport("the connection was lost")
            default: .transport(error.localizedDescription)
            }
        return .failure(HTTPFailure(method: method, url: url, reason: reason))
    }
    guard let response = response as? HTTPURLResponse else {
        return .failure(HTTPFailure(method: method, url: url, reason: .transport("the answer was not HTTP")))
    }
    return .success(HTTPResponse(status: response.statusCode, body: data ?? Data()))
}

/// The one reply to a request: whichever of the response, the deadline and
/// cancellation settles it first wins, and the others find it settled.
private final class PendingReply: Sendable {
    private enum State {
        /// Not settled yet; holds the caller once it awaits.
        case waiting(CheckedContinuation<HTTPResponse, any Error>?)
        case settled(Result<HTTPResponse, any Error>)
    }

    private let state = Mutex(State.waiting(nil))

    /// Settles the reply, unless something settled it first.
    func settle(with result: Result<HTTPResponse, any Error>) {
        let caller = state.withLock { state -> CheckedContinuation<HTTPResponse, any Error>?? in
            guard case .waiting(let caller) = state else { return nil }
            state = .settled(result)
            return caller
        }
        caller??.resume(with: result)
    }

    /// The reply, once settled. Await it once.
    var value: HTTPResponse {
        get async throws {
            try await withCheckedThrowingContinuation { caller in
                let result = state.withLock { state -> Result<HTTPResponse, any Error>? in
                    switch state {
                    case .waiting:
                        state = .waiting(caller)
                        return nil
                    case .settled(let result):
                        return result
                    }
                }
                if let result { caller.resume(with: result) }
            }
        }
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    fileprivate var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
