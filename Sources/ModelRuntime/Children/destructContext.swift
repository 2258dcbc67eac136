extension AnyModelContext {
    /// Takes the model out of its hierarchy if nothing holds it any more:
    /// cancels its own work first, then destructs the models only it held.
    /// Its state goes back to what it was created with, which releases
    /// everything it referred to since (and with it any reference cycle
    /// through closures that captured models). That happens once its work
    /// is cancelled: work still running reads the model as it was, and stops
    /// at its next cancellation check rather than act on the reset state.
    func destructIfOrphaned() {
        guard let teardown = withLock({ hierarchy in beginDestruction(in: hierarchy) }) else { return }
        finishDestruction(teardown)
    }

    /// Whether the model is anchored in `hierarchy` and nothing holds it:
    /// the check before either way of destructing it. Guarded.
    private func isOrphan(in hierarchy: Hierarchy) -> Bool {
        isAnchored(in: hierarchy) && parents.isEmpty && !isAnchorRoot
    }

    /// Marks the model destructed, the step every destructed model takes
    /// under the lock, on its own or in a batch; its listeners no longer
    /// count in the hierarchy. Guarded.
    private func markDestructed(in hierarchy: Hierarchy) {
        stage = .destructed
        isActivated = false
        if let extras {
            hierarchy.eventListenerCount -= extras.eventListeners.count
            hierarchy.modificationListenerCount -= extras.modificationListeners.count
        }
    }

    /// Whether destructing the model changes its state. Not when the state
    /// is still what the model was created with (an item nobody edited):
    /// there is nothing to put back or let go of. Always while undo is
    /// tracked, which keeps the state for an undo. Guarded.
    private func needsStateReset(in hierarchy: Hierarchy) -> Bool {
        hierarchy.removedModels != nil || !isStateAsCreated
    }

    /// Puts the state back to what the model was created with and returns
    /// what to release outside the lock: the state it had, or, while undo is
    /// tracked, what the hierarchy let go of to keep that state for an undo.
    /// Guarded.
    private func takeState(in hierarchy: Hierarchy) -> Any {
        let state = resetState()
        guard let removed = hierarchy.removedModels else { return state }
        return removed.keep(self, state: state)
    }

    /// The locked first step of destructing the model on its own: if it is
    /// an orphan, detaches it and unlinks it from the models it held, which
    /// stay in their lists in the order they came (the orphans among them
    /// are destructed in that order afterwards, with no list of their own).
    /// Returns `nil`, doing nothing, when something holds the model. Guarded.
    private func beginDestruction(in hierarchy: Hierarchy) -> Teardown? {
        guard isOrphan(in: hierarchy) else { return nil }
        markDestructed(in: hierarchy)
        var children: [ContiguousArray<AnyModelContext>] = []
        swap(&children, &childSlots)
        var relinked: [AnyModelContext] = []
        for index in children.indices {
            // One pass over the list: its order is checked on the way. The
            // list holds each child, so the walk takes no reference of its own.
            let isInOrder = children[index].withUnsafeBufferPointer { slot in
                slot.withMemoryRebound(to: UnsafeRawPointer.self) { addresses in
                    var isInOrder = true
                    var previous: ModelID?
                    for address in addresses {
                        Unmanaged<AnyModelContext>.fromOpaque(address)._withUnsafeGuaranteedRef { child in
                            if let previous, previous > child.id { isInOrder = false }
                            previous = child.id
                            if child.isAnchored(in: hierarchy), !child.removeParentLink(self) {
                                relinked.append(child)
                            }
                        }
                    }
                    return isInOrder
                }
            }
            if !isInOrder { children[index] = inOrderOfArrival(children[index]) }
        }
        var dependencyOrphans: ContiguousArray<AnyModelContext> = []
        var foreignDependencies: [AnyModelContext] = []
        for dependency in dependencyModels {
            if dependency.isAnchored(in: hierarchy) {
                if dependency.removeParentLink(self, isDependency: true) {
                    dependencyOrphans.append(dependency)
                } else {
                    relinked.append(dependency)
                }
            } else {
                foreignDependencies.append(dependency)
            }
        }
        dependencyModels = []
        defer {
            extras = nil
            observers = []
            memoObserverCount = 0
        }
        let dependencies = takeDependencies()
        return Teardown(
            extras: extras, dependencies: dependencies, observers: observers, children: children,
            dependencyOrphans: dependencyOrphans, relinked: relinked, foreignDependencies: foreignDependencies,
            watcher: hierarchy.watcher)
    }

    /// The rest of destructing the model on its own, after
    /// ``beginDestruction(in:)``, without the lock: cancels its work, resets
    /// its state, then destructs the models it left orphaned, in order.
    private func finishDestruction(_ teardown: Teardown) {
        teardown.extras?.cancelAll()
        teardown.extras?.finishStreams()
        let released: Any? = withLock { hierarchy in
            needsStateReset(in: hierarchy) ? takeState(in: hierarchy) : nil
        }
        teardown.watcher?.didDestruct(self)
        for dependency in teardown.foreignDependencies {
            let orphaned = dependency.withLock { _ in dependency.removeParentLink(self, isDependency: true) }
            if orphaned { dependency.destructIfOrphaned() }
        }
        for context in teardown.relinked { context.didModify(.structure, to: .observersOnly) }
        for slot in teardown.children { destructOrphans(among: slot, watcher: teardown.watcher) }
        destructOrphans(among: teardown.dependencyOrphans, watcher: teardown.watcher)
        withExtendedLifetime((teardown, released)) {}
    }

    /// Destructs the models among `models` that nothing holds any more, in
    /// order. Those that hold no models and run no work go in batches, many
    /// under one lock, since their own teardown would run nothing (see
    /// ``destructInBatch(in:releasing:)``); any other starts its destruction
    /// under the batch's lock and finishes it on its own, with its
    /// descendants, before the next batch.
    ///
    /// Each model is checked under the lock as it comes up: the work
    /// cancelled since the parent let go of them, and the observers told of
    /// the change, may have put one back.
    private func destructOrphans(
        among models: ContiguousArray<AnyModelContext>, watcher: (any HierarchyWatcher)?
    ) {
        guard !models.isEmpty else { return }
        // What a batch lets go of, released outside the lock after it: a
        // batch is small enough that this stays in the cache.
        let batchSize = 256
        var released: [Any] = []
        // `models` holds each model: the walk takes no reference of its own.
        models.withUnsafeBufferPointer { models in
            models.withMemoryRebound(to: UnsafeRawPointer.self) { addresses in
                var index = 0
                while index < addresses.count {
                    // The batch is `index..<end`; a model that couldn't join
                    // it ends it, and begins its destruction on its own
                    // (`alone`) unless something holds it again.
                    let (end, stopper, alone): (Int, Int?, Teardown?) = withLock { hierarchy in
                        var end = index
                        while end < addresses.count, end - index < batchSize {
                            let model = Unmanaged<AnyModelContext>.fromOpaque(addresses[end])
                            guard
                                model._withUnsafeGuaranteedRef({
                                    $0.destructInBatch(in: hierarchy, releasing: &released)
                                })
                            else {
                                return (end, end, model._withUnsafeGuaranteedRef { $0.beginDestruction(in: hierarchy) })
                            }
                            end += 1
                        }
                        return (end, nil, nil)
                    }
                    if let watcher {
                        for model in models[index..<end] { watcher.didDestruct(model) }
                    }
                    released.removeAll(keepingCapacity: true)
                    if let stopper {
                        if let alone { models[stopper].finishDestruction(alone) }
                        index = stopper + 1
                    } else {
                        index = end
                    }
                }
            }
        }
    }

    /// Destructs this orphan as ``destructIfOrphaned()`` would, when it holds
    /// no models, no work and no listeners, so that its teardown runs
    /// nothing: moves what it lets go of to `released`, to be released
    /// outside the lock. Returns `false`, doing nothing, otherwise. Guarded.
    private func destructInBatch(in hierarchy: Hierarchy, releasing released: inout [Any]) -> Bool {
        guard isOrphan(in: hierarchy), extras?.isIdle ?? true, rare?.dependencyModels.isEmpty ?? true,
            childSlots.allSatisfy({ $0.isEmpty })
        else { return false }
        markDestructed(in: hierarchy)
        if let extras {
            released.append(extras)
            self.extras = nil
        }
        if !observers.isEmpty {
            released.append(observers)
            observers = []
            memoObserverCount = 0
        }
        if !childSlots.isEmpty {
            released.append(childSlots)
            childSlots = []
        }
        if let dependencies = takeDependencies() { released.append(dependencies) }
        if needsStateReset(in: hierarchy) { released.append(takeState(in: hierarchy)) }
        return true
    }

    /// Lets go of the model's dependencies, to be released outside the lock.
    /// A model used as a dependency holds itself in them, and with that its
    /// hierarchy: kept, they would keep both for good. A removed model's
    /// work reads its dependencies from its task (`startTask`), which took
    /// them when it started. Guarded.
    private func takeDependencies() -> DependencyValues? {
        defer { dependencies = nil }
        return dependencies
    }

    /// Lets go of the root of an anchored hierarchy: the whole tree is destructed.
    func releaseAnchor() {
        let hierarchy = self.hierarchy
        hierarchy.enterExclusiveSection()
        let removed: RemovedModels? = withLock { hierarchy in
            isAnchorRoot = false
            guard parents.isEmpty, stage == .anchored else { return nil }
            hierarchy.pendingDestructions.append(self)
            // The whole tree goes: nothing will be undone in it any more.
            defer { hierarchy.removedModels = nil }
            return hierarchy.removedModels
        }
        hierarchy.leaveExclusiveSection()
        withExtendedLifetime(removed) {}
    }
}

/// The models of one `children:` property in the order they came, which is
/// the order they deactivate in, as in SwiftModel: moving models around
/// within a list doesn't change it. A model's ``ModelID`` counts up as
/// models are made, and a model is usually made as it is added.
private func inOrderOfArrival(_ slot: ContiguousArray<AnyModelContext>) -> ContiguousArray<AnyModelContext> {
    ContiguousArray(slot.sorted { $0.id < $1.id })
}

/// What a model destructed on its own lets go of, and what is left to do
/// outside the lock.
private struct Teardown {
    var extras: ContextExtras?
    /// The dependencies the model let go of.
    var dependencies: DependencyValues?
    var observers: [ObserverEntry]
    /// The model's lists of children, each in the order they came.
    var children: [ContiguousArray<AnyModelContext>]
    /// The dependency models only this model used.
    var dependencyOrphans: ContiguousArray<AnyModelContext>
    var relinked: [AnyModelContext]
    var foreignDependencies: [AnyModelContext]
    var watcher: (any HierarchyWatcher)?
}
