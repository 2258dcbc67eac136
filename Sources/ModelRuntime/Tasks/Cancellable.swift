import Synchronization

/// Work started by a model (a task, a `forEach`, an `onCancel` handler),
/// cancelled automatically when the model is deactivated, or earlier through
/// this handle.
///
/// ```swift
/// func startOperation() {
///     node.task { … }.cancel(for: operationID, cancelInFlight: true)
/// }
/// func stopOperation() {
///     node.cancelAll(for: operationID)
/// }
/// ```
public final class Cancellable: Sendable {
    let core: CancellableCore?

    init(core: CancellableCore?) {
        self.core = core
    }

    /// Cancels the work now.
    public func cancel() {
        core?.cancel()
    }

    /// Files the work under `key`, so `node.cancelAll(for: key)` cancels it;
    /// with `cancelInFlight`, first cancels the work already filed there.
    @discardableResult
    public func cancel(for key: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
        core?.file(under: CancellationKey(key), cancelInFlight: cancelInFlight)
        return self
    }

    /// Cancels the work started by the previous call from the same place in
    /// the source, so only the latest runs.
    @discardableResult
    public func cancelInFlight(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Self {
        // A call site is a declaration: its token is kept for the process's
        // life, in the table of context and preference keys.
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        core?.file(under: .token(KeyTokens.storageKey(site)), cancelInFlight: true)
        return self
    }

    /// Cancels this work also when the task it was started from is cancelled
    /// (the enclosing `node.task` or `forEach`).
    @discardableResult
    public func inheritCancellationContext() -> Self {
        if let core, let outer = core.enclosing { outer.adopt(core) }
        return self
    }
}

/// What the model's context keeps for each piece of work.
protocol ModelCancellable: AnyObject, Sendable {
    /// Cancels because the model was deactivated.
    func cancelForDeactivation()
}

/// The shared machinery of every cancellable: registration with the model,
/// filing under keys, nested work, and what to do on cancel.
final class CancellableCore: ModelCancellable, @unchecked Sendable {
    /// The model the work belongs to.
    let context: AnyModelContext
    /// The task this work was started from, if any.
    let enclosing: CancellableCore?
    private let state = Locked(State())
    /// How many model streams the task is waiting on right now: a task that
    /// only waits for the model to change or send something is idle, not busy.
    private let idleDepth = Atomic<Int>(0)
    /// How many runs of `forEach(cancelPrevious:)` (and so of `task(id:)`)
    /// the task started are still going: work, even while the task itself
    /// waits on a model for the next element.
    private let runs = Atomic<Int>(0)

    private struct State {
        var isCancelled = false
        var onCancel: [@Sendable () -> Void] = []
        var adopted: [CancellableCore] = []
    }

    init(context: AnyModelContext, enclosing: CancellableCore?) {
        self.context = context
        self.enclosing = enclosing
    }

    /// Whether the work was cancelled.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Whether the task is waiting on a model stream, with no run of its own going.
    var isIdle: Bool { idleDepth.load(ordering: .relaxed) > 0 && runs.load(ordering: .relaxed) == 0 }

    /// Counts a run the task started in a task of its own as work of the
    /// task's, until ``runDidEnd()``.
    func runWillStart() {
        runs.add(1, ordering: .relaxed)
    }

    /// Ends what ``runWillStart()`` began, and tells the hierarchy, whose
    /// test tools may be waiting for the task to go idle.
    func runDidEnd() {
        runs.subtract(1, ordering: .relaxed)
        context.hierarchy.tasksDidChange()
    }

    /// Counts the task as idle until its body starts: it will first wait on a model.
    func startIdle() {
        idleDepth.add(1, ordering: .relaxed)
    }

    /// Ends the idle period `startIdle()` began.
    func didStart() {
        idleDepth.subtract(1, ordering: .relaxed)
    }

    /// Runs `body` (waiting on a model) with the current model task, if any,
    /// counted as idle: waiting on a model is not unfinished work.
    static func waitingIdle<R>(_ body: () async -> R) async -> R {
        guard let task = current else { return await body() }
        return await task.whileIdle(body)
    }

    /// Runs `body` (waiting on a model stream) with the task counted as idle.
    func whileIdle<R>(_ body: () async -> R) async -> R {
        idleDepth.add(1, ordering: .relaxed)
        context.hierarchy.tasksDidChange()
        let result = await body()
        idleDepth.subtract(1, ordering: .relaxed)
        return result
    }

    /// Adds what to do when cancelled; runs it at once if already cancelled.
    func onCancel(_ action: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            state.onCancel.append(action)
            return false
        }
        if runNow { action() }
    }

    /// Cancels `nested` when this is cancelled.
    func adopt(_ nested: CancellableCore) {
        let cancelled = state.withLock { state -> Bool in
            if !state.isCancelled { state.adopted.append(nested) }
            return state.isCancelled
        }
        if cancelled { nested.cancel() }
    }

    /// Registers with the model and files under the keys of enclosing
    /// `cancellationContext(for:)` calls. Returns `false` if the model is not
    /// anchored (the work must not start).
    func register(keys: [CancellationKey]) -> Bool {
        // Most work has no enclosing key: one lock, no lookup.
        let tokens = keys.isEmpty ? nil : context.cancellationTokens(for: keys, creating: true)
        let registered: Bool? = context.withLock { _ in
            guard context.stage == .anchored else { return false }
            var filedUnder: [KeyToken] = []
            if let tokens {
                // A token pruned since it was found: look again.
                guard tokens.areCurrent(in: context) else { return nil }
                filedUnder = tokens.tokens.compactMap { $0 }
                guard filedUnder.count == keys.count else { return nil }
            }
            let extras = context.extrasCreatingIfNeeded
            extras.cancellables[ObjectIdentifier(self)] = self
            for key in filedUnder { extras.cancellationGroups[key, default: []].append(ObjectIdentifier(self)) }
            return true
        }
        return registered ?? register(keys: keys)
    }

    /// Files the work under `key`, first cancelling what is there if asked.
    func file(under key: CancellationKey, cancelInFlight: Bool) {
        // The user's key is hashed and compared here, before the lock.
        let tokens = context.cancellationTokens(for: [key], creating: true)
        let filed: (inFlight: [any ModelCancellable], prune: CancellationPrune?)? = context.withLock { _ in
            guard context.stage == .anchored, let extras = context.extras else { return ([], nil) }
            // Work that ended files nothing, and the token made for the key
            // may be one nothing is filed under: no group empties to prune it.
            guard extras.cancellables[ObjectIdentifier(self)] != nil else { return ([], CancellationPrune(extras)) }
            // A token pruned since it was found: look again.
            guard tokens.areCurrent(in: context), let key = tokens.tokens[0] else { return nil }
            var inFlight: [any ModelCancellable] = []
            if cancelInFlight {
                for id in extras.cancellationGroups[key] ?? [] where id != ObjectIdentifier(self) {
                    if let cancellable = extras.cancellables[id] { inFlight.append(cancellable) }
                }
                extras.cancellationGroups[key] = []
            }
            extras.cancellationGroups[key, default: []].append(ObjectIdentifier(self))
            return (inFlight, nil)
        }
        guard let filed else { return file(under: key, cancelInFlight: cancelInFlight) }
        if let prune = filed.prune { context.pruneCancellationKeys(prune) }
        for cancellable in filed.inFlight { cancellable.cancelForDeactivation() }
    }

    /// Cancels the work and what it adopted, and unregisters it.
    func cancel() {
        let (actions, adopted) = state.withLock { state -> ([@Sendable () -> Void], [CancellableCore]) in
            if state.isCancelled { return ([], []) }
            state.isCancelled = true
            defer {
                state.onCancel = []
                state.adopted = []
            }
            return (state.onCancel, state.adopted)
        }
        unregister()
        for action in actions { action() }
        for nested in adopted { nested.cancel() }
    }

    func cancelForDeactivation() { cancel() }

    /// Removes the work from the model's registry, when it ends or is cancelled.
    func unregister() {
        let prune = context.withLock { _ -> CancellationPrune? in
            guard let extras = context.extras,
                extras.cancellables.removeValue(forKey: ObjectIdentifier(self)) != nil
            else { return nil }
            var emptied = false
            for key in extras.cancellationGroups.keys {
                extras.cancellationGroups[key]?.removeAll { $0 == ObjectIdentifier(self) }
                if extras.cancellationGroups[key]?.isEmpty == true {
                    extras.cancellationGroups[key] = nil
                    emptied = true
                }
            }
            return emptied ? CancellationPrune(extras) : nil
        }
        // Keys used once would otherwise pile up in the model's table.
        if let prune { context.pruneCancellationKeys(prune) }
    }
}
