import Dependencies

/// The models anchored in one exclusive section, waiting to be activated
/// when it ends, in the order they joined: parents before children.
///
/// Most models arrive in lists of fresh models without children of their
/// own (the items of a list), and those come as one entry for the whole run
/// of the list, which refers to the parent's own list of children: a list of
/// a million models costs one entry and one dependency binding, not a
/// million of each.
struct ActivationQueue {
    enum Entry {
        /// One model, activated with the dependencies it stores.
        case model(AnyModelContext)
        /// `models[range]`, fresh models that took `dependencies` from their
        /// parent as they were, and have no children to activate after each.
        case run(ContiguousArray<AnyModelContext>, Range<Int>, DependencyValues)
    }

    private(set) var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    /// Queues `context`.
    mutating func append(_ context: AnyModelContext) {
        entries.append(.model(context))
    }

    /// Queues `models[range]`, which took `dependencies` as they were.
    mutating func append(
        _ models: ContiguousArray<AnyModelContext>, _ range: Range<Int>, dependencies: DependencyValues
    ) {
        guard !range.isEmpty else { return }
        entries.append(.run(models, range, dependencies))
    }

    /// Queues what `other` holds after what this one does.
    mutating func append(contentsOf other: ActivationQueue) {
        if entries.isEmpty { entries = other.entries } else { entries += other.entries }
    }
}

/// Activates newly anchored models in order: the closures given to
/// `withSetup`, `onActivate()`, then the closures given to `withActivation`, each with the model's dependencies in
/// effect. A model taken out again before its turn is skipped.
func activate(_ queue: ActivationQueue) {
    guard !queue.isEmpty else { return }
    // One thread state for the batch rather than one made per model.
    ThreadState.with { _ in
        for entry in queue.entries {
            switch entry {
            case .model(let context):
                activateAlone(context)
            case .run(let models, let range, let dependencies):
                // The dependencies are bound once for the run: each of its
                // models stores these very values.
                DependencyValues.$_current.withValue(dependencies) {
                    ThreadState.activating {
                        for index in range { activateInRun(models[index]) }
                    }
                }
            }
        }
    }
}

private func activateAlone(_ context: AnyModelContext) {
    let turn: (ActivationTurn, DependencyValues)? = context.withLock { hierarchy in
        takeActivationTurn(of: context, in: hierarchy).map { ($0, context.dependencies ?? DependencyValues._current) }
    }
    guard let (turn, dependencies) = turn else { return }
    DependencyValues.$_current.withValue(dependencies) {
        ThreadState.activating { runActivation(of: context, turn) }
    }
}

/// Activates one model of a run, inside the run's dependency binding and
/// activation scope.
private func activateInRun(_ context: AnyModelContext) {
    guard let turn = context.withLock({ hierarchy in takeActivationTurn(of: context, in: hierarchy) }) else { return }
    runActivation(of: context, turn)
}

/// What a model's activation runs, taken under the lock: the closures
/// `withSetup` and `withActivation` gave it, and who watches the hierarchy.
private typealias ActivationTurn = (
    setups: [any Sendable], activations: [any Sendable], watcher: (any HierarchyWatcher)?
)

/// Marks `context` activated and returns what its activation runs, or
/// `nil` when it isn't due: taken out before its turn, or activated
/// already. The check each model gets, alone or in a run. Guarded.
@inline(__always)
private func takeActivationTurn(of context: AnyModelContext, in hierarchy: Hierarchy) -> ActivationTurn? {
    guard context.stage == .anchored, !context.isActivated else { return nil }
    context.isActivated = true
    // A run's models had nothing set up when they joined; a closure
    // `withSetup` or `withActivation` added since still runs.
    guard let setup = context.rare?.setup else { return ([], [], hierarchy.watcher) }
    return (setup.setups, setup.activations, hierarchy.watcher)
}

/// Runs the activation of `context`: tells the watcher, then what the
/// schema asks (`_$willActivate()`), the closures given to `withSetup`, `onActivate()` and the closures given to
/// `withActivation`. Call with the model's dependencies bound, inside
/// `ThreadState.activating`.
@inline(__always)
private func runActivation(of context: AnyModelContext, _ turn: ActivationTurn) {
    turn.watcher?.didAnchor(context)
    context.callWillActivate()
    if !turn.setups.isEmpty { context.callActivations(turn.setups) }
    context.callOnActivate()
    if !turn.activations.isEmpty { context.callActivations(turn.activations) }
}
