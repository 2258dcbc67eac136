import CounterFact
import TerminalUI

/// CounterFact in the terminal: its screen as lines, its keys, and scripts
/// that wait for each fact.
extension CounterFactSession: TerminalApp {
    public func render() -> [ScreenLine] {
        renderScreen(screen)
    }

    public var keyHelp: String { TerminalAction.keyHelp }

    public func action(for key: Key) -> TerminalAction<CounterFactCommand>? {
        TerminalAction(key: key)
    }

    public func perform(_ command: CounterFactCommand, settlingWithin timeout: Duration) async -> String? {
        await perform(command, waitingUpTo: timeout) ? nil : "(the fact was still on its way after \(timeout))"
    }
}
