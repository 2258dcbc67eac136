/// The pairing of a `children:` assignment's new models with the models
/// they replace by explicit identity (`id:` in the schema): a new value with
/// the id of a model that was there continues that model, keeping its
/// context, state and tasks.
///
/// The ids are the user's values, whose `hash(into:)` and `==` may read
/// models of the same hierarchy, so they are paired with no lock held: the
/// property's models are read under the lock (``init(old:window:hierarchy:)``),
/// paired after it (``pair()``), and the assignment is applied under the
/// lock again if the property still holds the same models
/// (``isCurrent(_:in:)``), else paired again.
struct ChildPairing {
    /// The property's models when read. Kept, so that the property holding
    /// the same buffer later means it was not changed: a change would have
    /// copied it, this copy holding it.
    var old: ContiguousArray<AnyModelContext>?
    /// The replaced run of `old`.
    let replaced: Range<Int>
    /// The arrivals not anchored in the hierarchy: only they may continue a model.
    let candidates: [AnyModelContext]
    /// Each paired arrival's model, by the arrival. Made by ``pair()``.
    private(set) var continuations: [ObjectIdentifier: AnyModelContext] = [:]
    /// The arrivals paired.
    private(set) var paired: [AnyModelContext] = []

    /// How many pairings of one assignment may go stale before it is stored
    /// without pairing, and reported. One goes stale only when the property
    /// changed while its ids were compared: on another thread, rarely more
    /// than once in a row, or by an id's own `==`, every time.
    static let staleLimit = 16

    /// The pairing `window` needs, if any: when it replaces models with an
    /// explicit identity by models not yet anchored. Any of the replaced may
    /// have one: a container's case mixes types (`.pair(counter, second: item)`).
    /// Guarded: reads nothing of the user's (``AnyModelContext/hasExplicitIdentity``
    /// is the type's).
    init?(old: ContiguousArray<AnyModelContext>, window: ChildWindow, hierarchy: Hierarchy) {
        guard !window.oldRange.isEmpty, !window.added.isEmpty,
            old[window.oldRange].contains(where: \.hasExplicitIdentity)
        else { return nil }
        let candidates = window.added.filter { !$0.isAnchored(in: hierarchy) }
        guard !candidates.isEmpty else { return nil }
        self.old = old
        replaced = window.oldRange
        self.candidates = candidates
    }

    /// Pairs the candidates with the replaced models by id. Call without the
    /// lock: the ids' `hash(into:)` and `==` run here. The ids themselves
    /// are constants, read without it.
    mutating func pair() {
        guard let old else { return }
        var byIdentity: [AnyHashable: AnyModelContext] = [:]
        for context in old[replaced] {
            if let identity = context.explicitIdentity { byIdentity[identity] = context }
        }
        for arrival in candidates {
            if let identity = arrival.explicitIdentity, let existing = byIdentity[identity], existing !== arrival {
                continuations[ObjectIdentifier(arrival)] = existing
                paired.append(arrival)
            }
        }
    }

    /// Whether the pairing still holds: the property holds the models it was
    /// made with, and no arrival paired was anchored meanwhile. Guarded.
    func isCurrent(_ slot: ContiguousArray<AnyModelContext>, in hierarchy: Hierarchy) -> Bool {
        guard let old, old.count == slot.count else { return false }
        let same = old.withUnsafeBufferPointer { old in
            slot.withUnsafeBufferPointer { $0.baseAddress == old.baseAddress }
        }
        return same && !paired.contains { $0.isAnchored(in: hierarchy) }
    }

    /// Lets go of the models read, so applying the assignment edits the
    /// property's buffer in place rather than copying it. Guarded: only a
    /// reference count drops, the property still holding them.
    mutating func release() {
        old = nil
    }
}

/// Replaces new arrivals by the models they continue.
struct ModelContinuation: ModelTransform {
    let continuations: [ObjectIdentifier: AnyModelContext]

    func transform<M: Model>(_ model: M) -> M {
        guard let existing = continuations[ObjectIdentifier(model._$context.liveAny)] as? ModelContext<M> else {
            return model
        }
        return M(_$context: existing)
    }
}
