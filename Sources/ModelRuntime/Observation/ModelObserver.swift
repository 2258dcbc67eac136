/// Receives notice that something it observed changed. Called without any lock held.
protocol ModelObserver: AnyObject, Sendable {
    /// `slot` of `context` changed.
    func modelDidChange(_ context: AnyModelContext, _ slot: ObservedSlot)
    /// A transaction changed these slots, each of which this observer observes.
    func modelsDidChange(_ changes: [(context: AnyModelContext, slot: ObservedSlot)])
}

extension ModelObserver {
    func modelsDidChange(_ changes: [(context: AnyModelContext, slot: ObservedSlot)]) {
        for change in changes { modelDidChange(change.context, change.slot) }
    }
}
