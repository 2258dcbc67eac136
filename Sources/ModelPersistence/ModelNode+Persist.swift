import Dependencies
import IssueReporting
@_spi(Persistence) import ModelRuntime

/// Persisting a model's state: what `persisted:` generates, and what a hand-written `onActivate()` can call.
extension ModelNode {
    /// Keeps the state property at `keyPath` in `key`, in the model's
    /// `persistentStorage`, from now until the model is removed: it starts
    /// at the stored value (or keeps its own, when nothing is stored), each
    /// write is saved, and every other model persisting `key` in that storage
    /// shares the value. Schemas declare it with `persisted:`; call it in
    /// `onActivate()` to persist by hand.
    ///
    /// ```swift
    /// func onActivate() {
    ///     node.persist(\.settings, in: .appStorage("settings"), error: \.settingsError)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - keyPath: A tracked `state:` property of the model.
    ///   - key: Where the value is kept.
    ///   - error: A state property the model shows failures in (a file that
    ///     can't be decoded, a save that failed); `nil` once all is well.
    public func persist<Value: Codable & Sendable & Equatable>(
        _ keyPath: ReferenceWritableKeyPath<M, Value> & Sendable, in key: PersistenceKey<Value>,
        error: (ReferenceWritableKeyPath<M, PersistenceError?> & Sendable)? = nil
    ) {
        connect(keyPath, to: key, error: error, holdsModels: false, equals: ==)
    }

    /// Keeps the `children:` property at `keyPath`, whose models are
    /// `Codable`, in `key`: saved when the property or anything in its
    /// models changes. Models have one parent, so one model at a time holds
    /// such a key; each gets models decoded from what is stored.
    ///
    /// - Parameters:
    ///   - keyPath: A `children:` property of the model.
    ///   - key: Where the models' state is kept.
    ///   - error: A state property the model shows failures in.
    public func persist<Value: ModelContainer & Codable>(
        _ keyPath: ReferenceWritableKeyPath<M, Value> & Sendable, in key: PersistenceKey<Value>,
        error: (ReferenceWritableKeyPath<M, PersistenceError?> & Sendable)? = nil
    ) {
        connect(keyPath, to: key, error: error, holdsModels: true, equals: { _, _ in false })
    }

    private func connect<Value: Codable & Sendable>(
        _ keyPath: ReferenceWritableKeyPath<M, Value> & Sendable, to key: PersistenceKey<Value>,
        error errorKeyPath: (ReferenceWritableKeyPath<M, PersistenceError?> & Sendable)?, holdsModels: Bool,
        equals: @escaping @Sendable (Value, Value) -> Bool
    ) {
        guard let index = Self._trackedIndex(of: keyPath) else {
            return reportIssue("node.persist(_:in:) needs a tracked property of \(M.self); \(keyPath) isn't one.")
        }
        let storage = self[dynamicMember: \DependencyValues.persistentStorage]
        guard let stored = storage.storedValue(for: key, holdsModels: holdsModels, equals: equals) else { return }
        let model = self.model
        let report: @Sendable (PersistenceError?) -> Void = { failure in
            guard let errorKeyPath, model[keyPath: errorKeyPath] != failure else { return }
            model[keyPath: errorKeyPath] = failure
        }
        let (start, holder) = stored.join(
            own: model[keyPath: keyPath], push: { model[keyPath: keyPath] = $0 }, report: report)
        switch start {
        case .refused:
            return reportIssue(
                "The \(key) holds models, and another model holds it already: models have one parent, so \(M.self) isn't connected to it."
            )
        case .stored(let value, let failure):
            model[keyPath: keyPath] = value
            report(failure)
        case .own(let failure):
            report(failure)
        }
        let cancel = _onEachModification(ofProperty: index, orBelow: holdsModels) {
            stored.write(model[keyPath: keyPath], from: holder, force: holdsModels)
        } onEnd: {
            stored.leave(holder)
        }
        if cancel == nil { stored.leave(holder) }
    }

    /// Sets aside the stored data of `key` that couldn't be read or decoded
    /// (renamed beside it, with `.unreadable-<time>` appended, so nothing is
    /// lost) and saves the model's current value in its place: what the app
    /// does once the user decides. Returns where the old data went; `nil`
    /// when nothing stood in the way.
    @discardableResult
    public func overwriteUnreadableStorage<Value: Codable & Sendable>(of key: PersistenceKey<Value>) throws
        -> String?
    {
        let storage = self[dynamicMember: \DependencyValues.persistentStorage]
        guard let stored = storage.valueIfMade(PersistenceKeyIdentity(key.strategy)) as? StoredValue<Value> else {
            return nil
        }
        return try stored.overwriteUnreadable()
    }
}
