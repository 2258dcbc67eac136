extension ModelNode {
    /// Folds over the models `relation` reaches from this one.
    ///
    /// ```swift
    /// let total = node.reduceHierarchy(
    ///     for: [.self, .descendants],
    ///     transform: { ($0 as? CounterModel)?.count },
    ///     into: 0
    /// ) { $0 += $1 }
    /// ```
    ///
    /// Inside `Observed`, the result is re-evaluated when a property read by
    /// `transform` changes and when models are added or removed. A model
    /// that isn't anchored has no hierarchy: the result is `initialResult`.
    public func reduceHierarchy<Result, Element>(
        for relation: ModelRelation, transform: (any Model) throws -> Element?, into initialResult: Result,
        _ updateAccumulatingResult: (inout Result, Element) throws -> Void
    ) rethrows -> Result {
        var result = initialResult
        guard modelContext.withLock({ _ in modelContext.stage == .anchored }) else { return result }
        for reached in modelContext.contexts(for: relation) {
            if let element = try transform(reached.anyModel) { try updateAccumulatingResult(&result, element) }
        }
        return result
    }

    /// The non-`nil` results of `transform` over the models `relation` reaches
    /// from this one: the model first, then ancestors nearest first, then
    /// descendants depth first in property order.
    ///
    /// ```swift
    /// let appModel = node.mapHierarchy(for: .ancestors) { $0 as? AppModel }.first
    /// ```
    public func mapHierarchy<Element>(
        for relation: ModelRelation, transform: (any Model) throws -> Element?
    ) rethrows -> [Element] {
        try reduceHierarchy(for: relation, transform: transform, into: []) { $0.append($1) }
    }

    /// Whether exactly one parent (or the anchor) holds the model. Observable.
    public var isUniquelyReferenced: Bool {
        modelContext.ownerCount == 1
    }

    /// Emits whether exactly one parent holds the model: now, and whenever
    /// that changes.
    ///
    /// ```swift
    /// node.forEach(node.uniquelyReferenced()) { isExclusive in
    ///     isEditable = isExclusive
    /// }
    /// ```
    public func uniquelyReferenced() -> Observed<Bool> {
        let context = modelContext
        return Observed { context.ownerCount == 1 }
    }
}

extension AnyModelContext {
    /// How many times the model is held: by parents, and by an anchor. Observable.
    var ownerCount: Int {
        didRead(.structure)
        return withLock { _ in parents.reduce(isAnchorRoot ? 1 : 0) { $0 + Int($1.count) } }
    }
}
