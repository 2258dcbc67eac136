import Dependencies
import IssueReporting

extension AnyModelContext {
    /// Brings the model into `hierarchy` under `parent` (or as the root when
    /// `parent` is `nil`), with every model it holds, and appends each model
    /// that must now be activated to `activations`, parents before children.
    ///
    /// `inheritedDependencies` are the dependencies of the root's anchor, or
    /// what `parent` has; `nil` reads them from `parent`.
    ///
    /// Call from inside the hierarchy's exclusive section, with no lock held.
    func attach(
        to parent: AnyModelContext?, isDependency: Bool, in hierarchy: Hierarchy,
        inheritedDependencies: DependencyValues? = nil, activations: inout [AnyModelContext]
    ) {
        // Dependencies are worked out first and outside every lock: the
        // overrides recorded by `withDependencies` are user code.
        let inherited =
            inheritedDependencies ?? parent?.withLock { _ in parent!.dependencies } ?? DependencyValues._current
        let overrides = withLock { _ in setup.dependencyOverrides }
        var dependencies = inherited
        for override in overrides { override(&dependencies) }

        enum Entry { case joined, alreadyHere, linked, refused, frozen, destructed }
        let entry: Entry = withLock { current in
            if isFrozen { return .frozen }
            // A dependency model is shared by whoever uses it, so a later
            // host may bring it back; a child that left is gone for good,
            // unless an undo or redo puts it back as it was.
            if stage == .destructed, !isDependency {
                guard UndoRecording.isApplying, let state = current.removedModels?.take(self) else {
                    return .destructed
                }
                restoreState(state)
                stage = .initial
            }
            if current === hierarchy, stage == .anchored { return .alreadyHere }
            if stage == .anchored, current !== hierarchy {
                // A dependency model may serve hosts in several hierarchies; a child may not.
                guard isDependency, let parent else { return .refused }
                addParentLink(parent, isDependency: true)
                current.servesOtherHierarchies = true
                return .linked
            }
            if current !== hierarchy { move(to: hierarchy) }
            return .joined
        }
        switch entry {
        case .frozen:
            reportIssue(
                "A frozen copy of \(typeName) was added to a hierarchy. Frozen copies are immutable snapshots and never join one; add the live model instead."
            )
            return
        case .destructed:
            reportIssue(
                "\(typeName) was added to a hierarchy after it was removed from one. A removed model is destructed and stays so; add a new model, or move the model within one transaction so it is never removed."
            )
            return
        case .refused:
            reportIssue(
                "\(typeName) is already anchored in another hierarchy. A model lives in one hierarchy; share it within one, or create a new model."
            )
            return
        case .alreadyHere:
            if let parent { withLock { _ in addParentLink(parent, isDependency: isDependency) } }
            return
        case .linked:
            return
        case .joined:
            break
        }

        let children: [AnyModelContext] = withLock { _ in
            stage = .anchored
            isActivated = false
            if let parent { addParentLink(parent, isDependency: isDependency) } else { isAnchorRoot = true }
            self.dependencies = dependencies
            childSlots = collectChildren()
            return childSlots.flatMap { $0 }
        }
        activations.append(self)
        for child in children {
            // What this model just stored is what a child inherits: passed
            // down rather than read back under the lock for each child.
            child.attach(
                to: self, isDependency: false, in: hierarchy, inheritedDependencies: dependencies,
                activations: &activations)
        }
    }
}

/// Activates newly anchored models in order: `onActivate()`, then the
/// closures given to `withActivation`, each with the model's dependencies in
/// effect. A model taken out again before its turn is skipped.
func activate(_ contexts: [AnyModelContext]) {
    guard !contexts.isEmpty else { return }
    // One thread state for the batch rather than one made per model.
    ThreadState.with { _ in activateEach(contexts) }
}

private func activateEach(_ contexts: [AnyModelContext]) {
    for context in contexts {
        let turn: (DependencyValues, [any Sendable], (any HierarchyWatcher)?)? = context.withLock { hierarchy in
            guard context.stage == .anchored, !context.isActivated else { return nil }
            context.isActivated = true
            return (context.dependencies ?? DependencyValues._current, context.setup.activations, hierarchy.watcher)
        }
        guard let (dependencies, activations, watcher) = turn else { continue }
        watcher?.didAnchor(context)
        DependencyValues.$_current.withValue(dependencies) {
            ThreadState.activating {
                context.callOnActivate()
                context.callActivations(activations)
            }
        }
    }
}
