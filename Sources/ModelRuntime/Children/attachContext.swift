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
        inheritedDependencies: DependencyValues? = nil, activations: inout ActivationQueue
    ) {
        // Dependencies are worked out first and outside every lock: the
        // overrides recorded by `withDependencies` are user code.
        let inherited =
            inheritedDependencies ?? parent?.withLock { _ in parent!.dependencies } ?? DependencyValues._current
        let overrides = withLock { _ in setup.dependencyOverrides }
        let dependencies =
            overrides.isEmpty
            ? inherited
            : applyDependencyOverrides(to: inherited) { values in
                for override in overrides { override(&values) }
            }

        enum Entry {
            case joined([ContiguousArray<AnyModelContext>])
            case alreadyHere, linked, refused, frozen, destructed
        }
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
            if let parent { addParentLink(parent, isDependency: isDependency) } else { isAnchorRoot = true }
            return .joined(join(hierarchy, from: current, dependencies: dependencies))
        }
        let slots: [ContiguousArray<AnyModelContext>]
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
        case .joined(let joinedSlots):
            slots = joinedSlots
        }
        activations.append(self)
        // What this model just stored is what a child inherits: passed down
        // rather than read back under the lock for each child.
        attachChildren(slots, in: hierarchy, dependencies: dependencies, activations: &activations)
    }

    /// Attaches `slots`, models this one holds, after it joined `hierarchy`
    /// with `dependencies`, and queues them for activation in order, each
    /// followed by its descendants.
    ///
    /// A fresh child (see ``joinIfFresh(under:in:dependencies:)``) joins in
    /// one locked step, and a run of fresh children without children of
    /// their own is queued as one entry; any other child takes the full
    /// path of ``attach(to:isDependency:in:inheritedDependencies:activations:)``.
    func attachChildren(
        _ slots: [ContiguousArray<AnyModelContext>], in hierarchy: Hierarchy, dependencies: DependencyValues,
        activations: inout ActivationQueue
    ) {
        for slot in slots {
            var runStart = slot.startIndex
            for index in slot.indices {
                let child = slot[index]
                if let grandchildren = child.joinIfFresh(under: self, in: hierarchy, dependencies: dependencies) {
                    if grandchildren.allSatisfy({ $0.isEmpty }) { continue }
                    activations.append(slot, runStart..<index, dependencies: dependencies)
                    activations.append(child)
                    child.attachChildren(
                        grandchildren, in: hierarchy, dependencies: dependencies, activations: &activations)
                } else {
                    activations.append(slot, runStart..<index, dependencies: dependencies)
                    child.attach(
                        to: self, isDependency: false, in: hierarchy, inheritedDependencies: dependencies,
                        activations: &activations)
                }
                runStart = index + 1
            }
            activations.append(slot, runStart..<slot.endIndex, dependencies: dependencies)
        }
    }

    /// Joins `hierarchy` as a child of `parent` in one locked step when the
    /// model is fresh: never anchored, with nothing set up before anchoring
    /// (no `withDependencies` or `withActivation`, no dependency models), so
    /// it takes its parent's `dependencies` as they are. Returns the models
    /// it holds, or `nil` when it isn't fresh, for the full path to handle.
    func joinIfFresh(
        under parent: AnyModelContext, in hierarchy: Hierarchy, dependencies: DependencyValues
    ) -> [ContiguousArray<AnyModelContext>]? {
        withLock { current in
            guard stage == .initial, !isFrozen, rare == nil, current.isLoose, current !== hierarchy else {
                return nil
            }
            addParentLink(parent, isDependency: false)
            return join(hierarchy, from: current, dependencies: dependencies)
        }
    }

    /// Makes the model, linked to its parent (or marked the root), part of
    /// `hierarchy` with `dependencies`, and returns the models it holds: the
    /// steps every model takes to join, by the full path or the fresh one.
    /// The move into `hierarchy` comes last, once every field is set, so a
    /// reader that finds the model there finds it complete. Call with
    /// `current`, the model's hierarchy, locked.
    private func join(
        _ hierarchy: Hierarchy, from current: Hierarchy, dependencies: DependencyValues
    ) -> [ContiguousArray<AnyModelContext>] {
        stage = .anchored
        isActivated = false
        self.dependencies = dependencies
        childSlots = collectChildren()
        if current !== hierarchy { move(to: hierarchy) }
        return childSlots
    }
}
