import Foundation
import ModelRuntime

extension SignUpModel {
    func onActivate() {
        node.forEach(node.event(fromType: CredentialsStepModel.self)) { event, _ in
            guard case .continued(let email, let password) = event else { return }
            self.email = email
            self.password = password
            if path.last?.isProfile != true { path.append(.profile) }
        }
        node.forEach(node.event(fromType: ProfileStepModel.self)) { event, _ in
            guard case .continued(let username, let bio) = event else { return }
            self.username = username
            path.append(.review(ReviewStepModel(email: email, username: username, bio: bio, password: password)))
        }
        node.forEach(node.event(fromType: ReviewStepModel.self)) { event, _ in
            if case .accountCreated = event { isComplete = true }
        }
    }

    /// Forgets everything and goes back to an empty credentials step.
    func startOver() {
        node.transaction {
            email = ""
            password = ""
            username = ""
            isComplete = false
            path = []
            credentialsModel = CredentialsStepModel()
            profileModel = ProfileStepModel()
        }
    }

    /// Opens the step a link names: `signup://step/profile` or
    /// `signup://step/review`; any other step of `signup://step` goes back to
    /// the credentials. Links of other schemes or hosts are ignored.
    func handleURL(_ url: URL) {
        guard url.scheme == "signup", url.host == "step" else { return }
        switch url.lastPathComponent {
        case "profile":
            path = [.profile]
        case "review":
            let review = ReviewStepModel(email: email, username: username, bio: profileModel.bio, password: password)
            path = [.profile, .review(review)]
        default:
            path = []
        }
    }
}

// `review` and `is(_:)` are the generated case accessors.
extension SignUpModel.Step {
    /// Whether this is the profile step.
    var isProfile: Bool { self.is(\.profile) }

    /// Whether this is the review step.
    var isReview: Bool { self.is(\.review) }
}
