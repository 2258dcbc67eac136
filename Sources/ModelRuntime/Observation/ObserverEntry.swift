/// An observer registered for one slot of a context.
@usableFromInline
struct ObserverEntry {
    let slot: ObservedSlot
    /// Held strongly: whoever registered it removes it when done. A weak
    /// reference would move the observer's reference count to a side table
    /// and make every retain and release of it several times slower.
    let observer: any ModelObserver
    /// Whether the observer is a memoized value's, which a write marks
    /// stale under its lock (``AnyModelContext/markMemosStale(of:in:)``):
    /// read once here, so a write with other observers only tests a flag.
    let isMemo: Bool

    init(slot: ObservedSlot, observer: any ModelObserver) {
        self.slot = slot
        self.observer = observer
        isMemo = observer.isMemo
    }
}
