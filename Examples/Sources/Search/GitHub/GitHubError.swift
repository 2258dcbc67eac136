import Foundation

/// Why GitHub gave no answer Search can use.
enum GitHubError: Error, Equatable, LocalizedError {
    /// Too many requests: GitHub allows a few searches a minute without signing in.
    case rateLimited
    /// GitHub answered with another status outside 200–299.
    case status(Int)
    /// The answer wasn't what GitHub's API sends.
    case unreadableAnswer
    /// No answer at all: the network, a timeout. Holds what went wrong.
    case unreachable(String)

    var errorDescription: String? {
        switch self {
        case .rateLimited: "GitHub's rate limit was reached; wait a minute and try again."
        case .status(let code): "GitHub answered with HTTP status \(code)."
        case .unreadableAnswer: "GitHub's answer couldn't be read."
        case .unreachable(let problem): "GitHub couldn't be reached: \(problem)"
        }
    }
}

/// What the screen says about a failed request.
nonisolated func describeSearchFailure(_ error: any Error) -> String {
    (error as? LocalizedError)?.errorDescription ?? "\(error)"
}
