extension AnyModelContext {
    /// Tells everyone interested that `slot` changed: its observers, the test
    /// tools, and `observeAnyModification` listeners up the hierarchy. Inside
    /// a transaction, waits for its end. Call without the lock.
    ///
    /// - Parameter notifyingHierarchy: Whether the change is a change of the
    ///   model's state, which the test tools and `observeAnyModification`
    ///   hear about (a change of structure, context or memoized value is not).
    @usableFromInline
    func didModify(_ slot: ObservedSlot, notifyingHierarchy: Bool = true) {
        if let transaction = ThreadState.current?.transaction {
            transaction.record(self, slot, notifiesHierarchy: notifyingHierarchy)
            return
        }
        notifyObservers(of: slot)
        if notifyingHierarchy { Self.notifyHierarchy(of: [self]) }
    }

    /// Calls the observers registered for `slot`.
    func notifyObservers(of slot: ObservedSlot) {
        let observers: [any ModelObserver] = withLock { _ in
            self.observers.compactMap { $0.slot == slot ? $0.observer : nil }
        }
        for observer in observers { observer.modelDidChange(self, slot) }
    }

    /// Whether anyone observes `slot`.
    func isObserved(_ slot: ObservedSlot) -> Bool {
        withLock { _ in observers.contains { $0.slot == slot } }
    }

    /// Tells the test tools and the modification listeners of these models
    /// and their ancestors that the models changed.
    static func notifyHierarchy(of contexts: [AnyModelContext]) {
        var listened: [AnyModelContext] = []
        for context in contexts {
            let (watcher, hasListeners) = context.withLock { hierarchy in
                (hierarchy.watcher, hierarchy.modificationListenerCount > 0)
            }
            watcher?.didModify(context)
            if hasListeners { listened.append(context) }
        }
        if !listened.isEmpty { notifyModificationListeners(of: listened) }
    }

    /// Registers `observer` for `slot`. The context holds it weakly: an
    /// observer lives as long as whoever iterates it.
    func addObserver(_ observer: any ModelObserver, for slot: ObservedSlot) {
        withLock { _ in
            observers.removeAll { $0.observer == nil }
            observers.append(ObserverEntry(slot: slot, observer: observer))
        }
    }

    /// Removes the registration of `observer` for `slot`.
    func removeObserver(_ observer: any ModelObserver, for slot: ObservedSlot) {
        withLock { _ in observers.removeAll { $0.observer == nil || ($0.observer === observer && $0.slot == slot) } }
    }
}
