import ArgumentParser
import Clocks
import Foundation
import TerminalUI

/// The `onboarding` command: the sign-up flow in the terminal, or a script
/// of its commands.
public struct OnboardingCLI: AsyncParsableCommand {
    /// The name, and the help that lists the keys and script commands.
    public static let configuration = CommandConfiguration(
        commandName: "onboarding",
        abstract: "A sign-up flow: credentials, profile, review.",
        discussion: """
            Keys: up/down select a field, Enter types into it (Enter again stops), c continues, \
            b goes back, s starts over, q quits.

            Script commands, separated by commas: \(onboardingScript.help). Accounts live in memory; \
            the usernames admin, root, support, swift and modelgen are taken.
            """)

    /// The commands to run instead of the interactive UI.
    @Option(
        help: .script,
        transform: { try Script($0, in: onboardingScript) })
    var script: Script<OnboardingCommand>?

    /// A link to open at the start.
    @Option(
        help: ArgumentHelp("Open this link first: signup://step/profile or signup://step/review.", valueName: "link"),
        transform: { text in
            guard let url = URL(string: text), url.scheme != nil else {
                throw ValidationError("'\(text)' isn't a link")
            }
            return url
        })
    var open: URL?

    /// Creates the command with its defaults; ArgumentParser fills it in.
    public init() {}

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        // Scripts don't wait for the service's simulated round trips.
        let session = OnboardingSession(link: open, clock: script == nil ? nil : ImmediateClock())
        try await runTerminalApp(session, script: script?.steps, timeout: .seconds(5))
    }
}
