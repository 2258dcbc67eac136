extension AnyModelContext {
    /// Marks the memoized values that read `slot` stale, as a write that
    /// changes it stores its value. Call with `hierarchy`, this context's,
    /// locked.
    ///
    /// The write tells the memos' observers only after the lock, or at the
    /// end of the transaction it is in. Marked here, a memo read in between,
    /// by the transaction itself or by a thread that saw the new value, is
    /// computed anew instead of giving the value from before the write.
    @usableFromInline
    func markMemosStale(of slot: ObservedSlot, in hierarchy: Hierarchy) {
        guard memoObserverCount != 0 else { return }
        for entry in observers where entry.isMemo && entry.slot == slot {
            entry.observer.dependencyWillChange(in: hierarchy)
        }
    }
}
