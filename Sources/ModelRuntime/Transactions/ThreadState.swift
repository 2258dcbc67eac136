import CModelRuntime

/// What the current thread is doing with models, for the length of a
/// synchronous scope: recording which properties it reads (for `Observed`,
/// `memoize` and test assertions) and collecting the changes of a transaction.
///
/// Reached through one C thread-local that is `nil` whenever nothing is
/// active, so the common read path pays a single load to learn it has nothing
/// to do.
@usableFromInline
final class ThreadState {
    /// The innermost reader recording property reads, if any.
    var readObserver: (any ReadObserver)?
    /// The transaction in progress on this thread, if any.
    var transaction: TransactionLog?
    /// The undo steps recorded while a transaction's notifications run.
    var undoGroup: UndoGroup?
    /// Whether an undo or redo is being applied.
    var isApplyingUndo = false
    /// Whether a model's `onActivate()` is running, so the tasks it starts
    /// are known as work that lasts as long as the model.
    var isActivating = false

    private init() {}

    /// The state of the current thread, if a scope is active.
    @inlinable
    static var current: ThreadState? {
        guard let pointer = cmodel_thread_state_get() else { return nil }
        return Unmanaged<ThreadState>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with this thread's state, creating it for the duration if needed.
    static func with<R>(_ body: (ThreadState) throws -> R) rethrows -> R {
        if let existing = current { return try body(existing) }
        let state = ThreadState()
        cmodel_thread_state_set(Unmanaged.passUnretained(state).toOpaque())
        defer { cmodel_thread_state_set(nil) }
        return try withExtendedLifetime(state) { try body(state) }
    }

    /// Runs `body`, a model's activation, with `isActivating` set.
    static func activating(_ body: () -> Void) {
        with { state in
            let outer = state.isActivating
            state.isActivating = true
            defer { state.isActivating = outer }
            body()
        }
    }

    /// Runs `body` while `observer` records the reads made on this thread.
    static func observingReads<R>(with observer: any ReadObserver, _ body: () throws -> R) rethrows -> R {
        try with { state in
            let outer = state.readObserver
            state.readObserver = observer
            defer { state.readObserver = outer }
            return try body()
        }
    }
}
