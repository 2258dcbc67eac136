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
final class KeyToken: Hashable, Sendable, CustomStringConvertible {
    /// The user's key.
    let key: AnyHashableSendable

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
final class KeyTokens: Sendable {
    let tokens: [AnyHashableSendable: KeyToken]

    init(_ tokens: [AnyHashableSendable: KeyToken] = [:]) {
        self.tokens = tokens
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
            if let token = table?.tokens[key] { return token }
            let token = KeyToken(key)
            var tokens = table?.tokens ?? [:]
            tokens[key] = token
            switch replace(table, KeyTokens(tokens)) {
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
