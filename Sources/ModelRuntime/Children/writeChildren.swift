import Dependencies
import IssueReporting

extension ModelContext {
    /// Stores a new value in a `children:` property, anchors and activates
    /// the models that arrived, queues the ones that left for destruction at
    /// the end of the exclusive section, then notifies.
    @usableFromInline
    func writeChildren<Value: ModelContainer>(
        _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelChildProperty<M, Value>, _ newValue: Value
    ) {
        guard !isFrozen else { return reportWriteToFrozenCopy() }
        let section = beginModify()
        let change = storeChildren(keyPath, property, newValue, in: section)
        section.leaveExclusiveSection()
        didWriteChildren(change, property)
    }

    /// Stores `newValue` and links the models that arrived and left, inside
    /// `section`, an exclusive section the caller entered and leaves before
    /// calling ``didWriteChildren(_:_:)``: arrivals are activated and orphans
    /// destructed when the outermost section ends, and only then is anyone told.
    @usableFromInline
    func storeChildren<Value: ModelContainer>(
        _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelChildProperty<M, Value>, _ newValue: Value,
        in section: Hierarchy
    ) -> ChildrenChange {
        var value = newValue
        // Set when the assignment pairs models by id: made with no lock held.
        var pairing: ChildPairing?
        // How many pairings went stale before they were applied. An id's
        // `==` that assigns the property each time would make every one stale.
        var stalePairings = 0
        var change: ChildrenChange
        storing: while true {
            let pairsByID = stalePairings < ChildPairing.staleLimit
            let step = withLock { hierarchy -> StoreStep in
                let observed = !observers.isEmpty || hierarchy.notifiesModifications
                if stage == .destructed { return .removed }
                guard stage == .anchored else {
                    swap(&state[keyPath: keyPath], &value)
                    return .stored(ChildrenChange(changed: true, observed: observed))
                }
                let window = diffChildren(property.childIndex, with: value)
                if pairing != nil {
                    guard pairing?.isCurrent(childSlots[property.childIndex], in: hierarchy) == true else {
                        return .again
                    }
                    pairing?.release()
                } else if pairsByID,
                    let needed = ChildPairing(
                        old: childSlots[property.childIndex], window: window, hierarchy: hierarchy)
                {
                    return .pair(needed)
                }
                swap(&state[keyPath: keyPath], &value)
                let (arrivals, relinked) = applyChildWindow(
                    window, childIndex: property.childIndex, hierarchy: hierarchy)
                if memoObserverCount != 0 { markMemosStale(of: .property(property.index), in: hierarchy) }
                return .stored(
                    ChildrenChange(
                        arrivals: arrivals, relinked: relinked, isStructural: !window.isEmpty,
                        changed: !window.isEmpty || !Value._$holdsOnlyModels, observed: observed))
            }
            switch step {
            case .stored(let stored):
                change = stored
                break storing
            case .removed:
                reportWriteToRemovedModel(property.name)
                return ChildrenChange(changed: false, observed: false)
            case .pair(var needed):
                // The ids' hash and `==` run here, with no lock held.
                needed.pair()
                if !needed.continuations.isEmpty {
                    value = newValue._$mapModels(ModelContinuation(continuations: needed.continuations))
                }
                pairing = needed
            case .again:
                // The property changed meanwhile (an id's `==` assigned it,
                // say): start over from the value as assigned.
                pairing = nil
                value = newValue
                stalePairings += 1
                if stalePairings == ChildPairing.staleLimit { reportStalePairings(property) }
            }
        }
        if !change.arrivals.isEmpty {
            let dependencies = withLock { _ in self.dependencies } ?? DependencyValues._current
            var activations = ActivationQueue()
            attachChildren(
                [ContiguousArray(change.arrivals)], in: section, dependencies: dependencies,
                activations: &activations)
            section.activateWhenLeaving(activations)
        }
        return change
    }

    /// Reports an assignment whose pairing by id went stale every time:
    /// it is stored without pairing. Call without the lock.
    private func reportStalePairings<Value: ModelContainer>(_ property: ModelChildProperty<M, Value>) {
        reportIssue(
            """
            \(typeName).\(property.name) was assigned while pairing its models by id, \(ChildPairing.staleLimit) \
            times in a row: an id's hash(into:) or == assigns it. The assignment is stored without pairing: its \
            models replace the old ones instead of continuing those with the same id.
            """)
    }

    /// Tells observers about a change ``storeChildren(_:_:_:in:)`` made. Call
    /// after leaving the exclusive section.
    @usableFromInline
    func didWriteChildren<Value: ModelContainer>(_ change: ChildrenChange, _ property: ModelChildProperty<M, Value>) {
        if change.isStructural {
            didModify(.structure, to: .observersOnly)
            for context in change.relinked { context.didModify(.structure, to: .observersOnly) }
        }
        if change.changed { didWrite(property, observed: change.observed, model) }
    }
}

/// What storing a `children:` property changed.
@usableFromInline
struct ChildrenChange {
    /// The models that joined the hierarchy.
    var arrivals: [AnyModelContext] = []
    /// Models already in the hierarchy that gained or lost this parent.
    var relinked: [AnyModelContext] = []
    /// Whether the set of children changed.
    var isStructural = false
    /// Whether the stored value changed in a way observers see.
    var changed: Bool
    /// Whether anyone beyond Observation listens to the model.
    var observed: Bool
}

/// What one locked step of ``ModelContext/storeChildren(_:_:_:in:)`` did.
private enum StoreStep {
    /// Stored the value.
    case stored(ChildrenChange)
    /// Stored nothing: the new models must be paired with these old ones by id first.
    case pair(ChildPairing)
    /// Stored nothing: the pairing made is stale.
    case again
    /// Stored nothing: the model was removed from its hierarchy.
    case removed
}
