import ModelRuntime

/// Waits until `condition`, read from models, holds: what a script step
/// waits for after a command whose effects arrive later (an event handled,
/// a task finished). `condition` runs inside `Observed`, so it is checked
/// again each time a model property it read changes; nothing polls.
///
/// - Returns: true once `condition` holds; false when `timeout` passes first.
public func settle(within timeout: Duration, until condition: @escaping @Sendable () -> Bool) async -> Bool {
    await withTaskGroup(of: Bool.self) { group in
        group.addTask {
            for await holds in Observed(condition) where holds { return true }
            return false
        }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return false
        }
        defer { group.cancelAll() }
        return await group.next() ?? false
    }
}
