import Dependencies

/// The `undoSystem` dependency: where `node.trackUndo()` sends entries, with
/// observable `canUndo` and `canRedo`. A model, shared by the hierarchy.
///
/// ```swift
/// Button("Undo") { model.node.undoSystem.undo() }
///     .disabled(!model.node.undoSystem.canUndo)
/// ```
///
/// Written in the shape `modelgen` generates, by hand, since the runtime
/// can't depend on the generator.
public struct ModelUndoSystem: Model {
    /// The context every copy of the undo system shares.
    public let _$context: ModelContext<ModelUndoSystem>

    /// Creates an undo system with no backend: nothing is recorded until one is set.
    public init() {
        _$context = ModelContext(state: _State(canUndo: false, canRedo: false, backend: nil, stopFollowing: nil))
    }

    /// Wraps an existing context; the runtime uses it for copies.
    ///
    /// - Parameter _$context: The context to share.
    public init(_$context: ModelContext<ModelUndoSystem>) {
        self._$context = _$context
    }

    /// Whether there is something to undo.
    public internal(set) var canUndo: Bool {
        get { _$context[self, \.canUndo, Self._canUndo] }
        nonmutating set { _$context.writeOutsideHierarchy(self, \.canUndo, Self._canUndo, newValue) }
    }

    /// Whether there is something to redo.
    public internal(set) var canRedo: Bool {
        get { _$context[self, \.canRedo, Self._canRedo] }
        nonmutating set { _$context.writeOutsideHierarchy(self, \.canRedo, Self._canRedo, newValue) }
    }

    /// Where entries go; `nil` records nothing. `canUndo` and `canRedo`
    /// follow its availability from the moment it is set.
    public var backend: (any UndoBackend)? {
        get { _$context[untracked: \.backend] }
        nonmutating set {
            _$context[untracked: \.backend] = newValue
            let stop = newValue.map(followAvailability)
            exchangeStopFollowing(with: stop)?()
            if newValue == nil { update(UndoAvailability()) }
        }
    }

    /// Undoes the latest entry.
    public func undo() { backend?.undo() }

    /// Redoes the latest undone entry.
    public func redo() { backend?.redo() }

    private func exchangeStopFollowing(with stop: (@Sendable () -> Void)?) -> (@Sendable () -> Void)? {
        let previous = _$context[untracked: \.stopFollowing]
        _$context[untracked: \.stopFollowing] = stop
        return previous
    }

    /// Keeps `canUndo` and `canRedo` following `backend`: at once for a
    /// ``ModelUndoStack``, else through its `availability` stream, which a
    /// task reads until the backend is replaced or the stream ends. Neither
    /// keeps the undo system alive: the backend is what it holds.
    private func followAvailability(of backend: any UndoBackend) -> @Sendable () -> Void {
        let update: @Sendable (UndoAvailability) -> Void = { [weak context = _$context] availability in
            guard let context else { return }
            ModelUndoSystem(_$context: context).update(availability)
        }
        if let backend = backend as? any SynchronousUndoAvailability {
            return backend.observeAvailability(update)
        }
        let task = Task {
            for await availability in backend.availability { update(availability) }
        }
        return { task.cancel() }
    }

    /// Brings `canUndo` and `canRedo` up to date with the backend. They
    /// follow the undo stack, not the app's state: observers of them hear of
    /// the change, but it is no modification of the hierarchy
    /// (`observeAnyModification()`, the test tools).
    private func update(_ availability: UndoAvailability) {
        _$context.transaction {
            canUndo = availability.canUndo
            canRedo = availability.canRedo
        }
    }

    /// The tracked state: whether there is something to undo or redo, and the backend.
    public struct _State: Sendable {
        var canUndo: Bool
        var canRedo: Bool
        var backend: (any UndoBackend)?
        /// Stops `canUndo` and `canRedo` following the backend's availability.
        var stopFollowing: (@Sendable () -> Void)?
    }

    static let _canUndo = ModelProperty<Self, Bool>("canUndo", index: 0, \_State.canUndo, \Self.canUndo)
    static let _canRedo = ModelProperty<Self, Bool>("canRedo", index: 1, \_State.canRedo, \Self.canRedo)
    /// The tracked properties, `canUndo` and `canRedo`, for diffs, dumps and tests.
    public static let _$properties: [AnyModelProperty<Self>] = [_canUndo, _canRedo]
}

extension ModelUndoSystem: DependencyKey {
    /// An undo system with no backend: set `backend` to record undo entries.
    public static var liveValue: ModelUndoSystem { ModelUndoSystem() }
    /// An undo system with no backend, as in the live app: tests set `backend` when they check undo.
    public static var testValue: ModelUndoSystem { ModelUndoSystem() }
}

/// The undo system, reached as a dependency.
extension DependencyValues {
    /// The undo system models send entries to with `node.trackUndo()`.
    public var undoSystem: ModelUndoSystem {
        get { self[ModelUndoSystem.self] }
        set { self[ModelUndoSystem.self] = newValue }
    }
}
