import Dependencies

extension AnyModelContext {
    /// Makes `dependency`, a model used as a dependency, part of the
    /// hierarchy as a dependency of this model: anchored and activated on its
    /// first use anywhere, shared by every model that uses it, and destructed
    /// with the last of them.
    ///
    /// When `dependency` is the key's default value, `defaultValue()`, and
    /// another hierarchy has anchored it (a `static let testValue` that an
    /// earlier test used), the hierarchy hosts a copy of it as it was made,
    /// its children copied likewise, instead, and returns that: no state
    /// passes between hierarchies. A value given in `withDependencies` is
    /// the caller's to share.
    @usableFromInline
    func host<Dependency: Model>(_ dependency: Dependency, default defaultValue: () -> Dependency) -> Dependency {
        let original = dependency._$context.liveAny
        // Each access after the first, one lock: this model hosts the
        // original, or this hierarchy's copy of it, already.
        let hosting: AnyModelContext? = withLock { hierarchy in
            guard stage == .anchored else { return original }
            if dependencyModels.contains(where: { $0 === original }) { return original }
            guard let copy = hierarchy.dependencyCopies[ObjectIdentifier(original)]?.copy,
                dependencyModels.contains(where: { $0 === copy })
            else { return nil }
            return copy
        }
        if let hosting { return hosting === original ? dependency : hosting.anyModel as! Dependency }
        let hosted = hostedContext(for: original, isDefault: { defaultValue()._$context.liveAny === original })
        let isNew: Bool = withLock { _ in
            guard stage == .anchored, !dependencyModels.contains(where: { $0 === hosted }) else { return false }
            dependencyModels.append(hosted)
            return true
        }
        if isNew {
            let hierarchy = beginModify()
            var activations = ActivationQueue()
            hosted.attach(to: self, isDependency: true, in: hierarchy, activations: &activations)
            hierarchy.activateWhenLeaving(activations)
            hierarchy.leaveExclusiveSection()
            didModify(.structure, to: .observersOnly)
            hosted.didModify(.structure, to: .observersOnly)
        }
        return hosted === original ? dependency : hosted.anyModel as! Dependency
    }

    /// The context this hierarchy hosts for `original`: the copy it made
    /// before, a new copy when `original` is a default value anchored
    /// elsewhere, or `original` itself.
    private func hostedContext(for original: AnyModelContext, isDefault: () -> Bool) -> AnyModelContext {
        let (ownHierarchy, known) = withLock { hierarchy in
            (hierarchy, hierarchy.dependencyCopies[ObjectIdentifier(original)]?.copy)
        }
        if let known { return known }
        let isElsewhere = original.withLock { current in
            original.stage == .destructed || (original.stage == .anchored && current !== ownHierarchy)
        }
        guard isElsewhere, isDefault(), let copy = original.makeDependencyCopy() else { return original }
        return withLock { hierarchy in
            // Another thread may have made one meanwhile: the first stays.
            if let known = hierarchy.dependencyCopies[ObjectIdentifier(original)]?.copy { return known }
            hierarchy.dependencyCopies[ObjectIdentifier(original)] = (original, copy)
            return copy
        }
    }
}
