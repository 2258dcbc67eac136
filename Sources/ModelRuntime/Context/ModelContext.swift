import Observation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(Darwin)
    import Darwin
#endif

/// The context of a model of type `M`: its tracked state, constants and
/// callbacks, shared by every copy of the model value.
///
/// Generated code stores one of these in each model (`_$context`) and reads
/// and writes state through its subscripts; nothing else uses it directly.
public final class ModelContext<M: Model>: AnyModelContext, @unchecked Sendable {
    /// The tracked state. Guarded by the hierarchy lock.
    @usableFromInline @exclusivity(unchecked) var state: M._State
    /// The state the model was created with, restored when it is destructed:
    /// it can only refer to models made before this one, so keeping it never
    /// forms a reference cycle.
    @exclusivity(unchecked) private var genesis: M._State
    /// The model's `constants:`.
    public let constants: M._Constants
    /// The model's `callbacks:`.
    public let callbacks: M._Callbacks

    /// Creates the context of a new model.
    public init(state: M._State, constants: M._Constants, callbacks: M._Callbacks) {
        self.state = state
        self.genesis = state
        self.constants = constants
        self.callbacks = callbacks
        super.init(id: .next(), isFrozen: false)
    }

    /// Creates the root handle `withAnchor()` returns: a context with the
    /// root's identity, constants and callbacks that forwards every access
    /// to the root's context, and keeps `anchor` for as long as a copy of
    /// the model it is in exists.
    init(handleFor root: ModelContext<M>, anchor: AnyObject & Sendable) {
        self.state = root.genesis
        self.genesis = root.genesis
        self.constants = root.constants
        self.callbacks = root.callbacks
        super.init(id: root.id, isFrozen: false)
        liveAddress = root.liveAddress
        rareCreatingIfNeeded.handleAnchor = anchor
    }

    /// Creates a frozen copy's context: same identity, a snapshot of the state.
    init(frozenCopyOf source: ModelContext<M>, state: M._State) {
        self.state = state
        self.genesis = state
        self.constants = source.constants
        self.callbacks = source.callbacks
        super.init(id: source.id, isFrozen: true)
    }

    /// The model value wrapping this context.
    @inlinable
    var model: M { M(_$context: self) }

    /// The context holding the model, unretained: this one, or for a root
    /// handle the root's. Used with `_withUnsafeGuaranteedRef`, the access
    /// paths reach it with one load and no reference counting.
    @inlinable @inline(__always)
    var live: Unmanaged<ModelContext<M>> { Unmanaged.fromOpaque(liveAddress) }

    /// The context holding the model, retained, for the paths that aren't hot.
    @inlinable
    var liveContext: ModelContext<M> { live.takeUnretainedValue() }

    // MARK: Overrides

    override var typeName: String { String(describing: M.self) }

    override var anyModel: any Model { model }

    override var explicitIdentity: AnyHashable? {
        M.ID.self == ModelID.self ? nil : AnyHashable(model.id)
    }

    override var hasExplicitIdentity: Bool { M.ID.self != ModelID.self }

    override func collectChildren() -> [ContiguousArray<AnyModelContext>] {
        // A loop over the properties rather than `_$childProperties.map`:
        // anchoring calls this for every model, and for a model without
        // children, most of a large list, it then makes no array at all.
        var slots: [ContiguousArray<AnyModelContext>] = []
        for property in M._$properties where property.isChildren {
            slots.append(property.collectContexts(in: state))
        }
        return slots
    }

    override func resetState() -> Any {
        exchange(&state, with: genesis)
    }

    override var isStateAsCreated: Bool {
        // The same bits are the same values: the same numbers, the same
        // references. Padding that differs only sends a state through the
        // reset it didn't need.
        isBitwiseEqual(&state, &genesis)
    }

    override func makeDependencyCopy() -> AnyModelContext? {
        dependencyCopy()
    }

    /// A new model as this one was made, with its setup, holding copies of
    /// the children it was made with, made the same way.
    func dependencyCopy() -> ModelContext<M> {
        var (state, setup) = withLock { _ in (genesis, rare?.setup) }
        for property in M._$properties where property.isChildren {
            property.mapModels(in: &state, CopyAsMade())
        }
        let copy = ModelContext(state: state, constants: constants, callbacks: callbacks)
        if let setup { copy.withLock { _ in copy.setup = setup } }
        return copy
    }

    override func restoreState(_ state: Any) {
        self.state = state as! M._State
    }

    override func callWillActivate() {
        model._$willActivate()
    }

    override func callOnActivate() {
        model.onActivate()
    }

    override func callActivations(_ activations: [any Sendable]) {
        let model = self.model
        for activation in activations {
            (activation as? @Sendable (M) -> Void)?(model)
        }
    }

    override func propertyName(_ index: Int) -> String {
        M._$properties.first { $0.trackedIndex == index }?.name ?? super.propertyName(index)
    }

    override func makeStateSnapshot() -> ModelStateSnapshot {
        TypedStateSnapshot<M>(state: withLock { _ in state })
    }

    override func makeStateSnapshot(like template: ModelStateSnapshot) -> ModelStateSnapshot {
        guard template.modelType == M.self else { return makeStateSnapshot() }
        return unsafeDowncast(template, to: TypedStateSnapshot<M>.self).making(withLock { _ in state })
    }

    override func childPropertyName(_ childIndex: Int) -> String {
        M._$properties.filter { $0.isChildren }[childIndex].name
    }

    override func isCollectionSlot(_ childIndex: Int) -> Bool {
        M._$properties.filter { $0.isChildren }[childIndex].holdsCollection
    }
}

/// Puts a copy of `value` in `storage` and returns what was there, moved
/// out rather than swapped through a copy: unspecialized code, as the
/// runtime's generic contexts run, pays for every copy.
private func exchange<Value>(_ storage: UnsafeMutablePointer<Value>, with value: Value) -> Any {
    let old = storage.move()
    storage.initialize(to: value)
    return old
}

/// Whether `a` and `b` hold the same bits.
private func isBitwiseEqual<Value>(_ a: UnsafeMutablePointer<Value>, _ b: UnsafeMutablePointer<Value>) -> Bool {
    memcmp(a, b, MemoryLayout<Value>.size) == 0
}

extension ModelContext where M._Constants == ModelEmpty {
    /// Creates the context of a new model without constants.
    public convenience init(state: M._State, callbacks: M._Callbacks) {
        self.init(state: state, constants: ModelEmpty(), callbacks: callbacks)
    }
}

extension ModelContext where M._Callbacks == ModelEmpty {
    /// Creates the context of a new model without callbacks.
    public convenience init(state: M._State, constants: M._Constants) {
        self.init(state: state, constants: constants, callbacks: ModelEmpty())
    }
}

extension ModelContext where M._Constants == ModelEmpty, M._Callbacks == ModelEmpty {
    /// Creates the context of a new model with state only.
    public convenience init(state: M._State) {
        self.init(state: state, constants: ModelEmpty(), callbacks: ModelEmpty())
    }
}

extension ModelContext where M._State == ModelEmpty, M._Callbacks == ModelEmpty {
    /// Creates the context of a new model with constants only.
    public convenience init(constants: M._Constants) {
        self.init(state: ModelEmpty(), constants: constants, callbacks: ModelEmpty())
    }
}

extension ModelContext where M._State == ModelEmpty, M._Constants == ModelEmpty {
    /// Creates the context of a new model with callbacks only.
    public convenience init(callbacks: M._Callbacks) {
        self.init(state: ModelEmpty(), constants: ModelEmpty(), callbacks: callbacks)
    }
}

extension ModelContext where M._State == ModelEmpty, M._Constants == ModelEmpty, M._Callbacks == ModelEmpty {
    /// Creates the context of a new model with nothing stored.
    public convenience init() {
        self.init(state: ModelEmpty(), constants: ModelEmpty(), callbacks: ModelEmpty())
    }
}

extension ModelContext where M._State == ModelEmpty {
    /// Creates the context of a new model with constants and callbacks only.
    public convenience init(constants: M._Constants, callbacks: M._Callbacks) {
        self.init(state: ModelEmpty(), constants: constants, callbacks: callbacks)
    }
}

extension Model {
    /// The model's children properties, in schema order.
    static var _$childProperties: [AnyModelProperty<Self>] {
        _$properties.filter { $0.isChildren }
    }
}

/// Replaces each model by a new one as it was made (see `dependencyCopy()`).
private struct CopyAsMade: ModelTransform {
    func transform<Child: Model>(_ model: Child) -> Child {
        Child(_$context: model._$context.liveContext.dependencyCopy())
    }
}
