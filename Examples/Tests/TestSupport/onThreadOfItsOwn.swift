import Foundation

/// Runs `body` on a thread of its own and returns its result.
///
/// For a test that blocks while it waits (for a process, a file, a clock of
/// the operating system): on one of Swift concurrency's few shared threads
/// (two on a two-core machine) it would hold back every other test's tasks,
/// and tests that wait for their tasks under a ceiling would fail.
public func onThreadOfItsOwn<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Swift.Result { try body() }) }
        thread.stackSize = 8 << 20
        thread.start()
    }
}
