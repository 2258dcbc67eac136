import ArgumentParser
import CounterFactTerminal
import Counters
import Onboarding
import Search
import Standups
import TodoList

/// The `examples` command: every example app, one subcommand each, run in
/// the terminal or through `--script`.
@main
struct Examples: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "The example apps, generated from Schemas/ and run in the terminal.",
        discussion: "Each app runs interactively, or with --script <commands> printing the screen after each.",
        subcommands: [
            CounterFactCLI.self, StandupsCLI.self, TodosCLI.self, SearchCLI.self, OnboardingCLI.self, CountersCLI.self,
        ])
}
