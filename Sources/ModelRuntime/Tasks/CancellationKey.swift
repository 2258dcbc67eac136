/// A key work is filed under for cancellation, as the caller gave it.
///
/// The groups of work the hierarchy lock guards are keyed by ``KeyToken``,
/// compared by identity: a key of the user's (`cancel(for:)`,
/// `cancelAll(for:)`, `cancellationContext(for:)`) is looked up in its
/// model's table of tokens with no lock held, so its `hash(into:)` and `==`
/// may read models of the same hierarchy.
enum CancellationKey: Sendable {
    /// A key of the user's: its token is the model's own, found or made by
    /// ``AnyModelContext/cancellationTokens(for:creating:)``.
    case user(AnyHashableSendable)
    /// A token of the runtime's: a `cancellationContext(perform:)` group's
    /// (unique) or a call site's (one per place in the source).
    case token(KeyToken)

    /// The user's `key`.
    init(_ key: some Hashable & Sendable) {
        self = .user(AnyHashableSendable(key))
    }
}

/// The tokens of some cancellation keys in one model, and what tells, under
/// the lock, that they are still the model's: a pruning of its table (see
/// ``AnyModelContext/pruneCancellationKeys(_:)``) may have dropped a token
/// that nothing was filed under, and an equal key then gets a new one.
struct CancellationTokens {
    /// The keys' tokens, in order; `nil` for a user's key the model has no
    /// token for (nothing was filed under it), when not creating.
    let tokens: [KeyToken?]
    /// The extras whose table the user's keys were found in (`nil` when
    /// there were none).
    let extras: ContextExtras?
    /// That table's epoch when they were found.
    let epoch: Int
    /// Whether any key was the user's: only those can go stale.
    let hasUserKeys: Bool

    /// Whether the tokens are still the model's own. Guarded.
    func areCurrent(in context: AnyModelContext) -> Bool {
        !hasUserKeys || (context.extras === extras && (extras?.cancellationEpoch ?? 0) == epoch)
    }
}

extension AnyModelContext {
    /// The model's tokens for `keys`. With `creating`, a user's key without
    /// one gets a new one, unless the model isn't anchored (no work can be
    /// filed then: the filer finds so under the lock). Call without the lock:
    /// the user's `hash(into:)` and `==` run here.
    ///
    /// The table is read under the lock and searched after it; a grown copy
    /// is installed under it if nobody replaced the table meanwhile (else
    /// the search starts again, in the current one), as ``KeyTokens`` does.
    func cancellationTokens(for keys: [CancellationKey], creating: Bool) -> CancellationTokens {
        let hasUserKeys = keys.contains { if case .user = $0 { true } else { false } }
        guard hasUserKeys else {
            return CancellationTokens(
                tokens: keys.map { if case .token(let token) = $0 { token } else { nil } }, extras: nil, epoch: 0,
                hasUserKeys: false)
        }
        var (extras, table, epoch) = withLock { _ in
            (self.extras, self.extras?.cancellationKeys, self.extras?.cancellationEpoch ?? 0)
        }
        while true {
            let tokens = keys.map { key -> KeyToken? in
                switch key {
                case .user(let key): table?[key]
                case .token(let token): token
                }
            }
            let found = CancellationTokens(tokens: tokens, extras: extras, epoch: epoch, hasUserKeys: true)
            guard creating, tokens.contains(where: { $0 == nil }) else { return found }
            // The new tokens are used as made, not searched for again: a key
            // that isn't equal to itself (a NaN) would never be found.
            var made = tokens
            var added: [AnyHashableSendable: KeyToken] = [:]
            for (index, key) in keys.enumerated() where made[index] == nil {
                guard case .user(let key) = key else { continue }
                let token = added[key] ?? KeyToken(key)
                added[key] = token
                made[index] = token
            }
            let grownTable = (table ?? KeyTokens()).adding(added)
            let outcome = withLock { _ -> (anchored: Bool, installed: Bool) in
                guard stage == .anchored else { return (false, false) }
                let installed = self.extras === extras && self.extras?.cancellationKeys === table
                if installed { extrasCreatingIfNeeded.cancellationKeys = grownTable }
                (extras, table, epoch) = (
                    self.extras, self.extras?.cancellationKeys, self.extras?.cancellationEpoch ?? 0
                )
                return (true, installed)
            }
            // Not anchored: no work can be filed; the filer finds so under the lock.
            guard outcome.anchored else { return found }
            if outcome.installed {
                return CancellationTokens(tokens: made, extras: extras, epoch: epoch, hasUserKeys: true)
            }
            // Another thread replaced the table: search again, in the current one.
        }
    }

    /// After work was unregistered: when the model's table of cancellation
    /// tokens has grown well beyond the groups filed under them (keys used
    /// once, a request's id, say), replaces it by one without the tokens
    /// nothing is filed under. Call without the lock: the user's `hash(into:)`
    /// and `==` run in building the smaller table. The tokens dropped must
    /// still have no work when it is installed, and the table must be the
    /// same; otherwise it is left, to be pruned after a later unregistration.
    func pruneCancellationKeys(_ prune: CancellationPrune) {
        var dropped = Set<KeyToken>()
        let smaller = prune.table.keeping { token in
            if prune.live.contains(token) { return true }
            dropped.insert(token)
            return false
        }
        let replaced = withLock { _ -> KeyTokens? in
            guard let extras, extras === prune.extras, extras.cancellationKeys === prune.table,
                !extras.cancellationGroups.keys.contains(where: dropped.contains)
            else { return nil }
            extras.cancellationKeys = smaller
            // Tokens found before now may be dropped ones: their filers look again.
            extras.cancellationEpoch += 1
            return prune.table
        }
        // The user's keys the old table held are released after the lock.
        withExtendedLifetime(replaced) {}
    }
}

/// A table of cancellation tokens to prune, as ``CancellableCore/unregister()``
/// found it under the lock.
struct CancellationPrune {
    let extras: ContextExtras
    let table: KeyTokens
    /// The tokens work was filed under then.
    let live: Set<KeyToken>

    /// The pruning `extras` needs, if its table has grown beyond twice its
    /// groups (and a few): pruning then costs no more than the growth did.
    /// Guarded.
    init?(_ extras: ContextExtras) {
        guard let table = extras.cancellationKeys,
            table.count > 2 * extras.cancellationGroups.count + 8
        else { return nil }
        self.extras = extras
        self.table = table
        live = Set(extras.cancellationGroups.keys)
    }
}
