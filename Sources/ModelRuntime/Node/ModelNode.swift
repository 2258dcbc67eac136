import Dependencies
import IssueReporting

/// The model implementor's interface to the runtime, reached as `node` from
/// inside a model's extensions: dependencies, tasks, events, cancellation,
/// transactions and hierarchy queries.
///
/// ```swift
/// extension CounterModel {
///     func factButtonTapped() {
///         node.task {
///             onFact(count, try await node.factClient.fetch(count))
///         } catch: { _ in
///             alert = Alert(message: "Couldn't load fact.", title: "Error")
///         }
///     }
/// }
/// ```
@dynamicMemberLookup
public struct ModelNode<M: Model>: Sendable {
    /// The context of the model value the node came from: for the model
    /// `withAnchor()` returned, its root handle, so a node keeps the
    /// hierarchy alive as that model does.
    @usableFromInline let handle: ModelContext<M>

    @usableFromInline init(_ context: ModelContext<M>) {
        self.handle = context
    }

    /// The context holding the model, retained.
    @inlinable var modelContext: ModelContext<M> { handle.liveContext }

    /// Runs `body` with the context holding the model, without retaining
    /// it: for the paths that must stay cheap (events, memoized values).
    @inlinable @inline(__always)
    func withModelContext<R>(_ body: (ModelContext<M>) throws -> R) rethrows -> R {
        try handle.live._withUnsafeGuaranteedRef(body)
    }

    /// The model this node belongs to.
    @inlinable public var model: M { modelContext.model }

    // MARK: Dependencies

    /// A dependency by its `DependencyValues` name: `node.factClient`,
    /// `node.uuid()`, `node.date.now`, `node.continuousClock`.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<DependencyValues, Value>) -> Value {
        handle.live._withUnsafeGuaranteedRef { $0.dependency(keyPath, function: #function) }
    }

    /// A dependency model by its `DependencyValues` name. The first access
    /// from anywhere in the hierarchy anchors and activates it; it stays
    /// while any model that used it stays. A default value (`liveValue`,
    /// `testValue`) that another hierarchy has anchored is copied, as it was
    /// made, into this one: no state passes between hierarchies.
    @inlinable
    public subscript<Value: Model>(dynamicMember keyPath: KeyPath<DependencyValues, Value>) -> Value {
        modelContext.host(modelContext.dependency(keyPath, function: #function)) {
            DependencyValues()[keyPath: keyPath]
        }
    }

    /// A dependency by its key type: `node[FactClient.self]`.
    @inlinable
    public subscript<Key: TestDependencyKey>(_ key: Key.Type) -> Key.Value {
        handle.live._withUnsafeGuaranteedRef { $0.dependency(key) }
    }

    /// A dependency model by its key type: `node[AnalyticsService.self]`,
    /// hosted as by its `DependencyValues` name.
    @inlinable
    public subscript<Key: TestDependencyKey>(_ key: Key.Type) -> Key.Value where Key.Value: Model {
        modelContext.host(modelContext.dependency(key)) { DependencyValues()[key] }
    }

    // MARK: State

    /// Runs `body` so that its writes appear atomic to other threads, and
    /// observers hear about them once, after it.
    ///
    /// ```swift
    /// node.transaction {
    ///     counts.append(count)
    ///     sum = counts.reduce(0, +)
    /// }
    /// ```
    ///
    /// Writes already made are kept if `body` throws, and observers hear of
    /// them when the outermost transaction ends, whether it returns or throws.
    public func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
        try modelContext.transaction(body)
    }

    /// Notifies everyone observing `keyPath` as if it had changed, even when
    /// its value compares equal: for state that changed out of sight, such as
    /// a reference type mutated in place.
    public func touch<Value>(_ keyPath: WritableKeyPath<M, Value> & Sendable) {
        guard let property = M._$properties.first(where: { $0.observedKeyPath == keyPath }),
            let index = property.trackedIndex
        else {
            reportIssue("\(M.self)\(keyPath) is not a tracked property, so there is nothing to touch.")
            return
        }
        let model = modelContext.model
        modelContext.announce(
            .property(index), to: .hierarchy, notifyObservation: { property.notifyObservation(of: model) },
            recordObservation: { property.notifyObservation(of: model) })
    }
}

extension AnyModelContext {
    /// The model's dependencies, or the current task's: silently once the
    /// model was removed (it let go of its own), with an issue if it was
    /// never anchored.
    @usableFromInline
    func dependencyValues(for function: String) -> DependencyValues {
        let (values, isDestructed): (DependencyValues?, Bool) = withLock { _ in (dependencies, stage == .destructed) }
        if let values { return values }
        if isDestructed { return DependencyValues._current }
        reportIssue(
            "node.\(function) was used on a \(typeName) that was never anchored. Anchor the root with withAnchor() or andAnchor(), or add the model to an anchored parent first."
        )
        return DependencyValues._current
    }
}

extension Model {
    /// Overrides dependencies for this model and its descendants, applied on
    /// top of what it inherits when it joins an anchored parent.
    ///
    /// ```swift
    /// appModel.factPrompt = FactPromptModel(count: 1, fact: "…").withDependencies {
    ///     $0.factClient.fetch = { "\($0) is a great number!" }
    /// }
    /// ```
    public func withDependencies(_ override: @escaping @Sendable (inout DependencyValues) -> Void) -> Self {
        let context = _$context.liveAny
        context.withLock { _ in context.setup.dependencyOverrides.append(override) }
        return self
    }

    /// Adds a closure that runs when the model activates, before
    /// `onActivate()`, so what `onActivate()` reads can be set up from
    /// outside: a context value a child reads on activation, say. Several
    /// calls add up and run in order. It runs only if the model is
    /// anchored, with its `node` in place: tasks started there are the
    /// model's.
    ///
    /// ```swift
    /// let model = EditorModel()
    ///     .withSetup { $0.node.context.isEditorMode = true }
    ///     .withAnchor()
    /// ```
    public func withSetup(_ setup: @escaping @Sendable (Self) -> Void) -> Self {
        let context = _$context.liveAny
        context.withLock { _ in context.setup.setups.append(setup) }
        return self
    }

    /// Adds a closure that runs when the model activates, after `onActivate()`.
    /// Several calls add up and run in order.
    ///
    /// ```swift
    /// let model = StandupModel()
    ///     .withActivation { $0.loadFromDisk() }
    ///     .withAnchor()
    /// ```
    public func withActivation(_ activation: @escaping @Sendable (Self) -> Void) -> Self {
        let context = _$context.liveAny
        context.withLock { _ in context.setup.activations.append(activation) }
        return self
    }
}
