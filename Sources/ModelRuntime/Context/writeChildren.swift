extension ModelContext {
    /// Stores a new value in a `children:` property, then anchors and
    /// activates the models that arrived and queues the ones that left for
    /// destruction at the end of the exclusive section.
    @usableFromInline
    func writeChildren<Value: ModelContainer>(
        _ keyPath: WritableKeyPath<M._State, Value>, _ property: ModelChildProperty<M, Value>, _ newValue: Value
    ) {
        guard !isFrozen else { return reportWriteToFrozenCopy() }
        let section = beginModify()
        var value = newValue
        let change: (arrivals: [AnyModelContext], relinked: [AnyModelContext], structural: Bool, changed: Bool, observed: Bool) = withLock { hierarchy in
            swap(&state[keyPath: keyPath], &value)
            let observed = !observers.isEmpty || hierarchy.notifiesModifications
            guard stage == .anchored else { return ([], [], false, true, observed) }
            var window = diffChildren(property.childIndex, with: state[keyPath: keyPath])
            let continuations = continuations(in: window, childIndex: property.childIndex, hierarchy: hierarchy)
            if !continuations.isEmpty {
                state[keyPath: keyPath] = state[keyPath: keyPath]._$mapModels(ModelContinuation(continuations: continuations))
                window = diffChildren(property.childIndex, with: state[keyPath: keyPath])
            }
            let (arrivals, relinked) = applyChildWindow(window, childIndex: property.childIndex, hierarchy: hierarchy)
            return (arrivals, relinked, !window.isEmpty, !window.isEmpty || !Value._$holdsOnlyModels, observed)
        }
        var activations: [AnyModelContext] = []
        for arrival in change.arrivals {
            arrival.attach(to: self, isDependency: false, in: section, activations: &activations)
        }
        section.activateWhenLeaving(activations)
        section.leaveExclusiveSection()
        if change.structural {
            didModify(.structure, notifyingHierarchy: false)
            for context in change.relinked { context.didModify(.structure, notifyingHierarchy: false) }
        }
        if change.changed { didWrite(property, observed: change.observed, model) }
    }
}
