import ModelRuntime

/// Waits until `condition`, read from models, holds: what a script step
/// waits for after a command whose effects arrive later (an event handled,
/// a task finished). `condition` runs inside `Observed`, so it is checked
/// again each time a model property it read changes; nothing polls.
///
/// - Returns: true once `condition` holds; false when `timeout` passes first.
public func settle(within timeout: Duration, until condition: @escaping @Sendable () -> Bool) async -> Bool {
    await race(timeout) {
        for await holds in Observed(condition) where holds { return true }
        return false
    }
}

/// Waits until `operation` has finished: what a script step waits for
/// when the app's command is itself asynchronous (`await counter.increment()`).
///
/// - Returns: true once `operation` has finished; false when `timeout`
///   passes first, in which case `operation` is cancelled.
public func settle(within timeout: Duration, running operation: @escaping @Sendable () async -> Void) async -> Bool {
    await race(timeout) {
        await operation()
        return true
    }
}

/// What `operation` returns, or false when `timeout` passes first; the
/// loser is cancelled.
private func race(_ timeout: Duration, _ operation: @escaping @Sendable () async -> Bool) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask(operation: operation)
        group.addTask {
            try? await Task.sleep(for: timeout)
            return false
        }
        defer { group.cancelAll() }
        return await group.next() ?? false
    }
}
