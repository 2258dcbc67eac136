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
            var orphans: [AnyModelContext] = []
            var relinked: [AnyModelContext] = []
            for slot in childSlots {
                for child in inOrderOfArrival(slot) where child.isAnchored(in: hierarchy) {
                    if child.removeParentLink(self) { orphans.append(child) } else { relinked.append(child) }
                }
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
                extras: extras, observers: observers, orphans: orphans, relinked: relinked,
                foreignDependencies: foreignDependencies, watcher: hierarchy.watcher)
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
        for orphan in teardown.orphans { orphan.destructIfOrphaned() }
        withExtendedLifetime((teardown, released)) {}
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
    var isInOrder = true
    for index in slot.indices.dropFirst() where slot[index - 1].id > slot[index].id {
        isInOrder = false
        break
    }
    return isInOrder ? slot : ContiguousArray(slot.sorted { $0.id < $1.id })
}

/// What a destructed model lets go of, released outside the lock.
private struct Teardown {
    var extras: ContextExtras?
    var observers: [ObserverEntry]
    var orphans: [AnyModelContext]
    var relinked: [AnyModelContext]
    var foreignDependencies: [AnyModelContext]
    var watcher: (any HierarchyWatcher)?
}
