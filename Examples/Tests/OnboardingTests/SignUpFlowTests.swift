import Foundation
import ModelRuntime
import ModelTesting
@testable import TestSupport
import Testing
@testable import Onboarding

/// The whole flow, as the views drive it, in the `.modelTesting` style.
@Suite(.modelTesting) struct SignUpFlowTests {
    @Test func credentialsThenProfileThenReviewCreatesTheAccount() async throws {
        let signUp = SignUpModel().withAnchor { $0.signUpClient = .acceptingEverything }
        let credentials = signUp.credentialsModel
        let profile = signUp.profileModel

        credentials.fill(email: "blob@example.com", password: "password123")
        credentials.continueTapped()
        await expect {
            credentials.node.context.hasAttemptedSubmit == true
            credentials.didSend(.continued(email: "blob@example.com", password: "password123"))
            signUp.path.map(\.isProfile) == [true]
            signUp.email == "blob@example.com"
            signUp.password == "password123"
            credentials.email == "blob@example.com"
            credentials.password == "password123"
            credentials.confirmPassword == "password123"
        }

        profile.username = " blob "
        profile.bio = "Hello!"
        await expect {
            profile.username == " blob "
            profile.bio == "Hello!"
            profile.isCheckingAvailability == false
            profile.availabilityError == nil
        }
        profile.continueTapped()
        let review = try await require(signUp.path.last?.review)
        await expect {
            profile.didSend(.continued(username: "blob", bio: "Hello!"))
            signUp.path.count == 2
            signUp.username == "blob"
            review.email == "blob@example.com"
            review.username == "blob"
            review.bio == "Hello!"
            review.password == "password123"
        }

        review.submitTapped()
        await expect {
            review.didSend(.accountCreated)
            signUp.isComplete == true
            review.isSubmitting == false
        }
    }

    @Test func goingBackAndForwardKeepsWhatWasTyped() async throws {
        let signUp = SignUpModel().withAnchor { $0.signUpClient = .acceptingEverything }
        let credentials = signUp.credentialsModel
        let profile = signUp.profileModel
        credentials.fill(email: "blob@example.com", password: "password123")
        credentials.continueTapped()
        profile.username = "blob"
        profile.bio = "Hi"
        await expect {
            credentials.node.context.hasAttemptedSubmit == true
            credentials.didSend(.continued(email: "blob@example.com", password: "password123"))
            signUp.path.map(\.isProfile) == [true]
            signUp.email == "blob@example.com"
            signUp.password == "password123"
            credentials.email == "blob@example.com"
            credentials.password == "password123"
            profile.username == "blob"
            profile.bio == "Hi"
            profile.isCheckingAvailability == false
        }

        // Back to the credentials, as the navigation stack's back button does.
        signUp.path.removeLast()
        await expect {
            signUp.path.isEmpty
            credentials.email == "blob@example.com"
            credentials.confirmPassword == "password123"
        }

        // Forward again: the profile is as it was left.
        credentials.continueTapped()
        await expect {
            credentials.didSend(.continued(email: "blob@example.com", password: "password123"))
            signUp.path.map(\.isProfile) == [true]
            signUp.profileModel.username == "blob"
            signUp.profileModel.bio == "Hi"
        }
        profile.continueTapped()
        await expect {
            profile.didSend(.continued(username: "blob", bio: "Hi"))
            signUp.path.map(\.isReview) == [false, true]
            signUp.username == "blob"
        }
        signUp.path.removeLast()
        await expect {
            signUp.path.map(\.isProfile) == [true]
            signUp.profileModel.username == "blob"
        }
    }

    @Test func aLinkOpensAStepAndKeepsWhatWasEntered() async throws {
        let signUp = SignUpModel().withAnchor { $0.signUpClient = .acceptingEverything }
        signUp.email = "pre@example.com"
        signUp.profileModel.bio = "Bio"

        signUp.handleURL(URL(string: "signup://step/profile")!)
        await expect {
            signUp.path.map(\.isProfile) == [true]
            signUp.email == "pre@example.com"
            signUp.profileModel.bio == "Bio"
            signUp.profileModel.isCheckingAvailability == false
        }

        signUp.handleURL(URL(string: "signup://step/review")!)
        let review = try await require(signUp.path.last?.review)
        await expect {
            signUp.path.map(\.isProfile) == [true, false]
            review.email == "pre@example.com"
            review.bio == "Bio"
        }

        // Other links are ignored; an unknown step goes back to the start.
        signUp.handleURL(URL(string: "https://step/profile")!)
        signUp.handleURL(URL(string: "signup://elsewhere/profile")!)
        await expect(signUp.path.count == 2)
        signUp.handleURL(URL(string: "signup://step/credentials")!)
        await expect(signUp.path.isEmpty)
    }

    @Test func startingOverForgetsEverything() async throws {
        let signUp = SignUpModel().withAnchor { $0.signUpClient = .acceptingEverything }
        let oldCredentials = signUp.credentialsModel
        oldCredentials.fill(email: "blob@example.com", password: "password123")
        oldCredentials.continueTapped()
        signUp.profileModel.username = "blob"
        await expect {
            oldCredentials.didSend(.continued(email: "blob@example.com", password: "password123"))
            signUp.path.map(\.isProfile) == [true]
            signUp.email == "blob@example.com"
            signUp.password == "password123"
            signUp.profileModel.username == "blob"
            signUp.profileModel.isCheckingAvailability == false
        }

        signUp.startOver()
        await expect {
            signUp.path.isEmpty
            signUp.email == ""
            signUp.password == ""
            signUp.isComplete == false
            signUp.credentialsModel.id != oldCredentials.id
            signUp.credentialsModel.email == ""
            signUp.profileModel.username == ""
        }

        // The new credentials step validates from scratch: no errors until
        // the person tries to continue.
        signUp.credentialsModel.email = "no"
        await expect {
            signUp.credentialsModel.email == "no"
            signUp.credentialsModel.emailError == nil
        }
    }

    @Test func aFailedSubmitShowsWhyAndCanBeRetried() async throws {
        struct Offline: Error {}
        let replies = HeldReplies<Bool>()
        let review = ReviewStepModel(email: "blob@example.com", username: "blob", bio: "", password: "password123")
            .withAnchor {
                $0.signUpClient = .acceptingEverything
                $0.signUpClient.createAccount = { _, _, _ in
                    if await replies.next() != true { throw SignUpError.usernameTaken("blob") }
                }
            }

        review.submitTapped()
        await expect(review.isSubmitting == true)
        replies.send(false)
        await expect {
            review.isSubmitting == false
            review.submitError == "'blob' is taken; try another."
        }

        review.submitTapped()
        await expect {
            review.isSubmitting == true
            review.submitError == nil
        }
        replies.send(true)
        await expect {
            review.isSubmitting == false
            review.didSend(.accountCreated)
        }
    }
}
