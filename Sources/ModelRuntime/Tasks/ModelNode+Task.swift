import Dependencies
import IssueReporting

extension ModelNode {
    /// Starts asynchronous work tied to the model's lifetime: it runs with the
    /// model's dependencies and is cancelled when the model is deactivated.
    ///
    /// ```swift
    /// node.task {
    ///     onFact(count, try await node.factClient.fetch(count))
    /// } catch: { error in
    ///     alert = Alert(message: "Couldn't load fact.", title: "Error")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: A name for the task, shown by the test tools if it is still running.
    ///   - isDetached: Whether the work runs in a detached task, which takes
    ///     neither the caller's task-local values nor its priority. The
    ///     model's dependencies are in effect either way.
    ///   - priority: The task's priority.
    ///   - fileID: Where the work was started, for the test tools' messages.
    ///   - line: The line it was started on.
    ///   - operation: The work. It runs on the actor of the code that starts
    ///     it: started from main-actor code, it runs on the main actor and
    ///     calls main-actor code without `await`.
    ///   - catch: Called with the error if `operation` throws (not when it ends
    ///     because it was cancelled), on the same actor as `operation`.
    @discardableResult
    public func task(
        _ name: String? = nil, isDetached: Bool = false, priority: TaskPriority? = nil,
        fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext _ operation: @escaping @Sendable () async throws -> Void,
        @_inheritActorContext catch: @escaping @Sendable (any Error) async -> Void
    ) -> Cancellable {
        modelContext.startTask(name: name, priority: priority, isDetached: isDetached, fileID: fileID, line: line) {
            _ in
            do {
                try await operation()
            } catch is CancellationError where Task.isCancelled {
            } catch {
                await `catch`(error)
            }
        }
    }

    /// Starts asynchronous work tied to the model's lifetime: it runs with the
    /// model's dependencies and is cancelled when the model is deactivated.
    /// Like the work of `Task { }`, it runs on the actor of the code that starts it.
    /// The parameters are those of ``task(_:isDetached:priority:fileID:line:_:catch:)``.
    @discardableResult
    public func task(
        _ name: String? = nil, isDetached: Bool = false, priority: TaskPriority? = nil,
        fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext _ operation: @escaping @Sendable () async -> Void
    ) -> Cancellable {
        modelContext.startTask(name: name, priority: priority, isDetached: isDetached, fileID: fileID, line: line) {
            _ in await operation()
        }
    }

    /// Calls `perform` on cancellation: when the model is deactivated, when
    /// the returned cancellable is cancelled, or when an enclosing
    /// `cancellationContext(for:)` key is cancelled.
    @discardableResult
    public func onCancel(_ perform: @escaping @Sendable () -> Void) -> Cancellable {
        let core = CancellableCore(context: modelContext, enclosing: CancellableCore.current)
        guard core.register(keys: CancellationKeys.current) else {
            modelContext.reportNotAnchored("onCancel")
            // Already deactivated: what runs on cancellation runs now.
            if modelContext.withLock({ _ in modelContext.stage == .destructed }) { perform() }
            return Cancellable(core: nil)
        }
        core.onCancel(perform)
        return Cancellable(core: core)
    }

    /// `onCancel(_:)` by SwiftModel's label: `node.onCancel(perform: stop)`.
    @_disfavoredOverload @discardableResult
    public func onCancel(perform: @escaping @Sendable () -> Void) -> Cancellable {
        onCancel(perform)
    }

    /// Cancels all work filed under `key`.
    public func cancelAll(for key: some Hashable & Sendable) {
        modelContext.cancelAll(for: CancellationKey(key))
    }

    /// Files every task, `forEach` and `onCancel` started inside `perform`
    /// under `key`, so `cancelAll(for: key)` cancels them together. Work those
    /// tasks start later is filed there too.
    ///
    /// ```swift
    /// node.cancellationContext(for: saveFlowID) {
    ///     node.task { await validate() }
    ///     node.task { await upload() }
    /// }
    /// ```
    @discardableResult
    public func cancellationContext<Result>(
        for key: some Hashable & Sendable, perform: () throws -> Result
    ) rethrows -> Result {
        try CancellationKeys.$current.withValue(CancellationKeys.current + [CancellationKey(key)], operation: perform)
    }

    /// Files the work started inside an asynchronous `perform` under `key`,
    /// like ``cancellationContext(for:perform:)``.
    /// Runs on the caller's actor, so `perform` may be main-actor code.
    @discardableResult
    nonisolated(nonsending) public func cancellationContext<Result>(
        for key: some Hashable & Sendable, perform: () async throws -> Result
    ) async rethrows -> Result {
        try await CancellationKeys.$current.withValue(
            CancellationKeys.current + [CancellationKey(key)], operation: perform)
    }

    /// Groups the work started inside `perform` and returns one cancellable
    /// for all of it: cancelling it cancels every task, `forEach` and
    /// `onCancel` started inside.
    ///
    /// ```swift
    /// func reload() {
    ///     node.cancellationContext {
    ///         node.task { await fetchData() }
    ///         node.task { await fetchMetadata() }
    ///     }.cancelInFlight()   // a second reload cancels the first one's work
    /// }
    /// ```
    @discardableResult
    public func cancellationContext(perform: () throws -> Void) rethrows -> Cancellable {
        let group = modelContext.makeCancellationGroup()
        try CancellationKeys.$current.withValue(CancellationKeys.current + [.token(group.key)], operation: perform)
        return group.cancellable
    }

    /// Groups the work started inside an asynchronous `perform`, like
    /// ``cancellationContext(perform:)``.
    @discardableResult
    nonisolated(nonsending) public func cancellationContext(
        perform: () async throws -> Void
    ) async rethrows -> Cancellable {
        let group = modelContext.makeCancellationGroup()
        try await CancellationKeys.$current.withValue(
            CancellationKeys.current + [.token(group.key)], operation: perform)
        return group.cancellable
    }
}

/// The keys of the enclosing `cancellationContext(for:)` calls, innermost
/// last: work started in their scope, or in tasks started there, is filed
/// under each.
enum CancellationKeys {
    @TaskLocal static var current: [CancellationKey] = []
}

extension AnyModelContext {
    /// A group for `cancellationContext(perform:)`: a fresh token, and a
    /// cancellable registered with the model that cancels what is filed
    /// under it.
    func makeCancellationGroup() -> (key: KeyToken, cancellable: Cancellable) {
        // The token is the group's identity: no table, no lookup.
        let key = KeyToken(cancellationGroupKey)
        let core = CancellableCore(context: self, enclosing: CancellableCore.current)
        guard core.register(keys: CancellationKeys.current) else {
            reportNotAnchored("cancellationContext")
            return (key, Cancellable(core: nil))
        }
        core.onCancel { [self] in cancelAll(for: .token(key)) }
        return (key, Cancellable(core: core))
    }
}

/// What the token of a `cancellationContext(perform:)` group holds as its
/// key, for messages: the token itself tells groups apart.
private let cancellationGroupKey = AnyHashableSendable("cancellationContext(perform:)")

extension CancellableCore {
    /// The work whose task is running the current code, for `inheritCancellationContext()`.
    @TaskLocal static var current: CancellableCore?
}

extension AnyModelContext {
    /// Where the tasks of this model's hierarchy run: the test tools'
    /// executor in a tested hierarchy, else `nil`, the global executor.
    var taskExecutor: (any TaskExecutor)? {
        withLock { hierarchy in hierarchy.watcher?.taskExecutor }
    }

    /// Starts `operation` in a task owned by this model. `operation` is
    /// given the executor the task runs on (``taskExecutor``), for tasks it
    /// starts of its own: `Task { }` doesn't take the preference of the task
    /// starting it.
    @usableFromInline
    func startTask(
        name: String?, priority: TaskPriority?, isDetached: Bool = false, fileID: StaticString, line: UInt,
        startsIdle: Bool = false,
        _ operation: @escaping @Sendable (_ executor: (any TaskExecutor)?) async -> Void
    ) -> Cancellable {
        let core = CancellableCore(context: self, enclosing: CancellableCore.current)
        if startsIdle { core.startIdle() }
        guard core.register(keys: CancellationKeys.current) else {
            reportNotAnchored("task")
            return Cancellable(core: nil)
        }
        let (ownDependencies, executor) = withLock { hierarchy in (self.dependencies, hierarchy.watcher?.taskExecutor) }
        let dependencies = ownDependencies ?? DependencyValues._current
        var running = RunningTask(modelName: typeName, name: name, fileID: "\(fileID)", line: line)
        // Work that activation work starts, however much later (a timer
        // started once a permission is known), lasts as long as the model too.
        running.isActivationWork =
            ThreadState.current?.isActivating ?? false
            || core.enclosing.map { $0.context.hierarchy.isActivationWork($0) } ?? false
        let hierarchy = self.hierarchy
        hierarchy.taskDidStart(core, running)
        let body: @Sendable () async -> Void = {
            await DependencyValues.$_current.withValue(dependencies) {
                await CancellableCore.$current.withValue(core) {
                    if startsIdle { core.didStart() }
                    await operation(executor)
                }
            }
            core.unregister()
            hierarchy.taskDidEnd(core)
        }
        // Only a tested hierarchy has an executor: there, the test tools run
        // its tasks to know when none has work ready.
        let task =
            isDetached
            ? Task.detached(executorPreference: executor, priority: priority, operation: body)
            : executor.map { Task(executorPreference: $0, priority: priority, operation: body) }
                ?? Task(priority: priority, operation: body)
        core.onCancel { task.cancel() }
        return Cancellable(core: core)
    }

    /// Cancels all work filed under `key`.
    func cancelAll(for key: CancellationKey) {
        // The user's key is hashed and compared here, before the lock; a
        // key without a token has nothing filed under it.
        let tokens = cancellationTokens(for: [key], creating: false)
        let filed: [any ModelCancellable]? = withLock { _ in
            // A token pruned since it was found: look again.
            guard tokens.areCurrent(in: self) else { return nil }
            guard let extras, let key = tokens.tokens[0] else { return [] }
            return (extras.cancellationGroups[key] ?? []).compactMap { extras.cancellables[$0] }
        }
        guard let filed else { return cancelAll(for: key) }
        for cancellable in filed { cancellable.cancelForDeactivation() }
    }

    /// Reports use of `node` on a model that was never anchored. A model
    /// destructed meanwhile (removed by another thread while its
    /// `onActivate()` ran, say) is not misused: its work just ends at once.
    func reportNotAnchored(_ what: String) {
        guard withLock({ _ in stage == .initial }) else { return }
        reportIssue(
            "node.\(what) was used on a \(typeName) that is not anchored. Anchor the root with withAnchor() or andAnchor(), or add the model to an anchored parent first."
        )
    }
}

extension Hierarchy {
    /// Lists a task as running, for the test tools.
    func taskDidStart(_ core: CancellableCore, _ task: RunningTask) {
        lock.lock()
        runningTasks[ObjectIdentifier(core)] = (task, core)
        lock.unlock()
    }

    /// Whether `core`, a running task of this hierarchy, is activation work.
    func isActivationWork(_ core: CancellableCore) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return runningTasks[ObjectIdentifier(core)]?.0.isActivationWork ?? false
    }

    /// Removes a task from the running list.
    func taskDidEnd(_ core: CancellableCore) {
        lock.lock()
        runningTasks[ObjectIdentifier(core)] = nil
        lock.unlock()
        tasksDidChange()
    }

    /// Tells the test tools a task started waiting, stopped, or ended.
    func tasksDidChange() {
        lock.lock()
        let watcher = self.watcher
        lock.unlock()
        watcher?.tasksDidChange()
    }
}
