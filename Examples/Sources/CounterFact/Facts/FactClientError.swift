import Foundation

/// Why the numbers API gave no fact: every case names the URL asked, so the
/// message stands on its own in a log or an alert's details.
struct FactClientError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    enum Reason: Equatable {
        /// The server answered with a status outside 200–299.
        case status(Int)
        /// The server answered 2xx with nothing but whitespace.
        case emptyBody
        /// No complete answer arrived within the timeout.
        case timedOut(Duration)
        /// The request never got an HTTP answer: refused, unreachable, reset…
        case transport(String)
    }

    /// The URL that was asked for a fact.
    var url: URL
    /// What went wrong.
    var reason: Reason

    var description: String {
        let request = "GET \(url.absoluteString)"
        switch reason {
        case .status(let code):
            return "\(request) failed: the server answered with HTTP status \(code)."
        case .emptyBody:
            return "\(request) failed: the server answered with an empty body."
        case .timedOut(let timeout):
            return "\(request) failed: no answer within \(timeout)."
        case .transport(let failure):
            return "\(request) failed: \(failure)."
        }
    }
}
