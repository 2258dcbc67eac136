import Foundation

/// A request that got no HTTP answer: every failure names the request, so
/// the message stands on its own in a log or an alert's details.
public struct HTTPFailure: Error, Equatable, CustomStringConvertible {
    /// Why there was no answer.
    public enum Reason: Equatable, Sendable {
        /// No complete answer arrived within the timeout.
        case timedOut(Duration)
        /// The request never got an HTTP answer: refused, unreachable, reset…
        case transport(String)
    }

    /// The request's method, like `GET`.
    public var method: String
    /// The URL asked.
    public var url: URL
    /// Why there was no answer.
    public var reason: Reason

    /// A failure of `method url` for `reason`.
    public init(method: String, url: URL, reason: Reason) {
        self.method = method
        self.url = url
        self.reason = reason
    }

    /// The request, as `GET https://…`, and what went wrong with it.
    public var description: String {
        let request = "\(method) \(url.absoluteString)"
        switch reason {
        case .timedOut(let timeout): return "\(request) failed: no answer within \(timeout)."
        case .transport(let failure): return "\(request) failed: \(failure)."
        }
    }
}

/// What a server answered.
public struct HTTPResponse: Sendable {
    /// The status code.
    public var status: Int
    /// The body; empty when there was none.
    public var body: Data

    /// An answer with `status` and `body`.
    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }

    /// Whether the status is one of success, 200–299.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
