import CounterFactTerminal
import Foundation
import Counters
import Onboarding
import Search
import Standups
import TerminalUI
import TodoList

/// The `examples` command: every example app, one subcommand each, run in
/// the terminal or through `--script`.
@main
enum Examples {
    /// An app's command line, and what runs it with the arguments after its name.
    struct App: Sendable {
        var commandLine: AppCommandLine
        var run: @Sendable ([String]) async -> Never

        init<Command: AppCommand>(_: Command.Type) {
            commandLine = Command.commandLine
            run = { await runAppCommand(Command.self, arguments: $0, prefix: "examples") }
        }
    }

    /// The apps, in the order help lists them.
    static let apps = [
        App(CounterFactCLI.self), App(StandupsCLI.self), App(TodosCLI.self), App(SearchCLI.self),
        App(OnboardingCLI.self), App(CountersCLI.self),
    ]

    /// What `examples --help` prints.
    static var help: String {
        let names = apps.map { "  \($0.commandLine.name)\n      \($0.commandLine.abstract)\n" }.joined()
        return """
            OVERVIEW: The example apps, generated from Schemas/ and run in the terminal.

            Each app runs interactively, or with --script <commands> printing the screen after each.

            USAGE: examples <app> [--script <commands>] [<app's options>]

            APPS:
            \(names)
              See 'examples <app> --help' for an app's keys, script commands and options.

            """
    }

    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first else {
            writeToStandardError("error: give an app\n\n" + help)
            exit(64)
        }
        if ["-h", "--help"].contains(name) {
            print(help, terminator: "")
            exit(0)
        }
        guard let app = apps.first(where: { $0.commandLine.name == name }) else {
            let names = apps.map(\.commandLine.name).joined(separator: ", ")
            writeToStandardError("error: unknown app '\(name)'; the apps are \(names)\n")
            exit(64)
        }
        await app.run(Array(arguments.dropFirst()))
    }
}
