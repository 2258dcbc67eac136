import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    // On Linux, URLSession lives in FoundationNetworking.
    import FoundationNetworking
#endif

/// Sends `GET url` with the shared URLSession and returns the status and
/// body, giving up after `timeout`.
///
/// The deadline covers the whole exchange: URLSession's `timeoutInterval`
/// only bounds silence between bytes, so a server that trickles would
/// outlast it. When the deadline passes or the calling task is cancelled,
/// the data task is cancelled too, so the connection doesn't linger.
///
/// - Throws: ``FactClientError`` for timeouts and transport failures;
///   `CancellationError` when the calling task is cancelled.
nonisolated func sendGetRequest(to url: URL, timeout: Duration) async throws -> (status: Int, body: Data) {
    // Asking again must really ask again: "get another fact" wants a new
    // fact, and a cached answer would repeat the old one.
    let request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout.seconds)
    let reply = PendingReply()
    let dataTask = URLSession.shared.dataTask(with: request) { data, response, error in
        reply.settle(with: interpret(data, response, error, url: url, timeout: timeout))
    }
    let deadline = Task {
        try await Task.sleep(for: timeout)
        reply.settle(with: .failure(FactClientError(url: url, reason: .timedOut(timeout))))
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
private nonisolated func interpret(
    _ data: Data?, _ response: URLResponse?, _ error: (any Error)?, url: URL, timeout: Duration
) -> Result<(status: Int, body: Data), any Error> {
    if let error {
        let code = (error as? URLError)?.code
        let reason: FactClientError.Reason =
            switch code {
            case .timedOut?: .timedOut(timeout)
            case .cannotConnectToHost?: .transport("could not connect to \(url.host() ?? "the server")")
            case .cannotFindHost?, .dnsLookupFailed?: .transport("could not find \(url.host() ?? "the server")")
            case .notConnectedToInternet?: .transport("not connected to the internet")
            case .networkConnectionLost?: .transport("the connection was lost")
            default: .transport(error.localizedDescription)
            }
        return .failure(FactClientError(url: url, reason: reason))
    }
    guard let response = response as? HTTPURLResponse else {
        return .failure(FactClientError(url: url, reason: .transport("the answer was not HTTP")))
    }
    return .success((response.statusCode, data ?? Data()))
}

/// The one reply to a request: whichever of the response, the deadline and
/// cancellation settles it first wins, and the others find it settled.
private nonisolated final class PendingReply: Sendable {
    private enum State {
        /// Not settled yet; holds the caller once it awaits.
        case waiting(CheckedContinuation<(status: Int, body: Data), any Error>?)
        case settled(Result<(status: Int, body: Data), any Error>)
    }

    private let state = Mutex(State.waiting(nil))

    /// Settles the reply, unless something settled it first.
    func settle(with result: Result<(status: Int, body: Data), any Error>) {
        let caller = state.withLock { state -> CheckedContinuation<(status: Int, body: Data), any Error>?? in
            guard case .waiting(let caller) = state else { return nil }
            state = .settled(result)
            return caller
        }
        caller??.resume(with: result)
    }

    /// The reply, once settled. Await it once.
    var value: (status: Int, body: Data) {
        get async throws {
            try await withCheckedThrowingContinuation { caller in
                let result = state.withLock { state -> Result<(status: Int, body: Data), any Error>? in
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

nonisolated extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    fileprivate var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
