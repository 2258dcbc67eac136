import ModelRuntime

extension CredentialsStepModel {
    func onActivate() {
        // Once the person has tried to continue, errors follow the fields
        // as they are typed, so a fixed field clears its error at once.
        node.forEach(Observed { email }) { _ in
            guard node.context.hasAttemptedSubmit else { return }
            emailError = checkEmail()
        }
        node.forEach(Observed { PasswordFields(password: password, confirmation: confirmPassword) }) { _ in
            guard node.context.hasAttemptedSubmit else { return }
            passwordError = checkPassword()
        }
    }

    /// Checks both fields and, when they are valid, sends `continued`.
    func continueTapped() {
        node.context.hasAttemptedSubmit = true
        emailError = checkEmail()
        passwordError = checkPassword()
        guard emailError == nil, passwordError == nil else { return }
        node.send(.continued(email: email, password: password))
    }

    /// What is wrong with the email, as the sign-up service sees it.
    func checkEmail() -> String? {
        signUpClient.validateEmail(email)
    }

    /// What is wrong with the password and its confirmation.
    func checkPassword() -> String? {
        if password.isEmpty { return "Choose a password." }
        if password.count < 8 { return "Use at least 8 characters for the password." }
        if password != confirmPassword { return "The two passwords differ." }
        return nil
    }
}

/// The two password fields, observed together.
private struct PasswordFields: Equatable, Sendable {
    var password: String
    var confirmation: String
}
