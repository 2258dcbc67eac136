import CounterFactTerminal
import TerminalUI

/// The entry point. The command itself lives in CounterFactTerminal, where
/// tests can reach it.
@main
enum CounterFactMain {
    static func main() async {
        await runAppCommand(CounterFactCLI.self, arguments: Array(CommandLine.arguments.dropFirst()))
    }
}
