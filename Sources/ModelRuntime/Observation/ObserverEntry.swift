/// An observer registered for one slot of a context.
@usableFromInline
struct ObserverEntry {
    let slot: ObservedSlot
    /// Held strongly: whoever registered it removes it when done. A weak
    /// reference would move the observer's reference count to a side table
    /// and make every retain and release of it several times slower.
    let observer: any ModelObserver
}
