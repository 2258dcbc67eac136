extension ModelNode {
    /// Runs `operation` with the value of `id` now, and again each time that
    /// value changes, cancelling the run still going first: work that must
    /// start over when what it depends on changes.
    ///
    /// ```swift
    /// func onActivate() {
    ///     node.task(id: query) { query in
    ///         results = (try? await node.searchClient.search(query)) ?? []
    ///     }
    /// }
    /// ```
    ///
    /// The value a run was started for is passed in, so a run never reads a
    /// newer one than it was started with. `forEach(Observed { id },
    /// cancelPrevious: true)` in one call.
    ///
    /// - Parameters:
    ///   - id: The value to follow; everything it reads is observed.
    ///   - initial: Whether the first run starts now, with the current value;
    ///     with `false`, only changes start one.
    ///   - removeDuplicates: Whether a change to an equal value is skipped,
    ///     leaving the run going.
    ///   - coalesceUpdates: Whether the changes made before the next run
    ///     starts give one run, with the latest value.
    ///   - name: A name for the work, shown by the test tools if it is still running.
    ///   - isDetached: Whether the work runs in a detached task, which takes
    ///     neither the caller's task-local values nor its priority.
    ///   - priority: The priority of each run's task.
    ///   - fileID: Where the work was started, for the test tools' messages.
    ///   - line: The line it was started on.
    ///   - operation: One run, given the value it is for, on the actor of
    ///     the code that calls `task(id:)`.
    ///   - catch: Called with an error `operation` throws (not when a run
    ///     ends because it was cancelled), on the same actor.
    /// - Returns: A ``Cancellable`` that stops the runs.
    @discardableResult
    public func task<Value: Equatable & Sendable>(
        id: @escaping @autoclosure @Sendable () -> Value, initial: Bool = true, removeDuplicates: Bool = true,
        coalesceUpdates: Bool = true, name: String? = nil, isDetached: Bool = false, priority: TaskPriority? = nil,
        fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext operation: @escaping @Sendable (Value) async throws -> Void,
        @_inheritActorContext catch: @escaping @Sendable (any Error) async -> Void
    ) -> Cancellable {
        forEach(
            Observed(initial: initial, removeDuplicates: removeDuplicates, coalesceUpdates: coalesceUpdates, id),
            name: name ?? "task(id:)", cancelPrevious: true, isDetached: isDetached, priority: priority,
            fileID: fileID, line: line, perform: operation, catch: `catch`)
    }

    /// Runs `operation` with the value of `id` now, and again each time that
    /// value changes, cancelling the run still going first. The parameters
    /// are those of the form with `catch:`.
    @discardableResult
    public func task<Value: Equatable & Sendable>(
        id: @escaping @autoclosure @Sendable () -> Value, initial: Bool = true, removeDuplicates: Bool = true,
        coalesceUpdates: Bool = true, name: String? = nil, isDetached: Bool = false, priority: TaskPriority? = nil,
        fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext operation: @escaping @Sendable (Value) async -> Void
    ) -> Cancellable {
        forEach(
            Observed(initial: initial, removeDuplicates: removeDuplicates, coalesceUpdates: coalesceUpdates, id),
            name: name ?? "task(id:)", cancelPrevious: true, isDetached: isDetached, priority: priority,
            fileID: fileID, line: line, perform: operation)
    }

    /// Runs `operation` with the values `id` returns now, and again each
    /// time any of them changes, cancelling the run still going first.
    ///
    /// ```swift
    /// node.task(id: { (query, filter) }) { (query, filter) in
    ///     results = (try? await node.searchClient.search(query, filter: filter)) ?? []
    /// }
    /// ```
    ///
    /// The values are compared one by one; the parameters are otherwise
    /// those of the one-value form.
    @discardableResult
    public func task<each Value: Equatable & Sendable>(
        id: @escaping @Sendable () -> (repeat each Value), initial: Bool = true, removeDuplicates: Bool = true,
        coalesceUpdates: Bool = true, name: String? = nil, isDetached: Bool = false, priority: TaskPriority? = nil,
        fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext operation: @escaping @Sendable ((repeat each Value)) async throws -> Void,
        @_inheritActorContext catch: @escaping @Sendable (any Error) async -> Void
    ) -> Cancellable {
        onChange(
            of: id, initial: initial, removeDuplicates: removeDuplicates, coalesceUpdates: coalesceUpdates,
            cancelPrevious: true, name: name ?? "task(id:)", isDetached: isDetached, priority: priority,
            fileID: fileID, line: line, perform: operation, catch: `catch`)
    }

    /// Runs `operation` with the values `id` returns now, and again each
    /// time any of them changes, cancelling the run still going first. The
    /// parameters are those of the one-value form.
    @discardableResult
    public func task<each Value: Equatable & Sendable>(
        id: @escaping @Sendable () -> (repeat each Value), initial: Bool = true, removeDuplicates: Bool = true,
        coalesceUpdates: Bool = true, name: String? = nil, isDetached: Bool = false, priority: TaskPriority? = nil,
        fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext operation: @escaping @Sendable ((repeat each Value)) async -> Void
    ) -> Cancellable {
        onChange(
            of: id, initial: initial, removeDuplicates: removeDuplicates, coalesceUpdates: coalesceUpdates,
            cancelPrevious: true, name: name ?? "task(id:)", isDetached: isDetached, priority: priority,
            fileID: fileID, line: line, perform: operation)
    }
}
