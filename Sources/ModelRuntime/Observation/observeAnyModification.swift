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
        _$context.observeAnyModification()
    }
}

/// A listener for changes anywhere in a model's subtree.
final class ModificationListener: Sendable {
    let channel: ModelStreamChannel<Void>

    init(channel: ModelStreamChannel<Void>) {
        self.channel = channel
    }
}

extension AnyModelContext {
    func observeAnyModification() -> ModelStream<Void> {
        let channel = ModelStreamChannel<Void>()
        let listener = ModificationListener(channel: channel)
        let registered = withLock { hierarchy -> Bool in
            guard stage == .anchored else { return false }
            extrasCreatingIfNeeded.modificationListeners.append(listener)
            hierarchy.modificationListenerCount += 1
            return true
        }
        guard registered else {
            reportNotAnchored("observeAnyModification")
            channel.finish()
            return ModelStream(channel: channel)
        }
        // Held strongly: the channel drops this when it finishes, at the
        // latest when the model is destructed. (A weak reference would make
        // every retain and release of the context slower for good.)
        channel.onTermination { [self] in
            withLock { hierarchy in
                guard let extras,
                    let index = extras.modificationListeners.firstIndex(where: { $0 === listener })
                else { return }
                extras.modificationListeners.remove(at: index)
                hierarchy.modificationListenerCount -= 1
            }
        }
        return ModelStream(channel: channel)
    }

    /// Yields to the modification listeners of these models and their
    /// ancestors, each listener once however many of the models changed.
    static func notifyModificationListeners(of contexts: [AnyModelContext]) {
        var listeners: [ModificationListener] = []
        var seen: Set<ObjectIdentifier> = []
        for context in contexts {
            for reached in context.contexts(for: [.self, .ancestors]) {
                for listener in reached.withLock({ _ in reached.extras?.modificationListeners ?? [] })
                where seen.insert(ObjectIdentifier(listener)).inserted {
                    listeners.append(listener)
                }
            }
        }
        for listener in listeners { listener.channel.yield(()) }
    }
}
