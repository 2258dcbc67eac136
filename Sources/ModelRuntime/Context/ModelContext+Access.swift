import CModelRuntime
import IssueReporting
import Observation

// The accessors generated code forwards every tracked property to. They are
// inlinable so that, in the model's module, the state key-path literal folds
// into a direct field access; what is left is one thread-local load, the
// Observation registrar call (see `ObservationBox`), and the lock around the
// raw load or store.
//
// Each takes the model value the generated getter or setter already holds
// (`self`) and hands it to Observation: making a model value from the context
// instead would retain and release the context on every access, which costs
// as much as the rest of a read. (Declared on `Model`, they would retain it
// too, to read `_$context` through the protocol.)

extension ModelContext {
    /// A tracked property whose values can't be compared: every write notifies.
    @inlinable
    public subscript<Value>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelProperty<M, Value>
    ) -> Value {
        @inline(__always) get { live._withUnsafeGuaranteedRef { $0.read(keyPath, property, model) } }
        @inline(__always) set { write(model, keyPath, property, newValue) }
        _modify {
            // On the context holding the model, unretained: this context
            // (a root handle holds the root alive) outlives the edit. Written
            // out step by step, since a coroutine can't yield from a closure,
            // and yielding another subscript's `_modify` would add a frame.
            let live = self.live
            let section = live._withUnsafeGuaranteedRef { $0.beginModify() }
            var value = live._withUnsafeGuaranteedRef { $0.readForModify(keyPath) }
            defer {
                // Notified after the section, so no observer runs while
                // other threads are held out of the hierarchy.
                let observed = live._withUnsafeGuaranteedRef { $0.store(keyPath, value, property) }
                section.leaveExclusiveSection()
                if let observed {
                    live._withUnsafeGuaranteedRef { $0.didWrite(property, observed: observed, model) }
                }
            }
            yield &value
        }
    }

    /// A tracked `Equatable` property: writing a value equal to the current
    /// one notifies nobody.
    @inlinable
    public subscript<Value: Equatable>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelProperty<M, Value>
    ) -> Value {
        @inline(__always) get { live._withUnsafeGuaranteedRef { $0.read(keyPath, property, model) } }
        @inline(__always) set { write(model, keyPath, property, newValue) }
        _modify {
            // On the context holding the model, unretained: this context
            // (a root handle holds the root alive) outlives the edit. Written
            // out step by step, since a coroutine can't yield from a closure,
            // and yielding another subscript's `_modify` would add a frame.
            let live = self.live
            let section = live._withUnsafeGuaranteedRef { $0.beginModify() }
            var value = live._withUnsafeGuaranteedRef { $0.readForModify(keyPath) }
            defer {
                // Notified after the section, so no observer runs while
                // other threads are held out of the hierarchy.
                let observed = live._withUnsafeGuaranteedRef { $0.store(keyPath, value, property) }
                section.leaveExclusiveSection()
                if let observed {
                    live._withUnsafeGuaranteedRef { $0.didWrite(property, observed: observed, model) }
                }
            }
            yield &value
        }
    }

    /// A `children:` property. Assigning anchors and activates the models
    /// that arrive and deactivates the ones that leave; an in-place edit
    /// (`rows.append(row)`) works on the stored collection without copying it.
    @inlinable
    public subscript<Value: ModelContainer>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelChildProperty<M, Value>
    ) -> Value {
        @inline(__always) get { live._withUnsafeGuaranteedRef { $0.read(keyPath, property, model) } }
        @inline(__always) set { live._withUnsafeGuaranteedRef { $0.writeChildren(keyPath, property, newValue) } }
        _modify {
            let live = self.live
            guard !live._withUnsafeGuaranteedRef({ $0.isFrozen }) else {
                live._withUnsafeGuaranteedRef { $0.reportWriteToFrozenCopy() }
                var copy = live._withUnsafeGuaranteedRef { $0.readForModify(keyPath) }
                yield &copy
                return
            }
            let section = live._withUnsafeGuaranteedRef { $0.beginModify() }
            var value = live._withUnsafeGuaranteedRef { $0.takeChildrenForModify(keyPath) }
            defer {
                let change = live._withUnsafeGuaranteedRef { $0.storeChildren(keyPath, property, value, in: section) }
                section.leaveExclusiveSection()
                live._withUnsafeGuaranteedRef { $0.didWriteChildren(change, property) }
            }
            yield &value
        }
    }

    /// A `children:` property whose models are `Equatable` (their type
    /// declares it): the same as any `children:` property. This overload
    /// only settles which of the two above applies.
    @inlinable
    public subscript<Value: ModelContainer & Equatable>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelChildProperty<M, Value>
    ) -> Value {
        @inline(__always) get { live._withUnsafeGuaranteedRef { $0.read(keyPath, property, model) } }
        @inline(__always) set { live._withUnsafeGuaranteedRef { $0.writeChildren(keyPath, property, newValue) } }
        _modify {
            let live = self.live
            guard !live._withUnsafeGuaranteedRef({ $0.isFrozen }) else {
                live._withUnsafeGuaranteedRef { $0.reportWriteToFrozenCopy() }
                var copy = live._withUnsafeGuaranteedRef { $0.readForModify(keyPath) }
                yield &copy
                return
            }
            let section = live._withUnsafeGuaranteedRef { $0.beginModify() }
            var value = live._withUnsafeGuaranteedRef { $0.takeChildrenForModify(keyPath) }
            defer {
                let change = live._withUnsafeGuaranteedRef { $0.storeChildren(keyPath, property, value, in: section) }
                section.leaveExclusiveSection()
                live._withUnsafeGuaranteedRef { $0.didWriteChildren(change, property) }
            }
            yield &value
        }
    }

    /// An untracked property (`tracked: false`): stored under the lock like
    /// the rest of the state, but not observed, diffed or checked by tests.
    @inlinable
    public subscript<Value>(untracked keyPath: WritableKeyPath<M._State, Value>) -> Value {
        get { live._withUnsafeGuaranteedRef { $0.readUntracked(keyPath) } }
        set { live._withUnsafeGuaranteedRef { $0.writeUntracked(keyPath, newValue) } }
    }

    /// Moves a `children:` collection out for an in-place edit.
    @inlinable
    func takeChildrenForModify<Value: ModelContainer>(_ keyPath: WritableKeyPath<M._State, Value>) -> Value {
        withLock { _ in takeForModify(&state[keyPath: keyPath]) }
    }

    @usableFromInline
    func readUntracked<Value>(_ keyPath: WritableKeyPath<M._State, Value>) -> Value {
        withLock { _ in state[keyPath: keyPath] }
    }

    @usableFromInline
    func writeUntracked<Value>(_ keyPath: WritableKeyPath<M._State, Value>, _ newValue: Value) {
        guard !isFrozen else { return reportWriteToFrozenCopy() }
        var value = newValue
        withLock { _ in swap(&state[keyPath: keyPath], &value) }
    }

    // MARK: Reading

    // The hot paths below lock and unlock by hand rather than through
    // `withLock { }`: inside a closure the state key path becomes a capture,
    // and a captured key path no longer folds into a field access; it is
    // instantiated and projected at run time instead, several times slower.

    @inlinable @inline(__always)
    func read<Value>(
        _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelProperty<M, Value>, _ model: borrowing M
    ) -> Value {
        // A replayed value is read here, from a copy of the replayed state,
        // through the literal key path, which folds into a field access as
        // it does for the live state. Passed to a call, the literal would be
        // instantiated (and retained and released) on every read, and
        // projected by the key path machinery, generic and slower.
        if cmodel_thread_state_get() != nil, let replayed = replayedState(reading: property.index) {
            didRead(.property(property.index))
            return replayed[keyPath: keyPath]
        }
        if cmodel_thread_state_get() == nil || !didRead(.property(property.index)) {
            observeAccess(model, property.modelKeyPath)
        }
        let hierarchy = lockHierarchy()
        let value = state[keyPath: keyPath]
        hierarchy._withUnsafeGuaranteedRef { $0.lock.unlock() }
        return value
    }

    /// The current value, for the start of an in-place edit.
    @inlinable @inline(__always)
    func readForModify<Value>(_ keyPath: WritableKeyPath<M._State, Value>) -> Value {
        let hierarchy = lockHierarchy()
        let value = state[keyPath: keyPath]
        hierarchy._withUnsafeGuaranteedRef { $0.lock.unlock() }
        return value
    }

    // MARK: Writing

    // Generated setters call these rather than assign through the subscript:
    // a subscript's setter takes its index arguments owned, which would
    // retain and release the model on every write.

    /// Writes a tracked property whose values can't be compared: every write notifies.
    @inlinable @inline(__always)
    public func write<Value>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelProperty<M, Value>,
        _ newValue: Value
    ) {
        live._withUnsafeGuaranteedRef { live in
            if let observed = live.store(keyPath, newValue, property) {
                live.didWrite(property, observed: observed, model)
            }
        }
    }

    /// Writes a tracked `Equatable` property; a value equal to the current
    /// one notifies nobody.
    @inlinable @inline(__always)
    public func write<Value: Equatable>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelProperty<M, Value>,
        _ newValue: Value
    ) {
        live._withUnsafeGuaranteedRef { live in
            if let observed = live.store(keyPath, newValue, property) {
                live.didWrite(property, observed: observed, model)
            }
        }
    }

    /// Stores `newValue` in `property` under the lock. Returns whether
    /// anyone beyond Observation listens to the model (observers, the test
    /// tools, modification listeners), or `nil` when nothing was stored: the
    /// model is a frozen copy, or was removed from its hierarchy (both
    /// reported).
    @inlinable @inline(__always)
    func store<Value>(
        _ keyPath: WritableKeyPath<M._State, Value>, _ newValue: Value, _ property: ModelProperty<M, Value>
    ) -> Bool? {
        guard !isFrozen else {
            reportWriteToFrozenCopy()
            return nil
        }
        var value = newValue
        let hierarchy = lockHierarchy()
        guard stage != .destructed else {
            hierarchy._withUnsafeGuaranteedRef { $0.lock.unlock() }
            reportWriteToRemovedModel(property.name)
            return nil
        }
        swap(&state[keyPath: keyPath], &value)
        let observed = !observers.isEmpty || hierarchy._withUnsafeGuaranteedRef { $0.notifiesModifications }
        if memoObserverCount != 0 {
            hierarchy._withUnsafeGuaranteedRef { markMemosStale(of: .property(property.index), in: $0) }
        }
        hierarchy._withUnsafeGuaranteedRef { $0.lock.unlock() }
        return observed  // `value`, now the old value, is released after the lock.
    }

    /// Stores an `Equatable` `newValue`, like ``store(_:_:_:)``; also `nil`
    /// when it equals the value it replaced, so nobody is notified.
    ///
    /// The value is stored either way, and compared with the one it replaced
    /// after the lock is let go: `==` is the user's code, which may be slow
    /// or read models of this hierarchy, and nothing of the user's runs under
    /// the lock. Comparing with the replaced value itself, not a copy read
    /// earlier, keeps concurrent writes exact: each write is compared with
    /// the write just before it in the order they took the lock, so a write
    /// notifies exactly when it changed the value (Docs/Runtime.md).
    @inlinable @inline(__always)
    func store<Value: Equatable>(
        _ keyPath: WritableKeyPath<M._State, Value>, _ newValue: Value, _ property: ModelProperty<M, Value>
    ) -> Bool? {
        guard !isFrozen else {
            reportWriteToFrozenCopy()
            return nil
        }
        var value = newValue
        let hierarchy = lockHierarchy()
        guard stage != .destructed else {
            hierarchy._withUnsafeGuaranteedRef { $0.lock.unlock() }
            reportWriteToRemovedModel(property.name)
            return nil
        }
        swap(&state[keyPath: keyPath], &value)
        let observed = !observers.isEmpty || hierarchy._withUnsafeGuaranteedRef { $0.notifiesModifications }
        if memoObserverCount != 0 {
            hierarchy._withUnsafeGuaranteedRef { markMemosStale(of: .property(property.index), in: $0) }
        }
        hierarchy._withUnsafeGuaranteedRef { $0.lock.unlock() }
        // `value` is now the replaced value, released after the comparison.
        return value == newValue ? nil : observed
    }

    /// Writes a `children:` property: anchors and activates the models that
    /// arrive and deactivates the ones that leave.
    @inlinable @inline(__always)
    public func write<Value: ModelContainer>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>,
        _ property: ModelChildProperty<M, Value>, _ newValue: Value
    ) {
        live._withUnsafeGuaranteedRef { $0.writeChildren(keyPath, property, newValue) }
    }

    /// Writes a `children:` property whose models are `Equatable`: the same
    /// as any `children:` property (this overload settles which applies).
    @inlinable @inline(__always)
    public func write<Value: ModelContainer & Equatable>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>,
        _ property: ModelChildProperty<M, Value>, _ newValue: Value
    ) {
        live._withUnsafeGuaranteedRef { $0.writeChildren(keyPath, property, newValue) }
    }

    /// Tells Observation, observers and listeners that `property` changed, or
    /// leaves that to the end of the transaction in progress.
    @inlinable @inline(__always)
    func didWrite<Value>(_ property: ModelProperty<M, Value>, observed: Bool, _ model: M) {
        announce(property, of: model, to: .hierarchy, observed: observed)
    }

    /// Tells of a change to `property` through the one entry point,
    /// ``AnyModelContext/announce(_:to:observed:notifyObservation:recordObservation:)``.
    @inlinable @inline(__always)
    func announce<Value>(
        _ property: ModelProperty<M, Value>, of model: M, to audience: ChangeAudience, observed: Bool = true
    ) {
        announce(
            .property(property.index), to: audience, observed: observed,
            notifyObservation: { notifyObservation(model, property.modelKeyPath) },
            recordObservation: { [self] in self.notifyObservation(model, property.modelKeyPath) })
    }

    /// Writes a tracked property whose changes concern its observers only:
    /// Observation and `Observed` hear of them, `observeAnyModification()`
    /// and the test tools don't.
    func writeOutsideHierarchy<Value: Equatable>(
        _ model: M, _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelProperty<M, Value>,
        _ newValue: Value
    ) {
        guard !isFrozen else { return reportWriteToFrozenCopy() }
        // The runtime's own state (the undo system's `canUndo`), stored in a
        // removed model too: a dependency model is taken up again by the
        // next hierarchy that uses it, and must not be stale there.
        var value = newValue
        withLock { _ in swap(&state[keyPath: keyPath], &value) }
        // `value` is now the replaced one, compared after the lock.
        guard value != newValue else { return }
        announce(property, of: model, to: .observersOnly)
    }
}

/// Moves the value out for an in-place edit, leaving an empty collection
/// behind so the edit doesn't copy it; a value with no empty form is copied.
@inlinable
func takeForModify<Value: ModelContainer>(_ stored: inout Value) -> Value {
    guard let empty = Value._$empty else { return stored }
    var value = empty
    swap(&stored, &value)
    return value
}

extension AnyModelContext {
    /// Records that the current thread read `slot`. Returns whether the
    /// reader follows model reads itself, so Observation needn't.
    @usableFromInline @discardableResult
    func didRead(_ slot: ObservedSlot) -> Bool {
        guard let observer = ThreadState.current?.readObserver else { return false }
        observer.didRead(self, slot)
        return observer.tracksModelReads
    }

    /// Enters the exclusive section of the context's hierarchy for an in-place edit.
    @usableFromInline
    func beginModify() -> Hierarchy {
        while true {
            let hierarchy = self.hierarchy
            hierarchy.enterExclusiveSection()
            if currentHierarchy.toOpaque() == Unmanaged.passUnretained(hierarchy).toOpaque() { return hierarchy }
            hierarchy.leaveExclusiveSection()
        }
    }

    /// Reports a write to a model removed from its hierarchy, which is
    /// dropped, as ModelSwiftUI drops a binding's: its state went back to
    /// what it was created with, and nothing reads it any more. A write
    /// made by cancelled work (a task's `defer { isLoading = false }`, run
    /// as the removal cancels it) is dropped without a report: cancelled
    /// work winding down is no misuse. So is one by work of a removed model
    /// not cancelled yet: a removal marks its models removed, then cancels
    /// their work, and work running meanwhile is as good as cancelled.
    @usableFromInline
    func reportWriteToRemovedModel(_ property: String) {
        if let work = CancellableCore.current, work.isCancelled || work.context.isDestructed { return }
        reportIssue(
            """
            \(typeName).\(property) was written after the \(typeName) was removed from its hierarchy; the write \
            is dropped. Write to the model its parent holds now.
            """)
    }

    /// Whether the model was removed from its hierarchy. Call without the lock.
    var isDestructed: Bool { withLock { _ in stage == .destructed } }

    /// Reports an attempt to change a frozen copy.
    @usableFromInline
    func reportWriteToFrozenCopy() {
        reportIssue(
            "A frozen copy of \(typeName) was written to. Frozen copies are immutable snapshots; write to the live model instead."
        )
    }
}
