extension Model {
    /// Emits once each time a tracked property changes in this model or its
    /// descendants, without naming what: for cross-cutting work such as an
    /// unsaved-changes flag or autosave. A transaction emits once.
    /// ``observeModifications(scope:kinds:where:debug:)`` filters.
    ///
    /// ```swift
    /// func onActivate() {
    ///     node.forEach(observeAnyModification()) { _ in
    ///         hasUnsavedChanges = true
    ///     }
    /// }
    /// ```
    public func observeAnyModification() -> ModelStream<Void> {
        _$context.liveAny.observeModifications(use: "observeAnyModification") { $0.kind == .properties }
    }
}

extension AnyModelContext {
    /// A stream that emits once for each notification holding a change
    /// `accepts` takes: once per transaction, however many it takes.
    func observeModifications(use: String, accepts: @escaping @Sendable (Modification) -> Bool)
        -> ModelStream<Void>
    {
        makeListenerStream(in: \.modificationListeners, counting: \.modificationListenerCount, use: use) {
            received, _, channel in
            guard let modifications = received as? [Modification], modifications.contains(where: accepts) else {
                return
            }
            channel.yield(())
        }
    }

    /// Tells the modification listeners of the changed models and their
    /// ancestors, each listener once, with the changes it can see: those of
    /// its model and below, each with how far below. Properties excluded
    /// with `excludeFromModifications` are left out.
    static func notifyModificationListeners(of changes: [(context: AnyModelContext, slot: ObservedSlot)]) {
        if changes.count == 1 { return changes[0].context.notifyModificationListeners(of: changes[0].slot) }
        var heard: [ObjectIdentifier: (listener: StreamListener, modifications: [Modification])] = [:]
        var order: [ObjectIdentifier] = []
        // Who hears a model's changes, looked up once per model: a
        // transaction may change many properties of one.
        var listenersOf: [ObjectIdentifier: [(listener: StreamListener, depth: Int)]] = [:]
        for (context, slot) in changes {
            if case .property(let index) = slot, context.isExcludedFromModifications(index) { continue }
            let listeners =
                listenersOf[ObjectIdentifier(context)]
                ?? {
                    let found = context.selfAndAncestorsWithDepth().flatMap { reached, depth in
                        reached.withLock { _ in reached.extras?.modificationListeners ?? [] }.map { ($0, depth) }
                    }
                    listenersOf[ObjectIdentifier(context)] = found
                    return found
                }()
            for (listener, depth) in listeners {
                do {
                    let id = ObjectIdentifier(listener)
                    let modification = Modification(context: context, slot: slot, depth: depth)
                    if heard[id] == nil {
                        order.append(id)
                        heard[id] = (listener, [modification])
                    } else {
                        heard[id]?.modifications.append(modification)
                    }
                }
            }
        }
        for id in order {
            guard let (listener, modifications) = heard[id] else { continue }
            listener.deliver(modifications, modifications[0].context)
        }
    }

    /// The common case, one change outside a transaction: each listener of
    /// this model and its ancestors is told in the same order, without the
    /// tables that gather a transaction's changes by listener.
    private func notifyModificationListeners(of slot: ObservedSlot) {
        if case .property(let index) = slot, isExcludedFromModifications(index) { return }
        for (reached, depth) in selfAndAncestorsWithDepth() {
            let listeners = reached.withLock { _ in reached.extras?.modificationListeners ?? [] }
            for listener in listeners {
                listener.deliver([Modification(context: self, slot: slot, depth: depth)], self)
            }
        }
    }

    /// This model and its ancestors, each with its distance from this one
    /// (0 for this model, 1 for a parent), the shortest where there are several.
    private func selfAndAncestorsWithDepth() -> [(AnyModelContext, Int)] {
        let parents = parentContexts()
        // A root, as most models that are listened to are: no walk.
        if parents.isEmpty { return [(self, 0)] }
        var reached: [(AnyModelContext, Int)] = [(self, 0)]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        for parent in parents where seen.insert(ObjectIdentifier(parent)).inserted { reached.append((parent, 1)) }
        var frontier = reached.dropFirst().map(\.0)
        var depth = 1
        while !frontier.isEmpty {
            depth += 1
            var next: [AnyModelContext] = []
            for context in frontier {
                for parent in context.parentContexts() where seen.insert(ObjectIdentifier(parent)).inserted {
                    reached.append((parent, depth))
                    next.append(parent)
                }
            }
            frontier = next
        }
        return reached
    }

    /// Whether tracked property `index` was excluded with `excludeFromModifications`.
    private func isExcludedFromModifications(_ index: Int) -> Bool {
        withLock { _ in rare?.excludedFromModifications.contains(index) ?? false }
    }
}
