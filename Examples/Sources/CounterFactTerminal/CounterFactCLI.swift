import ArgumentParser
import CounterFact
import TerminalUI

/// The `counterfact` command: CounterFact's interactive terminal UI, or a
/// script of the same commands run without one.
public struct CounterFactCLI: AsyncParsableCommand {
    /// The name, and the help that lists the keys and script commands.
    public static let configuration = CommandConfiguration(
        commandName: "counterfact",
        abstract: "Counters that fetch facts about their numbers.",
        discussion: """
            Keys: \(TerminalAction.keyHelp).

            Script commands, separated by commas: \(counterFactScript.help). Rows count from 1.
            """)

    /// The commands to run instead of the interactive UI.
    @Option(
        help: .script,
        transform: { try Script($0, in: counterFactScript) })
    var script: Script<CounterFactCommand>?

    /// Where facts come from.
    @Option(
        help: ArgumentHelp(
            "Where facts come from: offline (worked out here) or numbersapi (numbersapi.com).", valueName: "source"))
    var facts: FactSource = .offline

    /// Creates the command with its defaults; ArgumentParser fills it in.
    public init() {}

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        // Longer than the numbers API's own 10-second timeout, so that its
        // failure is what shows.
        try await runTerminalApp(CounterFactSession(facts: facts), script: script?.steps, timeout: .seconds(15))
    }
}

extension FactSource: ExpressibleByArgument {}
