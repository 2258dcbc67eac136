extension ModelNode {
    /// Calls `body` after each change to the model's tracked properties or
    /// to anything below it, once per notification (a transaction is one),
    /// on the thread that made it and outside the hierarchy's lock, until
    /// the model is destructed (then `onEnd` runs) or the returned closure
    /// is called. `nil`, and nothing registered, when the model isn't
    /// anchored.
    ///
    /// For ModelPersistence, which must see a write to `persisted:` state
    /// before the writer goes on, not a task hop later as a stream would.
    ///
    /// - Parameters:
    ///   - body: Given the indexes of the model's own tracked properties
    ///     that changed, and whether a descendant's did.
    ///   - onEnd: Runs once when the model is destructed.
    @_spi(Persistence)
    public func _onEachModification(
        _ body: @escaping @Sendable (_ ownProperties: [Int], _ descendantsChanged: Bool) -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) -> (@Sendable () -> Void)? {
        let context = modelContext
        let listener = StreamListener(
            deliver: { received, _ in
                guard let modifications = received as? [Modification] else { return }
                var own: [Int] = []
                var below = false
                for modification in modifications where modification.kind == .properties {
                    if modification.depth > 0 {
                        below = true
                    } else if case .property(let index) = modification.slot {
                        own.append(index)
                    }
                }
                if !own.isEmpty || below { body(own, below) }
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
