/// A key of the user's type (given to `memoize(for:)`, to `cancel(for:)`,
/// `cancelAll(for:)` or `cancellationContext(for:)`, or as a context or
/// preference key's `key:`) as an object of the runtime's own.
///
/// The user's `hash(into:)` and `==` run once per access, when the key is
/// looked up in a ``KeyTokens`` table, outside every lock. What the hierarchy
/// lock guards (memoized values, context and preference values, cancellation
/// groups, observer lists) holds the token, compared and hashed by identity:
/// runtime code. A
/// key's `hash(into:)` or `==` may therefore read models, even of the
/// hierarchy whose lock it would otherwise have run under.
@usableFromInline
final class KeyToken: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The user's key.
    let key: AnyHashableSendable
    /// Whether a memo key's token was dropped from its model's table (see
    /// ``MemoKeyPrune``): nothing may be cached under it any more. Guarded
    /// by the lock of that model's hierarchy.
    var isRetired = false

    init(_ key: AnyHashableSendable) {
        self.key = key
    }

    @usableFromInline
    static func == (lhs: KeyToken, rhs: KeyToken) -> Bool { lhs === rhs }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The user's key, as messages show it.
    @usableFromInline
    var description: String { String(describing: key.base.base) }
}

/// The tokens made for the user's keys, by key. Immutable: adding a key
/// makes a new table, so a table read under a lock can be searched after
/// letting go of it, and the user's `hash(into:)` and `==` run with no lock
/// held.
///
/// A new table shares what it can of the one it grew from: the keys are
/// kept in levels, each at most half the size of the one before it, and
/// adding a key copies only the levels it merges (as a binary counter
/// carries). So a table of `n` keys was built with `O(n log n)` copying,
/// not the `O(n²)` of copying the whole table for each key, and is searched
/// in at most `log₂ n` lookups. A small table is one level, searched in one.
final class KeyTokens: Sendable {
    /// The levels, largest (oldest) first.
    private let levels: [[AnyHashableSendable: KeyToken]]
    /// How many keys the table holds.
    let count: Int

    /// Tables up to this size are kept in one level: copying it costs less
    /// than searching a second.
    private static let singleLevelLimit = 32

    init(_ tokens: [AnyHashableSendable: KeyToken] = [:]) {
        levels = tokens.isEmpty ? [] : [tokens]
        count = tokens.count
    }

    private init(levels: [[AnyHashableSendable: KeyToken]], count: Int) {
        self.levels = levels
        self.count = count
    }

    /// The token for `key`, if the table has one. Runs the key's `hash(into:)` and `==`.
    subscript(key: AnyHashableSendable) -> KeyToken? {
        for level in levels {
            if let token = level[key] { return token }
        }
        return nil
    }

    /// Every key with its token.
    var entries: [(key: AnyHashableSendable, token: KeyToken)] {
        levels.flatMap { $0.map { ($0.key, $0.value) } }
    }

    /// This table with `added`, keys it doesn't hold. Runs their `hash(into:)` and `==`.
    func adding(_ added: [AnyHashableSendable: KeyToken]) -> KeyTokens {
        var levels = self.levels
        levels.append(added)
        let count = self.count + added.count
        // Merge while the newest level is no longer at most half the one
        // before it: each key is copied once per doubling of the table.
        while levels.count > 1,
            count <= Self.singleLevelLimit || 2 * levels[levels.count - 1].count > levels[levels.count - 2].count
        {
            let newest = levels.removeLast()
            levels[levels.count - 1].merge(newest) { old, _ in old }
        }
        return KeyTokens(levels: levels, count: count)
    }

    /// This table without the tokens `isKept` refuses, in one level. Runs
    /// the kept keys' `hash(into:)` and `==`.
    func keeping(_ isKept: (KeyToken) -> Bool) -> KeyTokens {
        var kept: [AnyHashableSendable: KeyToken] = [:]
        for level in levels {
            for (key, token) in level where isKept(token) { kept[key] = token }
        }
        return KeyTokens(kept)
    }

    /// What ``token(for:in:replacing:)``'s `replace` did.
    enum Replacement {
        /// The grown table is the current one now.
        case installed
        /// Another thread had replaced the table: this one is current.
        case changed(KeyTokens?)
        /// The grown table wasn't kept (the memo's model isn't anchored):
        /// the new token is used once.
        case declined
    }

    /// The token for `key`: the one in the current table, or a new one added
    /// to it. Never call it with a lock held: `key`'s hash and `==` run here.
    ///
    /// - Parameters:
    ///   - current: Reads the current table, under its lock.
    ///   - replace: Under the same lock, installs the grown table if the
    ///     current one is still the first argument (by identity).
    static func token(
        for key: AnyHashableSendable, in current: () -> KeyTokens?,
        replacing replace: (_ expected: KeyTokens?, _ grown: KeyTokens) -> Replacement
    ) -> KeyToken {
        var table = current()
        while true {
            if let token = table?[key] { return token }
            let token = KeyToken(key)
            switch replace(table, (table ?? KeyTokens()).adding([key: token])) {
            case .installed, .declined: return token
            case .changed(let newer): table = newer
            }
        }
    }

    /// The table of context and preference keys given as `key:`, which are
    /// declarations: kept for the process's life.
    private static let storageKeys = Locked<KeyTokens?>(nil)

    /// The token a context or preference key given as `key:` stores its
    /// values under: properties giving equal keys share one.
    static func storageKey(_ key: some Hashable & Sendable) -> KeyToken {
        token(for: AnyHashableSendable(key), in: { storageKeys.withLock { $0 } }) { expected, grown in
            storageKeys.withLock { table in
                guard table === expected else { return .changed(table) }
                table = grown
                return .installed
            }
        }
    }
}
