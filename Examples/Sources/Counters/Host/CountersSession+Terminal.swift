import TerminalUI

/// The counters in the terminal: a row per counter, showing a value the
/// service has yet to send as loading.
nonisolated extension CountersSession: TerminalApp {
    /// For example:
    ///
    /// ```
    /// Counters (2)
    /// > Counter 1: 3
    ///   Counter 2: loading...
    /// ```
    func render() -> [ScreenLine] {
        let counters = list.counters
        var lines = [ScreenLine("Counters (\(counters.count))", .heading)]
        if counters.isEmpty { lines.append(ScreenLine("No counters yet.", .dim)) }
        let selected = selectedIndex
        for (index, counter) in counters.enumerated() {
            let value = counter.value.map(String.init) ?? "loading..."
            let marker = index == selected ? "> " : "  "
            lines.append(ScreenLine("\(marker)Counter \(index + 1): \(value)", index == selected ? .selectedRow : .row))
        }
        for (index, counter) in counters.enumerated() {
            if let failure = counter.failure { lines.append(ScreenLine("Counter \(index + 1): \(failure)", .alert)) }
        }
        return lines
    }

    var keyHelp: String {
        "a add  + increment  r refresh  up/down select  q quit"
    }

    func action(for key: Key) -> TerminalAction<CountersCommand>? {
        switch key {
        case .character("a"): .perform(.add)
        case .character("+"), .character("="): .perform(.increment)
        case .character("r"): .perform(.refresh)
        case .up, .character("k"): .perform(.selectPrevious)
        case .down, .character("j"): .perform(.selectNext)
        case .character("q"): .quit
        default: nil
        }
    }

    /// Performs `command` and waits until the service has answered what it
    /// asked, and the model has what the service said.
    func perform(_ command: CountersCommand, settlingWithin timeout: Duration) async -> String? {
        await settle(within: timeout) { await self.performAndWait(command) }
            ? nil : "(the service hadn't answered after \(timeout))"
    }
}
