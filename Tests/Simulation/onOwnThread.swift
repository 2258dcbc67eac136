import Foundation

/// Runs `body` on a thread of its own and returns its result. The
/// simulation blocks while it waits for tasks (events, `Observed` values)
/// to arrive; on one of Swift concurrency's few shared threads it would
/// starve the very tasks it waits for.
public func onOwnThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: body()) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
