extension ModelNode {
    /// Calls `body` after each change to the model's tracked property at
    /// `index`, or, with `orBelow`, to anything below the model: once per
    /// notification (a transaction is one), on the thread that made it and
    /// outside the hierarchy's lock, until the model is destructed (then
    /// `onEnd` runs) or the returned closure is called. `nil`, and nothing
    /// registered, when the model isn't anchored.
    ///
    /// For ModelPersistence, which must see a write to `persisted:` state
    /// before the writer goes on, not a task hop later as a stream would.
    ///
    /// - Parameters:
    ///   - index: The property's tracked index (``_trackedIndex(of:)``).
    ///   - orBelow: Whether a change to a descendant's tracked property counts.
    ///   - body: Runs after each change that counts.
    ///   - onEnd: Runs once when the model is destructed.
    @_spi(Persistence)
    public func _onEachModification(
        ofProperty index: Int, orBelow: Bool, _ body: @escaping @Sendable () -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) -> (@Sendable () -> Void)? {
        let context = modelContext
        let listener = StreamListener(
            deliver: { received, _ in
                guard let modifications = received as? [Modification] else { return }
                let counts = modifications.contains { modification in
                    guard modification.kind == .properties else { return false }
                    if modification.depth > 0 { return orBelow }
                    return modification.slot == .property(index)
                }
                if counts { body() }
            }, finish: onEnd)
        guard context.addListener(listener, in: \.modificationListeners, counting: \.modificationListenerCount)
        else { return nil }
        return { [context] in
            context.removeListener(listener, in: \.modificationListeners, counting: \.modificationListenerCount)
        }
    }
}

extension ModelNode {
    /// The index the runtime tracks the property at `keyPath` by, or `nil`
    /// when it isn't a tracked property of the model: for ModelPersistence,
    /// to tell a persisted property's writes in `_onEachModification`.
    @_spi(Persistence)
    public static func _trackedIndex(of keyPath: AnyKeyPath) -> Int? {
        M._$properties.first { $0.observedKeyPath == keyPath }?.trackedIndex
    }
}
