extension AnyModelContext {
    /// Makes `dependency`, a model used as a dependency, part of the
    /// hierarchy as a dependency of this model: anchored and activated on its
    /// first use anywhere, shared by every model that uses it, and destructed
    /// with the last of them.
    @usableFromInline
    func host<Dependency: Model>(_ dependency: Dependency) -> Dependency {
        let hosted = dependency._$context.liveAny
        let isNew: Bool = withLock { _ in
            guard stage == .anchored, !dependencyModels.contains(where: { $0 === hosted }) else { return false }
            dependencyModels.append(hosted)
            return true
        }
        guard isNew else { return dependency }
        let hierarchy = beginModify()
        var activations = ActivationQueue()
        hosted.attach(to: self, isDependency: true, in: hierarchy, activations: &activations)
        hierarchy.activateWhenLeaving(activations)
        hierarchy.leaveExclusiveSection()
        didModify(.structure, to: .observersOnly)
        hosted.didModify(.structure, to: .observersOnly)
        return dependency
    }
}
