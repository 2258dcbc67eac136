import CModelRuntime

/// The namespace of context keys: extend it with a computed property per key.
///
/// ```swift
/// extension ContextKeys {
///     var colorScheme: ContextStorage<ColorScheme> {
///         .init(defaultValue: .light, propagation: .environment)
///     }
/// }
/// ```
///
/// `modelgen` writes these from a schema's `context:` section.
public struct ContextKeys: Sendable {
    init() {}
}

/// How a context value reaches other models.
public enum ContextPropagation: Sendable {
    /// Only the model that set the value sees it.
    case local
    /// The model that set it and its descendants see it; the nearest
    /// ancestor that set a value wins.
    case environment
}

/// The description of a context key: its default value and how it propagates.
public struct ContextStorage<Value: Sendable>: Sendable {
    /// The value read where nobody set one.
    public let defaultValue: Value
    /// Who sees a value once set.
    public let propagation: ContextPropagation
    /// The key values are stored under, when one was given (its token, so
    /// that no user code runs where it is looked up: see ``KeyToken``);
    /// otherwise the property of `ContextKeys` is the key.
    let key: AnyHashableSendable?
    /// The name of the property of `ContextKeys`, for messages.
    let name: String

    /// Describes a context key, identified by its property of `ContextKeys`.
    public init(defaultValue: Value, propagation: ContextPropagation = .local, function: StaticString = #function) {
        self.defaultValue = defaultValue
        self.propagation = propagation
        self.key = nil
        self.name = propertyName(function)
    }

    /// Describes a context key identified by `key`, as SwiftModel's
    /// `ContextStorage(defaultValue:key:propagation:)`: properties of
    /// `ContextKeys` that give the same key are one value.
    public init<Key: Hashable & Sendable>(
        defaultValue: Value, key: Key, propagation: ContextPropagation = .local, function: StaticString = #function
    ) {
        self.defaultValue = defaultValue
        self.propagation = propagation
        self.key = AnyHashableSendable(KeyTokens.storageKey(key))
        self.name = propertyName(function)
    }
}

extension ContextStorage: NamedStorage {
    /// The key the values for `keyPath` are stored under.
    static func storageKey(for keyPath: KeyPath<ContextKeys, Self> & Sendable) -> AnyHashableSendable {
        ContextKeys()[keyPath: keyPath].storageKey(keyPath)
    }

    /// The key the values are stored under: `key`, or the key path.
    func storageKey(_ keyPath: KeyPath<ContextKeys, Self> & Sendable) -> AnyHashableSendable {
        key ?? AnyHashableSendable(keyPath)
    }
}

/// A model's context values, read and written as `node.context.name`.
/// Reads are observable.
@dynamicMemberLookup
public struct ModelContextValues<M: Model>: Sendable {
    let context: ModelContext<M>

    /// The value of a context key for this model.
    public subscript<Value>(dynamicMember keyPath: KeyPath<ContextKeys, ContextStorage<Value>> & Sendable) -> Value {
        get { context.contextValue(keyPath) }
        nonmutating set { context.setContextValue(newValue, for: keyPath) }
    }
}

extension ModelNode {
    /// Values that flow down the hierarchy, like SwiftUI's environment.
    ///
    /// ```swift
    /// node.context.isFeatureEnabled = true
    /// let scheme = node.context.colorScheme
    /// ```
    public var context: ModelContextValues<M> {
        ModelContextValues(context: modelContext)
    }

    /// Removes the value this model set for `keyPath`, so it reads the
    /// inherited or default value again.
    public func removeContext<Value>(_ keyPath: KeyPath<ContextKeys, ContextStorage<Value>> & Sendable) {
        let key = ContextStorage.storageKey(for: keyPath)
        modelContext.storeOwnValue(nil, at: key, in: \.contextValues, slot: .context(key))
    }
}

extension AnyModelContext {
    func contextValue<Value>(_ keyPath: KeyPath<ContextKeys, ContextStorage<Value>> & Sendable) -> Value {
        let storage = ContextKeys()[keyPath: keyPath]
        let key = storage.storageKey(keyPath)
        // Debug output finds a `key:` key's description by it (a key path leads to it).
        if storage.key != nil, cmodel_thread_state_get() != nil {
            StorageDescriptions.noteContextKey(key, for: keyPath)
        }
        var visited: Set<ObjectIdentifier> = []
        var frontier: [AnyModelContext] = [self]
        while !frontier.isEmpty {
            var next: [AnyModelContext] = []
            for candidate in frontier where visited.insert(ObjectIdentifier(candidate)).inserted {
                if cmodel_thread_state_get() != nil { candidate.didRead(.context(key)) }
                // Unwrapped before the cast: a missing entry (`nil`) would
                // otherwise cast to a `nil` of an optional `Value`.
                if let value = candidate.withLock({ _ in candidate.extras?.contextValues[key] }),
                    let value = value as? Value
                {
                    return value
                }
                if storage.propagation == .environment { next += candidate.parentContexts() }
            }
            frontier = next
        }
        return storage.defaultValue
    }

    func setContextValue<Value: Sendable>(
        _ value: Value, for keyPath: KeyPath<ContextKeys, ContextStorage<Value>> & Sendable
    ) {
        let storage = ContextKeys()[keyPath: keyPath]
        let key = storage.storageKey(keyPath)
        if storage.key != nil { StorageDescriptions.noteContextKey(key, for: keyPath) }
        storeOwnValue(value, at: key, in: \.contextValues, slot: .context(key))
    }
}
