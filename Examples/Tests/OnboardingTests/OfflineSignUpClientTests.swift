import Clocks
import ModelRuntime
import Testing
@testable import Onboarding

/// The in-memory sign-up service `examples onboarding` uses.
@Suite struct OfflineSignUpClientTests {
    @Test func emailAddressesAreChecked() {
        let client = SignUpClient.offline()
        #expect(client.validateEmail("blob@example.com") == nil)
        #expect(client.validateEmail("  blob.jr@mail.example.org ") == nil)
        #expect(client.validateEmail("   ") == "Enter your email address.")
        for address in [
            "blob", "blob@", "@example.com", "blob@example", "blob@example.", "a@b@c.d", "bl ob@example.com",
        ] {
            #expect(client.validateEmail(address) == "That isn't an email address.", "\(address)")
        }
    }

    @Test func anAccountTakesItsUsername() async throws {
        let client = withDependencies {
            $0.continuousClock = ImmediateClock()
        } operation: {
            SignUpClient.offline(takenUsernames: ["Admin"])
        }
        try await withDependencies {
            $0.continuousClock = ImmediateClock()
        } operation: {
            #expect(await client.checkUsernameAvailability("admin") == "'admin' is taken; try another.")
            #expect(await client.checkUsernameAvailability("blob") == nil)

            try await client.createAccount("blob@example.com", "password123", "Blob")
            #expect(await client.checkUsernameAvailability("blob") == "'blob' is taken; try another.")
            await #expect(throws: SignUpError.usernameTaken("BLOB")) {
                try await client.createAccount("other@example.com", "password123", "BLOB")
            }
            await #expect(throws: SignUpError.invalidEmail("Enter your email address.")) {
                try await client.createAccount("", "password123", "new")
            }
            await #expect(throws: SignUpError.usernameTooShort) {
                try await client.createAccount("new@example.com", "password123", "ab")
            }
        }
    }

    @Test func aCancelledCheckGivesNoAnswer() async {
        // The clock never moves: the check can only end by being cancelled.
        let clock = TestClock()
        let client = SignUpClient.offline()
        let check = Task {
            await withDependencies {
                $0.continuousClock = clock
            } operation: {
                await client.checkUsernameAvailability("admin")
            }
        }
        check.cancel()
        #expect(await check.value == nil)
    }
}
