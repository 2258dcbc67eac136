extension Model {
    /// An immutable snapshot of the model and everything it holds, with the
    /// same identity. Reading it never changes; writing to it reports an issue.
    /// The test tools and change printing compare snapshots like this.
    public var frozenCopy: Self {
        Self(_$context: _$context.liveContext.frozenCopy())
    }
}

extension ModelContext {
    /// A frozen copy of this context and, recursively, of the models it holds.
    func frozenCopy() -> ModelContext<M> {
        if isFrozen { return self }
        var snapshot = withLock { _ in state }
        for property in M._$properties where property.isChildren {
            property.mapModels(in: &snapshot, Freeze())
        }
        return ModelContext(frozenCopyOf: self, state: snapshot)
    }
}

/// Replaces each model by its frozen copy.
private struct Freeze: ModelTransform {
    func transform<M: Model>(_ model: M) -> M { model.frozenCopy }
}
