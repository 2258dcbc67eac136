/// The parts of a context most models never use, allocated on first use so
/// a plain model stays small: its tasks and cancellation groups, event and
/// modification listeners, context and preference values, memoized values.
/// Guarded by the hierarchy lock, like the context's other fields.
@usableFromInline
final class ContextExtras: @unchecked Sendable {
    /// Work tied to the model's lifetime, by cancellable id.
    var cancellables: [ObjectIdentifier: any ModelCancellable] = [:]
    /// Cancellables grouped under a key by `cancel(for:)` and
    /// `cancellationContext(for:)`, by the key's token (see ``CancellationKey``).
    var cancellationGroups: [KeyToken: [ObjectIdentifier]] = [:]
    /// The tokens of the user's keys work was filed under. Like
    /// ``memoKeys`` it is pruned of tokens nothing is filed under (keys
    /// used once, a request's id, would pile up), so a token found in it
    /// is checked against ``cancellationEpoch`` before use.
    var cancellationKeys: KeyTokens?
    /// Counts the prunings of ``cancellationKeys``.
    var cancellationEpoch = 0
    /// Listeners for events sent to this model.
    var eventListeners: [StreamListener] = []
    /// Listeners for any change in this model or its descendants.
    var modificationListeners: [StreamListener] = []
    /// `node.context` values this model set.
    var contextValues: [AnyHashableSendable: any Sendable] = [:]
    /// `node.preference` contributions this model made.
    var preferenceValues: [AnyHashableSendable: any Sendable] = [:]
    /// `node.memoize` values, by their key's token.
    var memoized: [KeyToken: MemoEntry] = [:]
    /// The tokens of the keys `node.memoize` was given: one per key that
    /// has a value or an observer. Pruned of the others (see
    /// ``MemoKeyPrune``); observers of a memo find it after a reset.
    var memoKeys: KeyTokens?
    /// Dependencies already looked up.
    @usableFromInline var dependencies = DependencyCache()
    /// Helpers that live as long as the model is anchored (undo trackers).
    var retained: [AnyObject] = []

    /// Whether nothing runs or listens: no work to cancel, no stream to end.
    var isIdle: Bool {
        cancellables.isEmpty && eventListeners.isEmpty && modificationListeners.isEmpty
    }

    /// Cancels everything: called when the model is destructed, without the lock.
    func cancelAll() {
        for cancellable in cancellables.values { cancellable.cancelForDeactivation() }
    }

    /// Ends the event and modification streams of a destructed model.
    func finishStreams() {
        for listener in eventListeners { listener.finish() }
        for listener in modificationListeners { listener.finish() }
    }
}

extension AnyModelContext {
    /// Sets this model's own value for `key` in one of its value tables
    /// (context or preference values), or removes it when `value` is `nil`,
    /// and tells whoever read `slot` if anything changed.
    func storeOwnValue(
        _ value: (any Sendable)?, at key: AnyHashableSendable,
        in table: ReferenceWritableKeyPath<ContextExtras, [AnyHashableSendable: any Sendable]> & Sendable,
        slot: ObservedSlot
    ) {
        // The value replaced or removed is the user's: released after the lock.
        let (changed, replaced) = withLock { hierarchy -> (Bool, (any Sendable)?) in
            guard let value else {
                let removed = extras?[keyPath: table].removeValue(forKey: key)
                if removed != nil { markMemosStale(of: slot, in: hierarchy) }
                return (removed != nil, removed)
            }
            markMemosStale(of: slot, in: hierarchy)
            return (true, extrasCreatingIfNeeded[keyPath: table].updateValue(value, forKey: key))
        }
        withExtendedLifetime(replaced) {}
        // The test tools check these values too, and wake assertions on
        // them; `observeModifications` reports them.
        if changed { didModify(slot, to: .hierarchy) }
    }

    /// The context's extras, created if needed. Guarded.
    var extrasCreatingIfNeeded: ContextExtras {
        if let extras { return extras }
        let created = ContextExtras()
        extras = created
        return created
    }
}

/// The parts of a context few models have, allocated on first use and kept
/// for the context's life: unlike ``ContextExtras``, they outlive the
/// model's destruction (an undo may anchor it again, with the same setup).
/// Guarded by the hierarchy lock.
final class ContextRarities: @unchecked Sendable {
    /// In a root handle, the anchor it keeps alive: the hierarchy goes when
    /// the last copy of the model `withAnchor()` returned does.
    var handleAnchor: (AnyObject & Sendable)?
    /// Models this one uses as dependencies (`dependencyKey` models).
    var dependencyModels: [AnyModelContext] = []
    /// Set up before anchoring with `withDependencies`, `withSetup` and `withActivation`.
    var setup = ModelSetup()
    /// The non-loose hierarchies the context lived in before its current
    /// one, kept so a reader holding a stale pointer can still lock them.
    /// Only a dependency model taken up again by a host elsewhere moves twice.
    var formerHierarchies: [Hierarchy] = []
    /// The tracked properties `excludeFromModifications` left out of what
    /// the modification listeners hear, by index.
    var excludedFromModifications: Set<Int> = []
}

extension AnyModelContext {
    /// The context's rarely used parts, created if needed. Guarded.
    var rareCreatingIfNeeded: ContextRarities {
        if let rare { return rare }
        let created = ContextRarities()
        rare = created
        return created
    }

    /// Models this one uses as dependencies (`dependencyKey` models). Guarded.
    var dependencyModels: [AnyModelContext] {
        get { rare?.dependencyModels ?? [] }
        set {
            guard rare != nil || !newValue.isEmpty else { return }
            rareCreatingIfNeeded.dependencyModels = newValue
        }
    }

    /// Set up before anchoring with `withDependencies`, `withSetup` and `withActivation`. Guarded.
    var setup: ModelSetup {
        get { rare?.setup ?? ModelSetup() }
        set { rareCreatingIfNeeded.setup = newValue }
    }
}
