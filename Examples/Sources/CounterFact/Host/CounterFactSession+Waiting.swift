import ModelRuntime

nonisolated extension CounterFactSession {
    /// Performs `command` and, when it starts a fetch, waits until what the
    /// fetch leads to is on screen: the new fact, or the alert; for another
    /// fact, the new fact or the old one no longer loading. Hosts that print
    /// rather than redraw (scripts) use it so they never print half-done state.
    ///
    /// - Returns: false if the fetch hadn't finished within `timeout`.
    public func perform(_ command: CounterFactCommand, waitingUpTo timeout: Duration) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        let app = self.app
        switch command {
        case .fetchFact:
            guard let row = screen.selection.map({ app.counters[$0] }) else { break }
            let previousFact = app.factPrompt?.id
            let fetch = ledger.expectNextFetch()
            perform(command)
            guard let outcome = await within(deadline, { await self.ledger.outcome(of: fetch) }) else { return false }
            return await waitUntil(deadline) {
                switch outcome {
                // A new prompt, not just a prompt: the old one may have held the same fact.
                case .delivered: app.factPrompt?.id != previousFact
                // If the alert was up already, it stays exactly as it was.
                case .failed: row.counter.alert != nil
                }
            }
        case .getAnotherFact:
            guard let prompt = app.factPrompt else { break }
            let fetch = ledger.expectNextFetch()
            perform(command)
            guard await within(deadline, { await self.ledger.outcome(of: fetch) }) != nil else { return false }
            // The fetch is over, but the prompt writes the fact and stops
            // loading just after it returns.
            return await waitUntil(deadline) { !prompt.isLoading }
        default:
            break
        }
        perform(command)
        return true
    }

    /// Waits until `condition` over the models holds: true, or false when
    /// `deadline` comes first.
    private func waitUntil(_ deadline: ContinuousClock.Instant, _ condition: @escaping @Sendable () -> Bool) async
        -> Bool
    {
        await within(deadline) {
            for await holds in Observed(condition) where holds { return true }
            return nil
        } ?? false
    }
}

/// What `operation` returns, or nil when `deadline` comes first, in which
/// case `operation` is cancelled.
private nonisolated func within<Value: Sendable>(
    _ deadline: ContinuousClock.Instant, _ operation: @escaping @Sendable () async -> Value?
) async -> Value? {
    await withTaskGroup(of: Value?.self) { group in
        group.addTask { await operation() }
        group.addTask {
            try? await Task.sleep(until: deadline)
            return nil
        }
        defer { group.cancelAll() }
        return await group.next() ?? nil
    }
}
