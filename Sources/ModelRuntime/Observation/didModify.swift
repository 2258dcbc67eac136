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
        tell(SlotChange(slot, notifiesHierarchy: notifyingHierarchy)) {}
    }

    /// Calls the observers registered for `slot`.
    @usableFromInline
    func notifyObservers(of slot: ObservedSlot) {
        // A copy of the list, not a filtered one: no allocation on the write path.
        let observers = withLock { _ in self.observers }
        for entry in observers where entry.slot == slot { entry.observer.modelDidChange(self, slot) }
    }

    /// The observers registered for `slot`, in order of registration.
    func observers(of slot: ObservedSlot) -> [any ModelObserver] {
        withLock { _ in observers.filter { $0.slot == slot }.map(\.observer) }
    }

    /// Whether anyone observes `slot`.
    func isObserved(_ slot: ObservedSlot) -> Bool {
        withLock { _ in observers.contains { $0.slot == slot } }
    }

    /// Tells the test tools and the modification listeners of this model and
    /// its ancestors that the model changed.
    @usableFromInline
    func notifyHierarchy() {
        if notifyWatcher() { Self.notifyModificationListeners(of: [self]) }
    }

    /// Tells the test tools and the modification listeners of these models
    /// and their ancestors that the models changed.
    static func notifyHierarchy(of contexts: [AnyModelContext]) {
        let listened = contexts.filter { $0.notifyWatcher() }
        if !listened.isEmpty { notifyModificationListeners(of: listened) }
    }

    /// Tells the test tools watching the hierarchy that the model changed;
    /// returns whether the hierarchy has modification listeners to tell.
    private func notifyWatcher() -> Bool {
        let (watcher, hasListeners) = withLock { hierarchy in
            (hierarchy.watcher, hierarchy.modificationListenerCount > 0 || hierarchy.servesOtherHierarchies)
        }
        watcher?.didModify(self)
        return hasListeners
    }

    /// Registers `observer` for `slot`. The context holds it until
    /// ``removeObserver(_:for:)`` or its destruction, so the observer must not
    /// hold whoever is meant to remove it.
    func addObserver(_ observer: any ModelObserver, for slot: ObservedSlot) {
        withLock { _ in observers.append(ObserverEntry(slot: slot, observer: observer)) }
    }

    /// Removes the registration of `observer` for `slot`.
    func removeObserver(_ observer: any ModelObserver, for slot: ObservedSlot) {
        // Released after the lock: an observer's deinit may take it.
        let removed: [ObserverEntry] = withLock { _ in
            var removed: [ObserverEntry] = []
            observers.removeAll { entry in
                guard entry.observer === observer, entry.slot == slot else { return false }
                removed.append(entry)
                return true
            }
            return removed
        }
        withExtendedLifetime(removed) {}
    }
}
