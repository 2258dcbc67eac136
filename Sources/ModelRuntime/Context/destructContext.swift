extension AnyModelContext {
    /// Takes the model out of its hierarchy if nothing holds it any more:
    /// cancels its own work first, then destructs the models only it held.
    /// Its state goes back to what it was created with, which releases
    /// everything it referred to since (and with it any reference cycle
    /// through closures that captured models).
    func destructIfOrphaned() {
        let teardown: Teardown? = withLock { hierarchy in
            guard stage == .anchored, parents.isEmpty, !isAnchorRoot else { return nil }
            stage = .destructed
            isActivated = false
            var orphans: [AnyModelContext] = []
            var relinked: [AnyModelContext] = []
            for child in childSlots.joined() where child.isAnchored(in: hierarchy) {
                if child.removeParentLink(self) { orphans.append(child) } else { relinked.append(child) }
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
                extras: extras, observers: observers, state: resetState(), orphans: orphans,
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
        teardown.watcher?.didDestruct(self)
        for dependency in teardown.foreignDependencies {
            let orphaned = dependency.withLock { _ in dependency.removeParentLink(self, isDependency: true) }
            if orphaned { dependency.destructIfOrphaned() }
        }
        for context in teardown.relinked { context.didModify(.structure, notifyingHierarchy: false) }
        for orphan in teardown.orphans { orphan.destructIfOrphaned() }
        withExtendedLifetime(teardown) {}
    }

    /// Lets go of the root of an anchored hierarchy: the whole tree is destructed.
    func releaseAnchor() {
        let hierarchy = self.hierarchy
        hierarchy.enterExclusiveSection()
        withLock { hierarchy in
            isAnchorRoot = false
            if parents.isEmpty, stage == .anchored { hierarchy.pendingDestructions.append(self) }
        }
        hierarchy.leaveExclusiveSection()
    }
}

/// What a destructed model lets go of, released outside the lock.
private struct Teardown {
    var extras: ContextExtras?
    var observers: [ObserverEntry]
    var state: Any
    var orphans: [AnyModelContext]
    var relinked: [AnyModelContext]
    var foreignDependencies: [AnyModelContext]
    var watcher: (any HierarchyWatcher)?
}
