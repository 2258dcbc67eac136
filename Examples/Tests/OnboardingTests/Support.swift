import Foundation
import Synchronization
@testable import Onboarding

extension SignUpClient {
    /// A service that accepts every address and name, answering at once.
    static let acceptingEverything = SignUpClient(
        validateEmail: { _ in nil },
        checkUsernameAvailability: { _ in nil },
        createAccount: { _, _, _ in })

    /// A service whose email check only wants an "@".
    static let wantingAnAt = SignUpClient(
        validateEmail: { $0.contains("@") ? nil : "Needs an @." },
        checkUsernameAvailability: { _ in nil },
        createAccount: { _, _, _ in })
}

extension CredentialsStepModel {
    /// Fills in the fields.
    func fill(email: String, password: String, confirmation: String? = nil) {
        self.email = email
        self.password = password
        confirmPassword = confirmation ?? password
    }
}
