/// The slots one observer is registered for, so a reader registers each slot
/// once, can drop the ones it stopped reading, and removes them all when it
/// goes. Used by `Observed` and `memoize`, whose observers are held strongly
/// by the contexts they observe.
struct ObserverRegistrations {
    let observer: any ModelObserver
    private var contexts: [SlotKey: AnyModelContext] = [:]

    init(observer: any ModelObserver) {
        self.observer = observer
    }

    /// Registers the observer for `slot` of `context` unless it already is.
    mutating func register(_ context: AnyModelContext, _ slot: ObservedSlot) {
        let key = SlotKey(context: ObjectIdentifier(context), slot: slot)
        guard contexts[key] == nil else { return }
        context.addObserver(observer, for: slot)
        contexts[key] = context
    }

    /// Removes the registrations of every slot not in `kept`.
    mutating func removeAll(except kept: Set<SlotKey>) {
        for (key, context) in contexts where !kept.contains(key) {
            context.removeObserver(observer, for: key.slot)
            contexts[key] = nil
        }
    }

    /// Removes every registration.
    func removeAll() {
        for (key, context) in contexts { context.removeObserver(observer, for: key.slot) }
    }
}

/// A slot of one context, as a dictionary key.
struct SlotKey: Hashable {
    let context: ObjectIdentifier
    let slot: ObservedSlot
}
