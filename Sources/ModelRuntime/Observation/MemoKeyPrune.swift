/// A table of memo key tokens to prune, as it was found under the lock.
///
/// A model frees the token of a memo key it has no value for and nobody
/// observes (a key reset, or used once and then invalidated), so keys used
/// once don't pile up for the model's life. Once the table holds more than
/// twice as many tokens as are live (and eight), it is rebuilt without the
/// others: the rebuilding costs no more than the growth did.
struct MemoKeyPrune {
    let extras: ContextExtras
    let table: KeyTokens
    /// The tokens a memo value or an observer had then.
    let live: Set<KeyToken>

    /// The pruning `extras` needs, if any. Guarded.
    init?(_ extras: ContextExtras, observers: [ObserverEntry]) {
        guard let table = extras.memoKeys, table.count > 2 * extras.memoized.count + 8 else { return nil }
        var live = Set(extras.memoized.keys)
        for entry in observers {
            if case .memoized(let token) = entry.slot { live.insert(token) }
        }
        guard table.count > 2 * live.count + 8 else { return nil }
        self.extras = extras
        self.table = table
        self.live = live
    }
}

extension AnyModelContext {
    /// Replaces the model's table of memo keys by one without the tokens
    /// `prune` found dead, if they still are and the table is the same.
    /// Call without the lock: the kept keys' `hash(into:)` and `==` run in
    /// building the smaller table. A dropped token is marked retired: a
    /// reader that found it before now finds so under the lock and looks
    /// its key up again.
    func pruneMemoKeys(_ prune: MemoKeyPrune) {
        var dropped: [KeyToken] = []
        let smaller = prune.table.keeping { token in
            if prune.live.contains(token) { return true }
            dropped.append(token)
            return false
        }
        let replaced = withLock { _ -> KeyTokens? in
            guard let extras, extras === prune.extras, extras.memoKeys === prune.table,
                !dropped.contains(where: { extras.memoized[$0] != nil })
            else { return nil }
            let droppedSet = Set(dropped)
            for entry in observers {
                if case .memoized(let token) = entry.slot, droppedSet.contains(token) { return nil }
            }
            for token in dropped { token.isRetired = true }
            extras.memoKeys = smaller
            return prune.table
        }
        // The user's keys the old table held are released after the lock.
        withExtendedLifetime(replaced) {}
    }
}
