import Observation

/// A plain `Observable` object, not a model, holding one value whose reads
/// wait for its writes: a write holds the lock across Observation's
/// `willSet`, the store and `didSet`, and a read takes the same lock.
///
/// Observation tells an observer of a change in `willSet`, before the store;
/// `Observed` then evaluates again from a task of its own, which, for an
/// `@Observable` class written from another thread, can read before the
/// store lands and miss the change (Docs/Runtime.md). Reading this object
/// waits for the write under way, so every change is seen: tests of
/// `Observed` over plain objects assert what it guarantees, not who wins
/// that race. Holding the lock across `willSet` is safe because an
/// observer's `onChange` there only starts a task.
/// `nonisolated`: any thread may use it, whatever the module's default isolation.
nonisolated final class LockedObservable<Value: Sendable>: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let storage: Locked<Value>

    init(_ value: Value) {
        storage = Locked(value)
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: \.value)
            return storage.withLock { $0 }
        }
        set {
            storage.withLock { stored in
                registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
            }
        }
    }
}
