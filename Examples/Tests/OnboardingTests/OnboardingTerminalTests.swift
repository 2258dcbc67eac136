import Clocks
import Foundation
@testable import TerminalUI
import Testing
@testable import Onboarding

/// The sign-up flow in the terminal: scripts, keys, and the command line.
@Suite struct OnboardingTerminalTests {
    @Test func aScriptWalksThroughTheFlow() async throws {
        let output = try await run(
            "email=blob@example,password=password123,continue,confirm=password123,email=blob@example.com,continue,"
                + "username=ad,continue,username=admin,username=blob,bio=Hi,continue,back,continue,continue")
        #expect(
            output == """
                == email=blob@example
                Create an account (step 1 of 3)
                > Email: blob@example
                  Password: 
                  Confirm password: 
                == password=password123
                Create an account (step 1 of 3)
                > Email: blob@example
                  Password: ***********
                  Confirm password: 
                == continue
                Create an account (step 1 of 3)
                > Email: blob@example
                  Password: ***********
                  Confirm password: 
                That isn't an email address.
                The two passwords differ.
                == confirm=password123
                Create an account (step 1 of 3)
                > Email: blob@example
                  Password: ***********
                  Confirm password: ***********
                That isn't an email address.
                == email=blob@example.com
                Create an account (step 1 of 3)
                > Email: blob@example.com
                  Password: ***********
                  Confirm password: ***********
                == continue
                Your profile (step 2 of 3)
                > Username: 
                  Bio: 
                == username=ad
                Your profile (step 2 of 3)
                > Username: ad
                  Bio: 
                A username has at least 3 characters.
                == continue
                Your profile (step 2 of 3)
                > Username: ad
                  Bio: 
                A username has at least 3 characters.
                == username=admin
                Your profile (step 2 of 3)
                > Username: admin
                  Bio: 
                'admin' is taken; try another.
                == username=blob
                Your profile (step 2 of 3)
                > Username: blob
                  Bio: 
                == bio=Hi
                Your profile (step 2 of 3)
                > Username: blob
                  Bio: Hi
                == continue
                Review (step 3 of 3)
                Email: blob@example.com
                Username: @blob
                Password: ***********
                Bio: Hi
                == back
                Your profile (step 2 of 3)
                > Username: blob
                  Bio: Hi
                == continue
                Review (step 3 of 3)
                Email: blob@example.com
                Username: @blob
                Password: ***********
                Bio: Hi
                == continue
                Welcome, @blob!
                Your account is ready.
                """)
    }

    @Test func aLinkOpensTheReviewOfNothingWhichTheServiceRefuses() async throws {
        let session = OnboardingSession(link: URL(string: "signup://step/review"), clock: ImmediateClock())
        #expect(session.render().first?.text == "Review (step 3 of 3)")
        var lines: [String] = []
        await runScript(try onboardingScript.parse("continue,startover"), on: session, timeout: .seconds(30)) {
            lines.append($0)
        }
        #expect(lines.contains("Enter your email address."))
        #expect(
            lines.suffix(4) == ["Create an account (step 1 of 3)", "> Email: ", "  Password: ", "  Confirm password: "])
    }

    @Test func keysSelectAndTypeIntoFields() {
        let session = OnboardingSession(clock: ImmediateClock())
        session.press("\rblob@example.com\r\tx")
        #expect(session.value(of: .email) == "blob@example.com")
        #expect(session.selectedField == .password)
        #expect(session.render()[2] == ScreenLine("> Password: ", .selectedRow))

        session.press("\rsecret\u{7F}\u{7F}\u{7F}")
        #expect(session.render()[2].text == "> Password: ***_")
        #expect(session.keyHelp == TextInput.keyHelp)
        #expect(session.action(for: .character("q")) == .perform(.type(.insert("q"))))
        session.press("\u{1B}kk")
        #expect(session.selectedField == .email)
        #expect(session.action(for: .character("q")) == .quit)
    }

    @Test func theCommandLineTakesAScriptAndALink() throws {
        let command = try OnboardingCLI(arguments: [
            "--script", "email=a@b.c,continue", "--open", "signup://step/profile",
        ])
        #expect(command.script?.steps.map(\.word) == ["email=a@b.c", "continue"])
        #expect(command.open == URL(string: "signup://step/profile"))
        for arguments in [["--script", "name=x"], ["--script", "open=nowhere"], ["--open", "nowhere"]] {
            #expect(throws: AppCommandLineError.self, "\(arguments)") { try OnboardingCLI(arguments: arguments) }
        }
    }

    /// What running `script` prints, with the service answering at once.
    private func run(_ script: String) async throws -> String {
        var lines: [String] = []
        let session = OnboardingSession(clock: ImmediateClock())
        await runScript(try onboardingScript.parse(script), on: session, timeout: .seconds(30)) { lines.append($0) }
        return lines.joined(separator: "\n")
    }
}
