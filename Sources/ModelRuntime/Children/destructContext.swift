extension AnyModelContext {
    /// Takes the model out of its hierarchy if nothing holds it any more:
    /// cancels its own work first, then destructs the models only it held.
    /// Its state goes back to what it was created with, which releases
    /// everything it referred to since (and with it any reference cycle
    /// through closures that captured models). That happens once its work
    /// is cancelled: work still running reads the model as it was, and stops
    /// at its next cancellation check rather than act on the reset state.
    func destructIfOrphaned() {
        let teardown: Teardown? = withLock { hierarchy in
            guard stage == .anchored, parents.isEmpty, !isAnchorRoot else { return nil }
            stage = .destructed
            isActivated = false
            // The children stay in their lists, in the order they came: the
            // orphans among them are the ones left with no parent, destructed
            // in that order below without a list of their own.
            var orphans: [AnyModelContext] = []
            var relinked: [AnyModelContext] = []
            for index in childSlots.indices {
                // One pass over the list: its order is checked on the way.
                let slot = childSlots[index]
                var isInOrder = true
                var previous: ModelID?
                for child in slot {
                    if let previous, previous > child.id { isInOrder = false }
                    previous = child.id
                    if child.isAnchored(in: hierarchy), !child.removeParentLink(self) { relinked.append(child) }
                }
                if !isInOrder { childSlots[index] = inOrderOfArrival(slot) }
            }
            var foreignDependencies: [AnyModelContext] = []
            for dependency in dependencyModels {
                if dependency.isAnchored(in: hierarchy) {
                    if dependency.removeParentLink(self, isDependency: true) {
                        orphans.append(dependency)
                    } else {
                        relinked.append(dependency)
                    }
                } else {
                    foreignDependencies.append(dependency)
                }
            }
            hierarchy.eventListenerCount -= extras?.eventListeners.count ?? 0
            hierarchy.modificationListenerCount -= extras?.modificationListeners.count ?? 0
            let teardown = Teardown(
                extras: extras, observers: observers, children: childSlots, dependencyOrphans: orphans,
                relinked: relinked, foreignDependencies: foreignDependencies, watcher: hierarchy.watcher)
            childSlots = []
            dependencyModels = []
            observers = []
            extras = nil
            return teardown
        }
        guard let teardown else { return }
        teardown.extras?.cancelAll()
        teardown.extras?.finishStreams()
        let released: Any = withLock { hierarchy in
            let state = resetState()
            // While undo is tracked, an undo may bring the model back as it was.
            guard let removed = hierarchy.removedModels else { return state }
            return removed.keep(self, state: state)
        }
        teardown.watcher?.didDestruct(self)
        for dependency in teardown.foreignDependencies {
            let orphaned = dependency.withLock { _ in dependency.removeParentLink(self, isDependency: true) }
            if orphaned { dependency.destructIfOrphaned() }
        }
        for context in teardown.relinked { context.didModify(.structure, notifyingHierarchy: false) }
        for slot in teardown.children { destructOrphans(among: slot, watcher: teardown.watcher) }
        destructOrphans(among: teardown.dependencyOrphans, watcher: teardown.watcher)
        withExtendedLifetime((teardown, released)) {}
    }

    /// Destructs the models among `models` that nothing holds any more, in
    /// order. Those that hold no models and run no work go in batches, many
    /// under one lock, since their own teardown would run nothing (see
    /// ``destructInBatch(in:releasing:)``); each of the others on its own,
    /// with its descendants.
    private func destructOrphans<Models: RandomAccessCollection<AnyModelContext>>(
        among models: Models, watcher: (any HierarchyWatcher)?
    ) where Models.Index == Int {
        guard !models.isEmpty else { return }
        // What a batch lets go of, released outside the lock after it: a
        // batch is small enough that this stays in the cache.
        let batchSize = 256
        var released: [Any] = []
        released.reserveCapacity(Swift.min(models.count, batchSize))
        var index = models.startIndex
        while index < models.endIndex {
            let taken = withLock { hierarchy in
                var taken = 0
                while taken < batchSize, index + taken < models.endIndex,
                    models[index + taken].destructInBatch(in: hierarchy, releasing: &released)
                {
                    taken += 1
                }
                return taken
            }
            if taken == 0 {
                models[index].destructIfOrphaned()
                index += 1
                continue
            }
            if let watcher {
                for orphan in models[index..<(index + taken)] { watcher.didDestruct(orphan) }
            }
            index += taken
            released.removeAll(keepingCapacity: true)
        }
    }

    /// Destructs this orphan as ``destructIfOrphaned()`` would, when it still
    /// has no parent and holds no models, no work and no listeners, so that
    /// its teardown runs nothing: moves what it lets go of to `released`, to
    /// be released outside the lock. Returns `false`, doing nothing,
    /// otherwise. Guarded.
    private func destructInBatch(in hierarchy: Hierarchy, releasing released: inout [Any]) -> Bool {
        guard isAnchored(in: hierarchy), parents.isEmpty, !isAnchorRoot, extras?.isIdle ?? true,
            rare?.dependencyModels.isEmpty ?? true, childSlots.allSatisfy({ $0.isEmpty })
        else { return false }
        stage = .destructed
        isActivated = false
        childSlots = []
        if let extras {
            released.append(extras)
            self.extras = nil
        }
        if !observers.isEmpty {
            released.append(observers)
            observers = []
        }
        let state = resetState()
        if let removed = hierarchy.removedModels {
            released.append(removed.keep(self, state: state))
        } else {
            released.append(state)
        }
        return true
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

/// What a destructed model lets go of, released outside the lock.
private struct Teardown {
    var extras: ContextExtras?
    var observers: [ObserverEntry]
    /// The model's lists of children, each in the order they came.
    var children: [ContiguousArray<AnyModelContext>]
    /// The dependency models only this model used.
    var dependencyOrphans: [AnyModelContext]
    var relinked: [AnyModelContext]
    var foreignDependencies: [AnyModelContext]
    var watcher: (any HierarchyWatcher)?
}
