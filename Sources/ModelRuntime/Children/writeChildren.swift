import Dependencies

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
        let change = withLock { hierarchy -> ChildrenChange in
            swap(&state[keyPath: keyPath], &value)
            let observed = !observers.isEmpty || hierarchy.notifiesModifications
            guard stage == .anchored else { return ChildrenChange(changed: true, observed: observed) }
            var window = diffChildren(property.childIndex, with: state[keyPath: keyPath])
            let continuations = continuations(in: window, childIndex: property.childIndex, hierarchy: hierarchy)
            if !continuations.isEmpty {
                state[keyPath: keyPath] = state[keyPath: keyPath]._$mapModels(
                    ModelContinuation(continuations: continuations))
                window = diffChildren(property.childIndex, with: state[keyPath: keyPath])
            }
            let (arrivals, relinked) = applyChildWindow(window, childIndex: property.childIndex, hierarchy: hierarchy)
            return ChildrenChange(
                arrivals: arrivals, relinked: relinked, isStructural: !window.isEmpty,
                changed: !window.isEmpty || !Value._$holdsOnlyModels, observed: observed)
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
