extension ModelNode {
    /// Calls `perform` with the old and the new value each time `value`
    /// changes, for the lifetime of the model: `Observed` and `forEach` in one.
    ///
    /// ```swift
    /// func onActivate() {
    ///     node.onChange(of: isLoggedIn) { wasLoggedIn, isLoggedIn in
    ///         if !wasLoggedIn && isLoggedIn { await fetchProfile() }
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value to follow; everything it reads is observed.
    ///   - initial: Whether to call `perform` once at the start, with the
    ///     current value as both old and new.
    ///   - removeDuplicates: Whether an equal value is skipped.
    ///   - coalesceUpdates: Whether changes made while `perform` runs give
    ///     one call (the latest), instead of one each.
    ///   - cancelPrevious: Whether a new change cancels the call still running.
    ///   - name: A name for the work, shown by the test tools if it is still
    ///     running; `"onChange"` when `nil`.
    ///   - isDetached: Whether the work runs in a detached task, which takes
    ///     neither the caller's task-local values nor its priority.
    ///   - priority: The priority of the work's task.
    ///   - fileID: Where the work was started, for the test tools' messages.
    ///   - line: The line it was started on.
    ///   - perform: Called with the old and the new value, on the actor of
    ///     the code that calls `onChange`, as `forEach`'s `perform` is.
    ///   - catch: Called with an error `perform` throws, on the same actor;
    ///     without it, the error is reported as an issue.
    @discardableResult
    public func onChange<Value: Equatable & Sendable>(
        of value: @escaping @autoclosure @Sendable () -> Value, initial: Bool = true, removeDuplicates: Bool = true,
        coalesceUpdates: Bool = false, cancelPrevious: Bool = false, name: String? = nil, isDetached: Bool = false,
        priority: TaskPriority? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext perform: @escaping @Sendable (_ old: Value, _ new: Value) async throws -> Void,
        @_inheritActorContext catch: (@Sendable (any Error) async -> Void)? = nil
    ) -> Cancellable {
        let changes = Observed(initial: initial, removeDuplicates: removeDuplicates, coalesceUpdates: coalesceUpdates) {
            value()
        }
        // The value before each change: at the start, then each delivered one.
        let last = Locked<Value?>(initial ? nil : value())
        return forEach(
            changes, name: name ?? "onChange", cancelPrevious: cancelPrevious, isDetached: isDetached,
            priority: priority, fileID: fileID, line: line,
            perform: { new in
                let old = last.withLock { last in
                    defer { last = new }
                    return last ?? new
                }
                try await perform(old, new)
            }, catch: `catch`)
    }

    /// Calls `perform` with the values `values` returns each time any of
    /// them changes, for the lifetime of the model.
    ///
    /// ```swift
    /// node.onChange(of: { (query, filter) }) { query, filter in
    ///     await search(query, filter)
    /// }
    /// ```
    ///
    /// `perform` gets the new values, as in SwiftModel; the one-value form's
    /// old value has no counterpart here. The other parameters are the
    /// one-value form's; `catch:` is required in this throwing form.
    @discardableResult
    public func onChange<each Value: Equatable & Sendable>(
        of values: @escaping @Sendable () -> (repeat each Value), initial: Bool = true, removeDuplicates: Bool = true,
        coalesceUpdates: Bool = false, cancelPrevious: Bool = false, name: String? = nil, isDetached: Bool = false,
        priority: TaskPriority? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext perform: @escaping @Sendable ((repeat each Value)) async throws -> Void,
        @_inheritActorContext catch: @escaping @Sendable (any Error) async -> Void
    ) -> Cancellable {
        // `perform` goes to forEach as it is: the compiler has crashed
        // lowering a closure that calls one over a pack.
        forEach(
            observedValues(
                values, initial: initial, removeDuplicates: removeDuplicates, coalesceUpdates: coalesceUpdates),
            name: name ?? "onChange", cancelPrevious: cancelPrevious, isDetached: isDetached, priority: priority,
            fileID: fileID, line: line, perform: perform, catch: `catch`)
    }

    /// Calls `perform` with the values `values` returns each time any of
    /// them changes. The parameters are those of the throwing form.
    @discardableResult
    public func onChange<each Value: Equatable & Sendable>(
        of values: @escaping @Sendable () -> (repeat each Value), initial: Bool = true, removeDuplicates: Bool = true,
        coalesceUpdates: Bool = false, cancelPrevious: Bool = false, name: String? = nil, isDetached: Bool = false,
        priority: TaskPriority? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext perform: @escaping @Sendable ((repeat each Value)) async -> Void
    ) -> Cancellable {
        let throwing: @Sendable ((repeat each Value)) async throws -> Void = perform
        return forEach(
            observedValues(
                values, initial: initial, removeDuplicates: removeDuplicates, coalesceUpdates: coalesceUpdates),
            name: name ?? "onChange", cancelPrevious: cancelPrevious, isDetached: isDetached, priority: priority,
            fileID: fileID, line: line, perform: throwing)
    }
}
