import CounterFact
import TerminalUI

/// The `counterfact` command: CounterFact's interactive terminal UI, or a
/// script of the same commands run without one.
public struct CounterFactCLI: AppCommand {
    /// The name, the help that lists the keys and script commands, and the options.
    public static let commandLine = AppCommandLine(
        name: "counterfact",
        abstract: "Counters that fetch facts about their numbers.",
        discussion: """
            Keys: \(TerminalAction.keyHelp).

            Script commands, separated by commas: \(counterFactScript.help). Rows count from 1.
            """,
        options: [
            .script,
            .init(
                "facts", valueName: "source",
                help: "Where facts come from: offline (worked out here) or numbersapi (numbersapi.com)."),
        ])

    /// The commands to run instead of the interactive UI.
    var script: Script<CounterFactCommand>?
    /// Where facts come from.
    var facts: FactSource

    /// The command the options ask for.
    public init(_ options: AppOptionValues) throws(AppCommandLineError) {
        script = try options.value("script") { try Script($0, in: counterFactScript) }
        facts = try options.value("facts", as: FactSource.self) ?? .offline
    }

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        // Longer than the numbers API's own 10-second timeout, so that its
        // failure is what shows.
        try await runTerminalApp(CounterFactSession(facts: facts), script: script?.steps, timeout: .seconds(15))
    }
}
