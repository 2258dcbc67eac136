extension Model {
    /// Emits once each time anything changes in this model or its
    /// descendants, without naming what: for cross-cutting work such as an
    /// unsaved-changes flag or autosave. A transaction emits once.
    ///
    /// ```swift
    /// func onActivate() {
    ///     node.forEach(observeAnyModification()) { _ in
    ///         hasUnsavedChanges = true
    ///     }
    /// }
    /// ```
    public func observeAnyModification() -> ModelStream<Void> {
        _$context.liveAny.observeAnyModification()
    }
}

extension AnyModelContext {
    func observeAnyModification() -> ModelStream<Void> {
        makeListenerStream(
            in: \.modificationListeners, counting: \.modificationListenerCount, use: "observeAnyModification"
        ) {
            _, _, channel in
            channel.yield(())
        }
    }

    /// Yields to the modification listeners of these models and their
    /// ancestors, each listener once however many of the models changed.
    static func notifyModificationListeners(of contexts: [AnyModelContext]) {
        var listeners: [(listener: StreamListener, changed: AnyModelContext)] = []
        var seen: Set<ObjectIdentifier> = []
        for context in contexts {
            for reached in context.contexts(for: [.self, .ancestors]) {
                for listener in reached.withLock({ _ in reached.extras?.modificationListeners ?? [] })
                where seen.insert(ObjectIdentifier(listener)).inserted {
                    listeners.append((listener, context))
                }
            }
        }
        for (listener, changed) in listeners { listener.deliver((), changed) }
    }
}
