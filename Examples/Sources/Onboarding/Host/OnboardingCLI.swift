import Clocks
import Foundation
import TerminalUI

/// The `onboarding` command: the sign-up flow in the terminal, or a script
/// of its commands.
public struct OnboardingCLI: AppCommand {
    /// The name, the help that lists the keys and script commands, and the options.
    public static let commandLine = AppCommandLine(
        name: "onboarding",
        abstract: "A sign-up flow: credentials, profile, review.",
        discussion: """
            Keys: up/down select a field, Enter types into it (Enter again stops), c continues, \
            b goes back, s starts over, q quits.

            Script commands, separated by commas: \(onboardingScript.help). Accounts live in memory; \
            the usernames admin, root, support, swift and modelgen are taken.
            """,
        options: [
            .script,
            .init(
                "open", valueName: "link", help: "Open this link first: signup://step/profile or signup://step/review."),
        ])

    /// The commands to run instead of the interactive UI.
    var script: Script<OnboardingCommand>?
    /// A link to open at the start.
    var open: URL?

    /// The command the options ask for.
    public init(_ options: AppOptionValues) throws(AppCommandLineError) {
        script = try options.value("script") { try Script($0, in: onboardingScript) }
        open = try options.value("open", readLink)
    }

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        // Scripts don't wait for the service's simulated round trips.
        let session = OnboardingSession(link: open, clock: script == nil ? nil : ImmediateClock())
        try await runTerminalApp(session, script: script?.steps, timeout: .seconds(5))
    }
}
