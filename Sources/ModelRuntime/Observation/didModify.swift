import CModelRuntime

/// Who hears of a change besides Observation and the changed slot's observers.
@usableFromInline
enum ChangeAudience {
    /// Nobody else: a change of structure, of a memoized value, or of a
    /// property whose changes concern its observers only.
    case observersOnly
    /// The test tools and the modification listeners of the model and its
    /// ancestors: a change of the model's state, context or preference values.
    case hierarchy
}

extension AnyModelContext {
    /// Tells of a change to `slot`, or records it in the transaction in
    /// progress, which tells of it once, at its end: the one place that
    /// decides. Every change goes through here: writes, `touch`, context and
    /// preference values, structure and memoized values. Call without the lock.
    ///
    /// - Parameters:
    ///   - audience: Who hears besides Observation and the slot's observers.
    ///   - observed: `false` when nobody beyond Observation listens (as a
    ///     write learns under the lock): then only Observation is told.
    ///   - notifyObservation: Tells Observation's registrar now.
    ///   - recordObservation: The same, kept for the end of a transaction;
    ///     made only inside one, so a write outside allocates nothing.
    @inlinable @inline(__always)
    func announce(
        _ slot: ObservedSlot, to audience: ChangeAudience, observed: Bool = true, notifyObservation: () -> Void,
        recordObservation: @autoclosure () -> (() -> Void)?
    ) {
        if cmodel_thread_state_get() != nil, recordInTransaction(slot, audience, recordObservation) { return }
        tell(SlotChange(slot, audience: audience), observed: observed, notifyObservation: notifyObservation)
    }

    /// Records the change in the current transaction; `false` when there is none.
    @usableFromInline
    func recordInTransaction(
        _ slot: ObservedSlot, _ audience: ChangeAudience, _ notifyObservation: () -> (() -> Void)?
    ) -> Bool {
        guard let transaction = ThreadState.current?.transaction else { return false }
        transaction.record(self, slot, audience: audience, notifyObservation: notifyObservation())
        return true
    }

    /// Tells of a change Observation doesn't follow (structure, context and
    /// preference values, memoized values), through ``announce(_:to:observed:notifyObservation:recordObservation:)``.
    @usableFromInline
    func didModify(_ slot: ObservedSlot, to audience: ChangeAudience) {
        announce(slot, to: audience, notifyObservation: {}, recordObservation: nil)
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
    /// its ancestors that `slot` of the model changed.
    @usableFromInline
    func notifyHierarchy(_ slot: ObservedSlot) {
        if notifyWatcher() { Self.notifyModificationListeners(of: [(self, slot)]) }
    }

    /// Tells the test tools of each of `contexts`, models that changed, and
    /// the modification listeners of the models and their ancestors of the
    /// changes `changes` lists: given the models whose hierarchies have
    /// listeners, it is called only if there are any.
    static func notifyHierarchy(
        of contexts: [AnyModelContext],
        changes: (_ listened: Set<ObjectIdentifier>) -> [(context: AnyModelContext, slot: ObservedSlot)]
    ) {
        let listened = contexts.filter { $0.notifyWatcher() }
        guard !listened.isEmpty else { return }
        notifyModificationListeners(of: changes(Set(listened.map(ObjectIdentifier.init))))
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
        let entry = ObserverEntry(slot: slot, observer: observer)
        withLock { _ in
            observers.append(entry)
            if entry.isMemo { memoObserverCount += 1 }
        }
    }

    /// Removes the registration of `observer` for `slot`.
    func removeObserver(_ observer: any ModelObserver, for slot: ObservedSlot) {
        // Released after the lock: an observer's deinit may take it.
        let removed: [ObserverEntry] = withLock { _ in
            var removed: [ObserverEntry] = []
            observers.removeAll { entry in
                guard entry.observer === observer, entry.slot == slot else { return false }
                removed.append(entry)
                if entry.isMemo { memoObserverCount -= 1 }
                return true
            }
            return removed
        }
        withExtendedLifetime(removed) {}
    }
}
