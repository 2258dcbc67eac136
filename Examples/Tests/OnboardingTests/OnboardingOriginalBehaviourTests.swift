import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import Onboarding

// What SwiftModel's Onboarding example pins in its own tests, restated for
// this app: the reference that the flow and its steps behave as the
// original's do.

/// A sign-up whose service says yes to everything, at once.
private func signUp() -> SignUpModel {
    SignUpModel().withAnchor { $0.signUpClient = .acceptingEverything }
}

/// Fills in the credentials step and continues.
private func enterCredentials(of model: SignUpModel, password: String = "password123") {
    model.credentialsModel.email = "user@example.com"
    model.credentialsModel.password = password
    model.credentialsModel.confirmPassword = password
    model.credentialsModel.continueTapped()
}

/// The flow's navigation; what is typed, the events between the steps and
/// the context value are incidental here.
@Suite(.modelTesting(.removing([.state, .events, .context])) { $0.signUpClient = .previewValue })
struct SignUpOriginalBehaviourTests {
    @Test func theFlowStartsOnTheCredentialsUnfinished() async {
        let model = signUp()
        await settle {
            model.path.isEmpty
            model.isComplete == false
        }
    }

    @Test func goodCredentialsOpenTheProfileAndAreKept() async {
        let model = signUp()
        enterCredentials(of: model)
        await expect {
            model.path.last?.isProfile == true
            model.email == "user@example.com"
        }
    }

    @Test func aCheckedUsernameOpensTheReview() async {
        let model = signUp()
        enterCredentials(of: model)
        await expect(model.path.last?.isProfile == true)
        model.profileModel.username = "swiftuser"
        // Continuing waits for the availability check to be done.
        await settle()
        model.profileModel.continueTapped()
        await expect {
            model.path.last?.isReview == true
            model.username == "swiftuser"
        }
    }

    @Test func theWholeFlowCreatesTheAccount() async throws {
        let model = signUp()
        enterCredentials(of: model, password: "securepass")
        await expect(model.path.last?.isProfile == true)
        model.profileModel.username = "newuser"
        model.profileModel.bio = "Hello, SwiftModel!"
        await settle()
        model.profileModel.continueTapped()
        await expect(model.path.last?.isReview == true)

        let review = try await require(model.path.last?.review)
        await expect {
            review.email == "user@example.com"
            review.username == "newuser"
        }
        review.submitTapped()
        await expect(model.isComplete)
    }

    @Test func goingBackFromTheProfileKeepsTheCredentials() async {
        let model = signUp()
        enterCredentials(of: model)
        await expect(model.path.last?.isProfile == true)
        model.path.removeLast()
        await expect {
            model.path.isEmpty
            model.credentialsModel.email == "user@example.com"
        }
    }

    @Test func goingBackAndForthKeepsTheUsernameTyped() async {
        let model = signUp()
        enterCredentials(of: model)
        await expect(model.path.last?.isProfile == true)
        model.profileModel.username = "swiftuser"
        model.path.removeLast()
        await expect(model.path.isEmpty)

        model.credentialsModel.continueTapped()
        await expect {
            model.path.last?.isProfile == true
            model.profileModel.username == "swiftuser"
        }
    }

    @Test func goingBackFromTheReviewShowsTheProfile() async {
        let model = signUp()
        enterCredentials(of: model)
        await expect(model.path.last?.isProfile == true)
        model.profileModel.username = "user123"
        await settle()
        model.profileModel.continueTapped()
        await expect(model.path.last?.isReview == true)
        model.path.removeLast()
        await expect(model.path.last?.isProfile == true)
    }

    @Test func aProfileLinkOpensTheProfile() async {
        let model = signUp()
        model.handleURL(URL(string: "signup://step/profile")!)
        await expect(model.path.last?.isProfile == true)
    }

    @Test func aProfileLinkKeepsTheEmailGiven() async {
        let model = signUp()
        model.email = "pre@example.com"
        model.handleURL(URL(string: "signup://step/profile")!)
        await expect {
            model.path.last?.isProfile == true
            model.email == "pre@example.com"
        }
    }

    @Test func startingOverForgetsEverything() async {
        let model = signUp()
        enterCredentials(of: model)
        await expect(model.path.last?.isProfile == true)
        model.startOver()
        await expect {
            model.path.isEmpty
            model.credentialsModel.email == ""
            model.email == ""
        }
    }
}

/// The credentials step on its own: its errors, and the event it sends.
@Suite(.modelTesting(.removing([.state, .events, .context, .tasks])))
struct CredentialsOriginalBehaviourTests {
    /// The step, with an email check that wants an "@" when `strict`.
    private func credentials(strict: Bool = false) -> CredentialsStepModel {
        CredentialsStepModel().withAnchor {
            $0.signUpClient = strict ? .wantingAnAt : .acceptingEverything
        }
    }

    /// A probe called with the email of each `continued` event `model` sends.
    private func continued(from model: CredentialsStepModel) -> TestProbe {
        let probe = TestProbe("continued")
        model.node.forEach(model.node.event(fromType: CredentialsStepModel.self)) { event, _ in
            if case .continued(let email, _) = event { probe.call(email) }
        }
        return probe
    }

    @Test func goodCredentialsSendTheEmailOn() async {
        let model = credentials()
        let sent = continued(from: model)
        model.email = "user@example.com"
        model.password = "password123"
        model.confirmPassword = "password123"
        model.continueTapped()
        await expect(sent.wasCalled(with: "user@example.com"))
    }

    @Test func aBadEmailStopsTheStep() async {
        let model = credentials(strict: true)
        let sent = continued(from: model)
        model.email = "notanemail"
        model.password = "password123"
        model.confirmPassword = "password123"
        model.continueTapped()
        await expect {
            model.emailError != nil
            !sent.wasCalled(with: "notanemail")
        }
    }

    @Test func differentPasswordsStopTheStep() async {
        let model = credentials()
        let sent = continued(from: model)
        model.email = "user@example.com"
        model.password = "password123"
        model.confirmPassword = "different456"
        model.continueTapped()
        await expect {
            model.passwordError != nil
            !sent.wasCalled(with: "user@example.com")
        }
    }

    @Test func afterATryTheErrorsFollowTheFields() async {
        let model = credentials(strict: true)
        model.email = "notanemail"
        model.password = "password123"
        model.confirmPassword = "password123"
        model.continueTapped()
        await expect(model.emailError != nil)
        model.email = "valid@example.com"
        await expect(model.emailError == nil)
    }
}

/// The profile step on its own: the availability check, and the event.
@Suite(.modelTesting(.removing([.state, .events, .context, .tasks])))
struct ProfileOriginalBehaviourTests {
    @Test func aTakenNameIsSaidToBeTakenAndTheNextCheckClearsIt() async {
        let model = ProfileStepModel().withAnchor {
            $0.signUpClient = SignUpClient(
                validateEmail: { _ in nil },
                checkUsernameAvailability: { $0 == "taken" ? "'taken' is taken." : nil },
                createAccount: { _, _, _ in })
        }
        model.username = "taken"
        await expect(model.availabilityError != nil)
        model.username = "available"
        await expect(model.availabilityError == nil)
    }

    @Test func aShortNameIsAnErrorWithoutAskingAndNoNameIsNone() async {
        let model = ProfileStepModel().withAnchor { $0.signUpClient = .previewValue }
        model.username = "ab"
        await expect(model.availabilityError != nil)
        model.username = ""
        await expect(model.availabilityError == nil)
    }

    @Test func aFreeNameSendsTheUsernameOn() async {
        let sent = TestProbe("continued")
        let model = ProfileStepModel().withAnchor { $0.signUpClient = .previewValue }
        model.node.forEach(model.node.event(fromType: ProfileStepModel.self)) { event, _ in
            if case .continued(let username, _) = event { sent.call(username) }
        }
        model.username = "swiftdev"
        await settle {
            model.isCheckingAvailability == false
            model.availabilityError == nil
        }
        model.continueTapped()
        await expect(sent.wasCalled(with: "swiftdev"))
    }
}
