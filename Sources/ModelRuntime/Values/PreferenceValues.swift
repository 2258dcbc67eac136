import CModelRuntime

/// The namespace of preference keys: extend it with a computed property per key.
///
/// ```swift
/// extension PreferenceKeys {
///     var totalCount: PreferenceStorage<Int> {
///         .init(defaultValue: 0) { $0 += $1 }
///     }
/// }
/// ```
///
/// `modelgen` writes these from a schema's `preferences:` section.
public struct PreferenceKeys: Sendable {
    init() {}
}

/// The description of a preference key: its value with no contributions, and
/// how contributions fold together.
public struct PreferenceStorage<Value: Sendable>: Sendable {
    /// The value with no contributions.
    public let defaultValue: Value
    /// Folds one contribution into the accumulated value.
    public let reduce: @Sendable (inout Value, Value) -> Void
    /// The key contributions are stored under, when one was given (its
    /// token, so that no user code runs where it is looked up: see
    /// ``KeyToken``); otherwise the property of `PreferenceKeys` is the key.
    let key: AnyHashableSendable?
    /// The name of the property of `PreferenceKeys`, for messages.
    let name: String

    /// Describes a preference key, identified by its property of `PreferenceKeys`.
    public init(
        defaultValue: Value, function: StaticString = #function,
        reduce: @escaping @Sendable (inout Value, Value) -> Void
    ) {
        self.defaultValue = defaultValue
        self.reduce = reduce
        self.key = nil
        self.name = propertyName(function)
    }

    /// Describes a preference key identified by `key`, as SwiftModel's
    /// `PreferenceStorage(defaultValue:key:reduce:)`: properties of
    /// `PreferenceKeys` that give the same key are one preference.
    ///
    /// ```swift
    /// extension PreferenceKeys {
    ///     var totalCount: PreferenceStorage<Int> {
    ///         .init(defaultValue: 0, key: "totalCount") { $0 += $1 }
    ///     }
    /// }
    /// ```
    public init<Key: Hashable & Sendable>(
        defaultValue: Value, key: Key, function: StaticString = #function,
        reduce: @escaping @Sendable (inout Value, Value) -> Void
    ) {
        self.defaultValue = defaultValue
        self.reduce = reduce
        self.key = AnyHashableSendable(KeyTokens.storageKey(key))
        self.name = propertyName(function)
    }
}

extension PreferenceStorage: NamedStorage {
    /// The key the contributions for `keyPath` are stored under.
    static func storageKey(for keyPath: KeyPath<PreferenceKeys, Self> & Sendable) -> AnyHashableSendable {
        PreferenceKeys()[keyPath: keyPath].storageKey(keyPath)
    }

    /// The key the contributions are stored under: `key`, or the key path.
    func storageKey(_ keyPath: KeyPath<PreferenceKeys, Self> & Sendable) -> AnyHashableSendable {
        key ?? AnyHashableSendable(keyPath)
    }
}

/// A model's preferences: each model writes its own contribution as
/// `node.preference.name = value`; reading folds the contributions of the
/// model and all its descendants. Reads are observable.
@dynamicMemberLookup
public struct ModelPreferenceValues<M: Model>: Sendable {
    let context: ModelContext<M>

    /// Reading: the folded value over this model's subtree. Writing: this model's contribution.
    public subscript<Value>(dynamicMember keyPath: KeyPath<PreferenceKeys, PreferenceStorage<Value>> & Sendable)
        -> Value
    {
        get { context.preferenceValue(keyPath) }
        nonmutating set { context.setPreference(newValue, for: keyPath) }
    }
}

extension ModelNode {
    /// Values that flow up the hierarchy, like SwiftUI's preferences.
    ///
    /// ```swift
    /// node.preference.totalCount = 3               // this model's contribution
    /// let total = parentNode.preference.totalCount  // folded over the subtree
    /// ```
    public var preference: ModelPreferenceValues<M> {
        ModelPreferenceValues(context: modelContext)
    }

    /// Removes this model's contribution to `keyPath`.
    public func removePreference<Value>(_ keyPath: KeyPath<PreferenceKeys, PreferenceStorage<Value>> & Sendable) {
        let key = PreferenceStorage.storageKey(for: keyPath)
        modelContext.storeOwnValue(nil, at: key, in: \.preferenceValues, slot: .preference(key))
    }
}

extension AnyModelContext {
    func preferenceValue<Value>(_ keyPath: KeyPath<PreferenceKeys, PreferenceStorage<Value>> & Sendable) -> Value {
        let storage = PreferenceKeys()[keyPath: keyPath]
        let key = storage.storageKey(keyPath)
        // Debug output finds a `key:` key's description by it (a key path leads to it).
        if storage.key != nil, cmodel_thread_state_get() != nil {
            StorageDescriptions.notePreferenceKey(key, for: keyPath)
        }
        var result = storage.defaultValue
        for contributor in contexts(for: [.self, .descendants]) {
            if cmodel_thread_state_get() != nil { contributor.didRead(.preference(key)) }
            // Unwrapped before the cast, as for context values: a missing
            // contribution must not cast to a `nil` of an optional `Value`.
            if let value = contributor.withLock({ _ in contributor.extras?.preferenceValues[key] }),
                let value = value as? Value
            {
                storage.reduce(&result, value)
            }
        }
        return result
    }

    func setPreference<Value: Sendable>(
        _ value: Value, for keyPath: KeyPath<PreferenceKeys, PreferenceStorage<Value>> & Sendable
    ) {
        let storage = PreferenceKeys()[keyPath: keyPath]
        let key = storage.storageKey(keyPath)
        if storage.key != nil { StorageDescriptions.notePreferenceKey(key, for: keyPath) }
        storeOwnValue(value, at: key, in: \.preferenceValues, slot: .preference(key))
    }
}
