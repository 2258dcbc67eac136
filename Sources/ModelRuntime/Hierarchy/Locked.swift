/// A value behind a lock, for the runtime's own bookkeeping off the hot path.
///
/// Not `Synchronization.Mutex`: on Linux it locks with priority-inheritance
/// futex calls that ThreadSanitizer doesn't see, so every access it guards
/// would be reported as a race and `make test-tsan` could never be clean.
/// This uses the hierarchies' lock, whose every state change is an atomic
/// operation ThreadSanitizer sees (``HierarchyLock``).
@usableFromInline
final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let lock = HierarchyLock()
    @usableFromInline var value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value. `body` must not run user code.
    @inlinable
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
