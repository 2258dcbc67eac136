import CustomDump

/// A property of a model, described for the runtime's cold paths: diffs,
/// dumps, exhaustive tests and traversal. Generated as static members of the
/// model; the hot paths (reads and writes) never look them up by name.
public class AnyModelProperty<M: Model>: @unchecked Sendable {
    /// The property's name, as the schema writes it.
    public let name: String

    init(name: String) {
        self.name = name
    }

    /// The index the runtime observes and diffs it by; `nil` for untracked properties.
    var trackedIndex: Int? { nil }

    /// Whether the property holds child models.
    var isChildren: Bool { false }

    /// The model's key path to the property, as Observation knows it.
    var observedKeyPath: AnyKeyPath? { nil }

    /// Tells Observation the property of `model` changed.
    func notifyObservation(of model: M) {}

    /// Writes `value` (of the property's type) to the property of `model`.
    func setValue(_ value: Any, in model: M) {}

    /// Copies the property's value from one state to another.
    func copy(from source: M._State, to destination: inout M._State) {}

    /// Whether the property holds a collection of models rather than one.
    var holdsCollection: Bool { false }

    /// The property's current value in `model`.
    func value(in model: M) -> Any { fatalError("abstract") }

    /// Whether the property has the same value in both states.
    func isEqual(_ lhs: M._State, _ rhs: M._State) -> Bool { true }

    /// The property's value in `state`, for diffs.
    func value(in state: M._State) -> Any? { nil }

    /// Calls `visitor` with the models the property holds in `state`.
    func visitModels(in state: M._State, _ visitor: inout some ModelVisitor) {}

    /// The contexts of the models the property holds in `state`, in order.
    func collectContexts(in state: M._State) -> ContiguousArray<AnyModelContext> {
        var collector = ContextCollector()
        visitModels(in: state, &collector)
        return collector.contexts
    }

    /// Replaces the models the property holds in `state`.
    func mapModels(in state: inout M._State, _ transform: some ModelTransform) {}

    /// Whether the property has equal values in both models, for a model's `==`.
    func hasEqualValues(_ lhs: M, _ rhs: M) -> Bool { true }

    /// Feeds the property's value to `hasher`, for a model's `hash(into:)`.
    func hash(_ model: M, into hasher: inout Hasher) {}
}

/// A tracked `state:` property of a model: observed, diffed and checked by
/// exhaustive tests, and stored in the model's context.
public class ModelProperty<M: Model, Value>: AnyModelProperty<M>, @unchecked Sendable {
    /// The property's index among the model's tracked properties.
    public let index: Int
    /// Where the value lives in the model's state.
    final let stateKeyPath: WritableKeyPath<M._State, Value>
    /// The property on the model, as Observation reports it and undo writes it.
    public let modelKeyPath: ReferenceWritableKeyPath<M, Value> & Sendable
    private let equals: (Value, Value) -> Bool

    /// Describes a property whose values can't be compared with `==`; they
    /// compare by their dumps.
    public init(
        _ name: String, index: Int, _ stateKeyPath: WritableKeyPath<M._State, Value> & Sendable,
        _ modelKeyPath: ReferenceWritableKeyPath<M, Value> & Sendable
    ) {
        self.index = index
        self.stateKeyPath = stateKeyPath
        self.modelKeyPath = modelKeyPath
        self.equals = { String(customDumping: $0) == String(customDumping: $1) }
        super.init(name: name)
    }

    init(
        _ name: String, index: Int, _ stateKeyPath: WritableKeyPath<M._State, Value> & Sendable,
        _ modelKeyPath: ReferenceWritableKeyPath<M, Value> & Sendable, equals: @escaping (Value, Value) -> Bool
    ) {
        self.index = index
        self.stateKeyPath = stateKeyPath
        self.modelKeyPath = modelKeyPath
        self.equals = equals
        super.init(name: name)
    }

    override var trackedIndex: Int? { index }

    override var observedKeyPath: AnyKeyPath? { modelKeyPath }

    override func copy(from source: M._State, to destination: inout M._State) {
        destination[keyPath: stateKeyPath] = source[keyPath: stateKeyPath]
    }

    override func setValue(_ value: Any, in model: M) {
        if let value = value as? Value { model[keyPath: modelKeyPath] = value }
    }

    override func notifyObservation(of model: M) {
        model._$context.liveContext.notifyObservation(model, modelKeyPath)
    }

    override func value(in model: M) -> Any { model[keyPath: modelKeyPath] }

    override func value(in state: M._State) -> Any? { state[keyPath: stateKeyPath] }

    override func isEqual(_ lhs: M._State, _ rhs: M._State) -> Bool {
        equals(lhs[keyPath: stateKeyPath], rhs[keyPath: stateKeyPath])
    }

    override func hasEqualValues(_ lhs: M, _ rhs: M) -> Bool {
        valuesEqual(lhs[keyPath: modelKeyPath], rhs[keyPath: modelKeyPath])
    }

    override func hash(_ model: M, into hasher: inout Hasher) {
        hashValue(model[keyPath: modelKeyPath], into: &hasher)
    }
}

extension ModelProperty where Value: Equatable {
    /// Describes a property whose values compare with `==`: writing an equal
    /// value notifies nobody.
    public convenience init(
        _ name: String, index: Int, _ stateKeyPath: WritableKeyPath<M._State, Value> & Sendable,
        _ modelKeyPath: ReferenceWritableKeyPath<M, Value> & Sendable
    ) {
        self.init(name, index: index, stateKeyPath, modelKeyPath, equals: { $0 == $1 })
    }
}

/// A `children:` property: tracked like state, and also part of the
/// hierarchy. Models assigned to it are anchored and activated; models taken
/// out of it are deactivated.
public final class ModelChildProperty<M: Model, Value: ModelContainer>: ModelProperty<M, Value>,
    @unchecked Sendable
{
    /// The property's position among the model's `children:` properties.
    public let childIndex: Int

    /// Describes a children property. Children compare by identity.
    public init(
        _ name: String, index: Int, childIndex: Int,
        _ stateKeyPath: WritableKeyPath<M._State, Value> & Sendable,
        _ modelKeyPath: ReferenceWritableKeyPath<M, Value> & Sendable
    ) {
        self.childIndex = childIndex
        super.init(name, index: index, stateKeyPath, modelKeyPath, equals: { _, _ in false })
    }

    override func isEqual(_ lhs: M._State, _ rhs: M._State) -> Bool {
        haveSameModels(lhs[keyPath: stateKeyPath], rhs[keyPath: stateKeyPath])
    }

    override var isChildren: Bool { true }

    override var holdsCollection: Bool { Value._$isCollection }

    override func visitModels(in state: M._State, _ visitor: inout some ModelVisitor) {
        state[keyPath: stateKeyPath]._$visitModels(&visitor)
    }

    override func collectContexts(in state: M._State) -> ContiguousArray<AnyModelContext> {
        let value = state[keyPath: stateKeyPath]
        // An array of models is read as its contexts' addresses: no copy of
        // each model, and one allocation for the list however long it is.
        let contiguous = value._$withContiguousModels { addresses -> ContiguousArray<AnyModelContext> in
            guard !addresses.isEmpty else { return [] }
            return ContiguousArray(unsafeUninitializedCapacity: addresses.count) { contexts, count in
                for (index, address) in addresses.enumerated() {
                    (contexts.baseAddress! + index).initialize(
                        to: Unmanaged<AnyModelContext>.fromOpaque(address).takeUnretainedValue().liveAny)
                }
                count = addresses.count
            }
        }
        if let contiguous { return contiguous }
        var collector = ContextCollector()
        value._$visitModels(&collector)
        return collector.contexts
    }

    override func mapModels(in state: inout M._State, _ transform: some ModelTransform) {
        state[keyPath: stateKeyPath] = state[keyPath: stateKeyPath]._$mapModels(transform)
    }
}

/// A `constants:` property: fixed at init, shown in dumps, never tracked.
public final class ModelConstant<M: Model, Value>: AnyModelProperty<M>, @unchecked Sendable {
    private let modelKeyPath: KeyPath<M, Value> & Sendable

    /// Describes a constant.
    public init(_ name: String, _ modelKeyPath: KeyPath<M, Value> & Sendable) {
        self.modelKeyPath = modelKeyPath
        super.init(name: name)
    }

    override func value(in model: M) -> Any { model[keyPath: modelKeyPath] }

    override func hasEqualValues(_ lhs: M, _ rhs: M) -> Bool {
        valuesEqual(lhs[keyPath: modelKeyPath], rhs[keyPath: modelKeyPath])
    }

    override func hash(_ model: M, into hasher: inout Hasher) {
        hashValue(model[keyPath: modelKeyPath], into: &hasher)
    }
}

/// Whether two values of a property are equal: by `==` when the type is
/// `Equatable`, by the identities of the models held when it holds models
/// that aren't, and by their dumps otherwise.
private func valuesEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
    if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
    if let lhs = lhs as? any ModelContainer, let rhs = rhs as? any ModelContainer {
        return modelIDs(in: lhs) == modelIDs(in: rhs)
    }
    return String(customDumping: lhs) == String(customDumping: rhs)
}

/// Feeds a property's value to `hasher`: the value when `Hashable`, the
/// identities of the models it holds when it holds models; nothing otherwise.
private func hashValue<Value>(_ value: Value, into hasher: inout Hasher) {
    if let value = value as? any Hashable {
        hasher.combine(AnyHashable(value))
    } else if let value = value as? any ModelContainer {
        hasher.combine(modelIDs(in: value))
    }
}

/// The ids of the models in a container, in order.
private func modelIDs(in container: some ModelContainer) -> [ModelID] {
    var collector = ContextCollector()
    container._$visitModels(&collector)
    return collector.contexts.map(\.id)
}

/// Whether two containers hold the same models in the same order.
private func haveSameModels<Value: ModelContainer>(_ lhs: Value, _ rhs: Value) -> Bool {
    var left = ContextCollector()
    lhs._$visitModels(&left)
    var right = ContextCollector()
    rhs._$visitModels(&right)
    return left.contexts.elementsEqual(right.contexts, by: ===)
}
