import CounterFact
import TerminalUI

/// CounterFact in the terminal: its screen as lines, its keys, and scripts
/// that wait for each fact.
extension CounterFactSession: TerminalApp {
    /// The lines of the screen: the counters, the selection and the fact prompt.
    public func render() -> [ScreenLine] {
        renderScreen(screen)
    }

    /// The keys CounterFact answers to, for `--help`.
    public var keyHelp: String { TerminalAction.keyHelp }

    /// What a key does in CounterFact, or `nil` for a key it ignores.
    ///
    /// - Parameter key: The key pressed.
    public func action(for key: Key) -> TerminalAction<CounterFactCommand>? {
        TerminalAction(key: key)
    }

    /// Runs a command and waits for the facts it asked for.
    ///
    /// - Parameters:
    ///   - command: The command to run.
    ///   - timeout: How long to wait for a fact to arrive.
    /// - Returns: `nil` once the work settled, or a note that a fact was still on its way.
    public func perform(_ command: CounterFactCommand, settlingWithin timeout: Duration) async -> String? {
        await perform(command, waitingUpTo: timeout) ? nil : "(the fact was still on its way after \(timeout))"
    }
}
