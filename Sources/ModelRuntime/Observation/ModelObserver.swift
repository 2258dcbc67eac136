/// Receives notice that something it observed changed. Called without any lock held.
protocol ModelObserver: AnyObject, Sendable {
    /// `slot` of `context` changed.
    func modelDidChange(_ context: AnyModelContext, _ slot: ObservedSlot)
    /// A transaction changed these slots, each of which this observer observes.
    func modelsDidChange(_ changes: [(context: AnyModelContext, slot: ObservedSlot)])
    /// Whether this is a memoized value's observer, to be told of a write
    /// before it is made known (``dependencyWillChange(in:)``).
    var isMemo: Bool { get }
    /// A slot this memo observer observes is being written, with
    /// `hierarchy`, the written model's, locked: the only call made under a
    /// lock. It must take no lock and run no user code.
    func dependencyWillChange(in hierarchy: Hierarchy)
}

extension ModelObserver {
    var isMemo: Bool { false }
    func dependencyWillChange(in hierarchy: Hierarchy) {}

    func modelsDidChange(_ changes: [(context: AnyModelContext, slot: ObservedSlot)]) {
        for change in changes { modelDidChange(change.context, change.slot) }
    }
}
