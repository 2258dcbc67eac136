import ModelRuntime
import ModelTesting
@testable import TestSupport
import Testing
@testable import Onboarding

/// Each step's checks, in the `andTester` style.
@Suite struct StepValidationTests {
    @Test func anInvalidEmailBlocksContinuing() async {
        let (credentials, tester) = CredentialsStepModel().andTester { $0.signUpClient = .wantingAnAt }
        credentials.fill(email: "not an email", password: "password123")
        credentials.continueTapped()
        await tester.assert {
            credentials.node.context.hasAttemptedSubmit == true
            credentials.email == "not an email"
            credentials.password == "password123"
            credentials.confirmPassword == "password123"
            credentials.emailError == "Needs an @."
            credentials.passwordError == nil
        }
        // Nothing was sent: an unasserted event would fail the test.
    }

    @Test func passwordsThatDifferBlockContinuing() async {
        let (credentials, tester) = CredentialsStepModel().andTester { $0.signUpClient = .acceptingEverything }
        credentials.fill(email: "blob@example.com", password: "password123", confirmation: "password124")
        credentials.continueTapped()
        await tester.assert {
            credentials.node.context.hasAttemptedSubmit == true
            credentials.email == "blob@example.com"
            credentials.password == "password123"
            credentials.confirmPassword == "password124"
            credentials.emailError == nil
            credentials.passwordError == "The two passwords differ."
        }

        credentials.password = "short"
        credentials.confirmPassword = "short"
        credentials.continueTapped()
        await tester.assert {
            credentials.password == "short"
            credentials.confirmPassword == "short"
            credentials.passwordError == "Use at least 8 characters for the password."
        }
    }

    @Test func afterTheFirstAttemptFieldsAreCheckedAsTheyChange() async {
        let (credentials, tester) = CredentialsStepModel().andTester { $0.signUpClient = .wantingAnAt }
        credentials.email = "nope"
        credentials.continueTapped()
        await tester.assert {
            credentials.node.context.hasAttemptedSubmit == true
            credentials.email == "nope"
            credentials.emailError == "Needs an @."
            credentials.passwordError == "Choose a password."
        }

        credentials.email = "blob@example.com"
        await tester.assert {
            credentials.email == "blob@example.com"
            credentials.emailError == nil
            credentials.passwordError == "Choose a password."
        }
        credentials.password = "password123"
        await tester.assert {
            credentials.password == "password123"
            credentials.passwordError == "The two passwords differ."
        }
        credentials.confirmPassword = "password123"
        await tester.assert {
            credentials.confirmPassword == "password123"
            credentials.passwordError == nil
        }

        credentials.continueTapped()
        await tester.assert(credentials.didSend(.continued(email: "blob@example.com", password: "password123")))
    }

    @Test func aUsernameIsCheckedAsItIsTyped() async {
        let replies = HeldReplies<String?>()
        let (profile, tester) = ProfileStepModel().andTester {
            $0.signUpClient = .acceptingEverything
            $0.signUpClient.checkUsernameAvailability = { _ in await replies.next() }
        }

        profile.username = "admin"
        await tester.assert {
            profile.username == "admin"
            profile.isCheckingAvailability == true
        }
        // Continuing waits for the answer.
        profile.continueTapped()
        replies.send("'admin' is taken; try another.")
        await tester.assert {
            profile.isCheckingAvailability == false
            profile.availabilityError == "'admin' is taken; try another."
        }
        profile.continueTapped()

        profile.username = "blob"
        replies.send(nil)
        await tester.assert {
            profile.username == "blob"
            profile.isCheckingAvailability == false
            profile.availabilityError == nil
        }
        profile.continueTapped()
        await tester.assert(profile.didSend(.continued(username: "blob", bio: "")))
    }

    @Test func aNewNameDoesNotWaitForTheCheckOfTheLastOne() async throws {
        let firstReply = HeldReplies<String?>()
        let (profile, tester) = ProfileStepModel().andTester {
            $0.signUpClient = .acceptingEverything
            $0.signUpClient.checkUsernameAvailability = { name in
                name == "first" ? await firstReply.next() : "'\(name)' is taken; try another."
            }
        }
        profile.username = "first"
        await tester.assert {
            profile.username == "first"
            profile.isCheckingAvailability == true
        }

        // The first check never answers, yet the second name gets its own.
        profile.username = "second"
        await tester.assert {
            profile.username == "second"
            profile.isCheckingAvailability == false
            profile.availabilityError == "'second' is taken; try another."
        }
        firstReply.send(nil)
    }

    @Test func aShortUsernameHasAnInlineErrorWithoutAskingTheService() async {
        // The service isn't overridden: asking it would fail the test.
        let (profile, tester) = ProfileStepModel().andTester()
        profile.username = "ab"
        await tester.assert {
            profile.username == "ab"
            profile.availabilityError == "A username has at least 3 characters."
        }

        profile.username = ""
        await tester.assert {
            profile.username == ""
            profile.availabilityError == nil
        }

        profile.continueTapped()
        await tester.assert(profile.availabilityError == "A username has at least 3 characters.")
    }
}
