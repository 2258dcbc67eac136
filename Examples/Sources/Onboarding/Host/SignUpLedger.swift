import Synchronization

/// Counts the sign-up service's answers, so that a script can wait until
/// the answer to the check it started has arrived: the models alone can't
/// tell a check that hasn't started from one that ended as the last did.
final class SignUpLedger: Sendable {
    private struct Counts {
        var checks: [String: Int] = [:]
        var creations = 0
    }

    private let counts = Mutex(Counts())

    /// `client`, with every answer counted.
    func tracking(_ client: SignUpClient) -> SignUpClient {
        SignUpClient(
            validateEmail: client.validateEmail,
            checkUsernameAvailability: { [self] username in
                let answer = await client.checkUsernameAvailability(username)
                counts.withLock { $0.checks[username, default: 0] += 1 }
                return answer
            },
            createAccount: { [self] email, password, username in
                defer { counts.withLock { $0.creations += 1 } }
                try await client.createAccount(email, password, username)
            })
    }

    /// How many checks of `username` have been answered.
    func checks(of username: String) -> Int {
        counts.withLock { $0.checks[username, default: 0] }
    }

    /// How many account creations have ended, either way.
    var creations: Int {
        counts.withLock { $0.creations }
    }
}
