import Foundation

/// A value behind an `NSLock`, for tests: unlike `Synchronization.Mutex` on
/// Linux, ThreadSanitizer sees this lock, so `make test-tsan` stays clean.
/// `nonisolated`: any thread may use it, whatever the module's default isolation.
nonisolated final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
