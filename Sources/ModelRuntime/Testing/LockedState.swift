/// A value behind the lock the runtime keeps its own bookkeeping behind
/// (``Locked``), for the test tools' state.
///
/// The test tools don't use `Synchronization.Mutex`, for the reason
/// ``Locked`` gives: ThreadSanitizer doesn't see its locking on Linux, and
/// `make test-tsan` runs the test tools' tests.
@_spi(ModelTesting)
public struct LockedState<Value>: Sendable {
    private let locked: Locked<Value>

    /// A lock around `value`.
    public init(_ value: Value) {
        locked = Locked(value)
    }

    /// Runs `body` with exclusive access to the value.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try locked.withLock(body)
    }
}
