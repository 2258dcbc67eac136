import Foundation
import TerminalUI

/// The sign-up flow in the terminal: a screen per step, keys, and scripts
/// that wait for checks, steps and account creation to finish.
extension OnboardingSession: TerminalApp {
    /// The step on screen, for example:
    ///
    /// ```
    /// Create an account (step 1 of 3)
    /// > Email: blob@example
    ///   Password: ********
    ///   Confirm password: ********
    /// That isn't an email address.
    /// ```
    func render() -> [ScreenLine] {
        switch screen {
        case .credentials:
            let credentials = signUp.credentialsModel
            return [ScreenLine("Create an account (step 1 of 3)", .heading)] + fieldLines()
                + [credentials.emailError, credentials.passwordError].compactMap { $0.map { ScreenLine($0, .alert) } }
        case .profile:
            let profile = signUp.profileModel
            var lines = [ScreenLine("Your profile (step 2 of 3)", .heading)] + fieldLines()
            if profile.isCheckingAvailability { lines.append(ScreenLine("Checking the username...", .info)) }
            if let error = profile.availabilityError { lines.append(ScreenLine(error, .alert)) }
            return lines
        case .review(let review):
            var lines = [
                ScreenLine("Review (step 3 of 3)", .heading),
                ScreenLine("Email: \(review.email)"),
                ScreenLine("Username: @\(review.username)"),
                ScreenLine("Password: \(mask(review.password))"),
            ]
            if !review.bio.isEmpty { lines.append(ScreenLine("Bio: \(review.bio)")) }
            if review.isSubmitting { lines.append(ScreenLine("Creating your account...", .info)) }
            if let error = review.submitError { lines.append(ScreenLine(error, .alert)) }
            return lines
        case .complete:
            return [ScreenLine("Welcome, @\(signUp.username)!", .heading), ScreenLine("Your account is ready.")]
        }
    }

    /// The fields of the step on screen, the selected one marked.
    private func fieldLines() -> [ScreenLine] {
        let (selected, isTyping) = (selectedField, host.withLock { $0.isTyping })
        return fields.map { field in
            let isSelected = field == selected
            let value = field == .password || field == .confirmPassword ? mask(value(of: field)) : value(of: field)
            let cursor = isSelected && isTyping ? "_" : ""
            return ScreenLine(
                "\(isSelected ? ">" : " ") \(field.label): \(value)\(cursor)", isSelected ? .selectedRow : .row)
        }
    }

    var keyHelp: String {
        if host.withLock({ $0.isTyping }) { return TextInput.keyHelp }
        switch screen {
        case .credentials: return "up/down select  Enter type  c continue  s start over  q quit"
        case .profile: return "up/down select  Enter type  c continue  b back  s start over  q quit"
        case .review: return "c create account  b back  s start over  q quit"
        case .complete: return "s sign up again  q quit"
        }
    }

    func action(for key: Key) -> TerminalAction<OnboardingCommand>? {
        if host.withLock({ $0.isTyping }) {
            return TextInput(key: key).map { .perform(.type($0)) }
        }
        switch key {
        case .up, .character("k"): return .perform(.selectPrevious)
        case .down, .tab, .character("j"): return .perform(.selectNext)
        case .enter: return .perform(.edit)
        case .character("c"): return .perform(.continue)
        case .character("b"), .escape: return .perform(.back)
        case .character("s"): return .perform(.startOver)
        case .character("q"): return .quit
        default: return nil
        }
    }

    /// Performs `command`, then waits for what it started: errors following
    /// the fields, the username's check, the next step being pushed, or the
    /// account being created.
    func perform(_ command: OnboardingCommand, settlingWithin timeout: Duration) async -> String? {
        guard let outcome = performExpectingOutcome(command) else { return nil }
        return await settle(within: timeout, until: outcome) ? nil : "(still waiting after \(timeout))"
    }

    /// Performs `command`, and returns what holds once the effects it
    /// started are in; nil when it started none.
    private func performExpectingOutcome(_ command: OnboardingCommand) -> (@Sendable () -> Bool)? {
        let signUp = self.signUp
        let credentials = signUp.credentialsModel
        let profile = signUp.profileModel
        switch (command, screen) {
        case (.set(.username, let username), .profile):
            let name = username.trimmingCharacters(in: .whitespaces)
            let isChange = username != profile.username
            let answered = ledger.checks(of: name)
            perform(command)
            guard isChange else { return nil }
            guard name.count >= ProfileStepModel.minimumUsernameLength else {
                // A name too short to ask about gets its error without a check.
                let error = name.isEmpty ? nil : ProfileStepModel.tooShortError
                return { profile.availabilityError == error && !profile.isCheckingAvailability }
            }
            // The model is read first: Observed re-evaluates only when
            // something this read changes, and the ledger isn't a model.
            return { [ledger] in
                let isChecking = profile.isCheckingAvailability
                return !isChecking && ledger.checks(of: name) > answered
            }
        case (.set, .credentials):
            perform(command)
            // Once the person has tried to continue, errors follow the fields.
            return {
                !credentials.node.context.hasAttemptedSubmit
                    || (credentials.emailError == credentials.checkEmail()
                        && credentials.passwordError == credentials.checkPassword())
            }
        case (.continue, .credentials):
            perform(command)
            guard credentials.emailError == nil, credentials.passwordError == nil else { return nil }
            return { signUp.path.last?.isProfile == true }
        case (.continue, .profile):
            let depth = signUp.path.count
            perform(command)
            // continueTapped sent `continued` exactly when this holds.
            let name = profile.username.trimmingCharacters(in: .whitespaces)
            guard name.count >= ProfileStepModel.minimumUsernameLength, profile.availabilityError == nil,
                !profile.isCheckingAvailability
            else { return nil }
            return { signUp.path.count > depth }
        case (.continue, .review(let review)):
            let ended = ledger.creations
            perform(command)
            return { [ledger] in
                let isOver = !review.isSubmitting && (signUp.isComplete || review.submitError != nil)
                return isOver && ledger.creations > ended
            }
        default:
            perform(command)
            return nil
        }
    }
}

extension OnboardingField {
    /// The field's label on screen.
    var label: String {
        switch self {
        case .email: "Email"
        case .password: "Password"
        case .confirmPassword: "Confirm password"
        case .username: "Username"
        case .bio: "Bio"
        }
    }
}

/// A password as the screen shows it.
private func mask(_ password: String) -> String {
    String(repeating: "*", count: password.count)
}

/// The sign-up flow's script words.
let onboardingScript = ScriptVocabulary<OnboardingCommand>(
    words: ["continue": .continue, "back": .back, "startover": .startOver],
    arguments: OnboardingField.allCases.map { field in
        .init(field.scriptWord, placeholder: "<text>", expecting: "text: \(field.scriptWord)=...") { .set(field, $0) }
    } + [
        .init("open", placeholder: "<link>", expecting: "a link, like open=signup://step/profile") { link in
            URL(string: link).flatMap { $0.scheme == nil ? nil : .open($0) }
        }
    ])

extension OnboardingField {
    /// The field's script word.
    var scriptWord: String {
        self == .confirmPassword ? "confirm" : rawValue
    }
}
