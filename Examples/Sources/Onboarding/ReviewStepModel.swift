import Foundation
import ModelRuntime

extension ReviewStepModel {
    /// Creates the account, showing `isSubmitting` meanwhile, and sends
    /// `accountCreated`; on failure shows why.
    func submitTapped() {
        node.task {
            isSubmitting = true
            submitError = nil
            defer { isSubmitting = false }
            try await signUpClient.createAccount(email, password, username)
            node.send(.accountCreated)
        } catch: { error in
            submitError = (error as? LocalizedError)?.errorDescription ?? "The account couldn't be created."
        }
    }
}
