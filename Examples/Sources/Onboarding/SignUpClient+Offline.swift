import Foundation
import ModelRuntime
import Synchronization

extension SignUpClient: DependencyKey {
    /// Accounts kept in memory: nothing leaves the machine.
    static var liveValue: SignUpClient { .offline() }

    /// The same service answering at once, for previews and for tests
    /// that don't care how it answers: nothing waits on a clock.
    static var previewValue: SignUpClient { .offline(latency: .zero) }

    /// A sign-up service that keeps accounts in memory: a username is taken
    /// once an account has it (or it is in `takenUsernames`, ignoring case).
    /// Checks and account creation take as long as a round trip to a server
    /// would (`latency`), on the `continuousClock` dependency of whoever
    /// calls; with no latency, they don't touch the clock.
    static func offline(
        takenUsernames: Set<String> = ["admin", "root", "support", "swift", "modelgen"],
        latency: Duration = .milliseconds(400)
    ) -> SignUpClient {
        let taken = Mutex(Set(takenUsernames.map { $0.lowercased() }))
        return SignUpClient(
            validateEmail: validateEmailAddress,
            checkUsernameAvailability: { username in
                guard (try? await wait(latency)) != nil else { return nil }
                return taken.withLock { $0.contains(username.lowercased()) }
                    ? SignUpError.usernameTaken(username).errorDescription : nil
            },
            createAccount: { email, _, username in
                try await wait(latency)
                if let problem = validateEmailAddress(email) { throw SignUpError.invalidEmail(problem) }
                guard username.count >= ProfileStepModel.minimumUsernameLength else {
                    throw SignUpError.usernameTooShort
                }
                try taken.withLock { taken in
                    guard taken.insert(username.lowercased()).inserted else {
                        throw SignUpError.usernameTaken(username)
                    }
                }
            })
    }
}

/// Waits `latency` on the caller's `continuousClock`; a clock isn't asked to
/// wait for nothing, so an answer with no latency needs none.
private func wait(_ latency: Duration) async throws {
    guard latency > .zero else { return }
    @Dependency(\.continuousClock) var clock
    try await clock.sleep(for: latency)
}

/// Why the offline service refuses.
enum SignUpError: LocalizedError, Equatable {
    /// The address isn't one.
    case invalidEmail(String)
    /// The username is too short.
    case usernameTooShort
    /// Someone has the username.
    case usernameTaken(String)

    var errorDescription: String? {
        switch self {
        case .invalidEmail(let problem): problem
        case .usernameTooShort: ProfileStepModel.tooShortError
        case .usernameTaken(let username): "'\(username)' is taken; try another."
        }
    }
}

/// What is wrong with `email`: nil for `name@domain.tld`, blanks around
/// it ignored.
private func validateEmailAddress(_ email: String) -> String? {
    let address = email.trimmingCharacters(in: .whitespaces)
    guard !address.isEmpty else { return "Enter your email address." }
    let parts = address.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !address.contains(" ") else { return "That isn't an email address." }
    let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard domain.count >= 2, domain.allSatisfy({ !$0.isEmpty }) else { return "That isn't an email address." }
    return nil
}
