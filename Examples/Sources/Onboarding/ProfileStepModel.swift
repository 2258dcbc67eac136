import Foundation
import ModelRuntime

extension ProfileStepModel {
    /// The fewest characters a username may have.
    static let minimumUsernameLength = 3

    /// The inline error for a username too short to check.
    static let tooShortError = "A username has at least \(minimumUsernameLength) characters."

    func onActivate() {
        // Each change of the username starts a new check and cancels the one
        // in flight, so only the name on screen ever gets an answer.
        node.forEach(Observed { username }, cancelPrevious: true) { username in
            let name = username.trimmingCharacters(in: .whitespaces)
            guard name.count >= Self.minimumUsernameLength else {
                // No need to ask about a name that can't be had; no name at
                // all isn't wrong until continuing.
                isCheckingAvailability = false
                availabilityError = name.isEmpty ? nil : Self.tooShortError
                return
            }
            isCheckingAvailability = true
            let error = await signUpClient.checkUsernameAvailability(name)
            // A newer name took over while this one was checked.
            guard !Task.isCancelled else { return }
            availabilityError = error
            isCheckingAvailability = false
        }
    }

    /// Sends `continued` once the username is long enough and known to be
    /// free; nothing while its check is still running.
    func continueTapped() {
        let name = username.trimmingCharacters(in: .whitespaces)
        guard name.count >= Self.minimumUsernameLength else {
            availabilityError = Self.tooShortError
            return
        }
        guard availabilityError == nil, !isCheckingAvailability else { return }
        node.send(.continued(username: name, bio: bio))
    }
}
