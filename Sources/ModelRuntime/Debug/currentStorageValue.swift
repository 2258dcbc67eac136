extension AnyModelContext {
    /// The value this model reads for context key `key` (its own, an
    /// ancestor's for an environment key, or the default), for debug
    /// output; `nil` for a key given as `key:` that was never read or
    /// written while observed, whose description is unknown.
    func currentContextValue(for key: AnyHashableSendable) -> Any? {
        guard let storage = StorageDescriptions.context(for: key) else { return nil }
        let value: Any = withoutRecordingReads { storage.currentValue(for: key, in: self) }
        return value
    }

    /// The value this model reads for preference `key`: the contributions
    /// of the model and its descendants, folded. `nil` as for context keys.
    func currentPreferenceValue(for key: AnyHashableSendable) -> Any? {
        guard let storage = StorageDescriptions.preference(for: key) else { return nil }
        let value: Any = withoutRecordingReads { storage.currentValue(for: key, in: self) }
        return value
    }
}

/// Runs `body` with no reader recording its reads: debug output reads
/// models to show them, which must not make them dependencies of whatever
/// evaluation is in progress on the thread.
private func withoutRecordingReads<Result>(_ body: () -> Result) -> Result {
    guard let state = ThreadState.current, state.readObserver != nil else { return body() }
    let outer = state.readObserver
    state.readObserver = nil
    defer { state.readObserver = outer }
    return body()
}

/// A context or preference key's description, which can work out the value
/// a model reads for it.
protocol CurrentStorageValue {
    func currentValue(for key: AnyHashableSendable, in context: AnyModelContext) -> Any
}

extension ContextStorage: CurrentStorageValue {
    func currentValue(for key: AnyHashableSendable, in context: AnyModelContext) -> Any {
        var visited: Set<ObjectIdentifier> = []
        var frontier: [AnyModelContext] = [context]
        while !frontier.isEmpty {
            var next: [AnyModelContext] = []
            for candidate in frontier where visited.insert(ObjectIdentifier(candidate)).inserted {
                if let value = candidate.withLock({ _ in candidate.extras?.contextValues[key] }),
                    let value = value as? Value
                {
                    return value
                }
                if propagation == .environment { next += candidate.parentContexts() }
            }
            frontier = next
        }
        return defaultValue
    }
}

extension PreferenceStorage: CurrentStorageValue {
    func currentValue(for key: AnyHashableSendable, in context: AnyModelContext) -> Any {
        var result = defaultValue
        for contributor in context.contexts(for: [.self, .descendants]) {
            if let value = contributor.withLock({ _ in contributor.extras?.preferenceValues[key] }),
                let value = value as? Value
            {
                reduce(&result, value)
            }
        }
        return result
    }
}

/// Finds the description of a context or preference key from the key its
/// values are stored under: a key path of `ContextKeys` or
/// `PreferenceKeys` leads to it; a key given as `key:` is looked up among
/// those noted when read or written (``noteExplicitKey(_:for:)``).
enum StorageDescriptions {
    private static let explicitContextKeys = Locked<[AnyHashableSendable: any AnyKeyPath & Sendable]>([:])
    private static let explicitPreferenceKeys = Locked<[AnyHashableSendable: any AnyKeyPath & Sendable]>([:])

    static func context(for key: AnyHashableSendable) -> (any CurrentStorageValue)? {
        let noted: (any AnyKeyPath & Sendable)? = explicitContextKeys.withLock { keys in keys[key] }
        let keyPath = key.base.base as? AnyKeyPath ?? noted
        return keyPath.flatMap { ContextKeys()[keyPath: $0] as? any CurrentStorageValue }
    }

    static func preference(for key: AnyHashableSendable) -> (any CurrentStorageValue)? {
        let noted: (any AnyKeyPath & Sendable)? = explicitPreferenceKeys.withLock { keys in keys[key] }
        let keyPath = key.base.base as? AnyKeyPath ?? noted
        return keyPath.flatMap { PreferenceKeys()[keyPath: $0] as? any CurrentStorageValue }
    }

    /// Notes that context key `keyPath` stores its values under `key`, its `key:`.
    static func noteContextKey(_ key: AnyHashableSendable, for keyPath: any AnyKeyPath & Sendable) {
        explicitContextKeys.withLock { keys in
            if keys[key] == nil { keys[key] = keyPath }
        }
    }

    /// Notes that preference `keyPath` stores its values under `key`, its `key:`.
    static func notePreferenceKey(_ key: AnyHashableSendable, for keyPath: any AnyKeyPath & Sendable) {
        explicitPreferenceKeys.withLock { keys in
            if keys[key] == nil { keys[key] = keyPath }
        }
    }
}
