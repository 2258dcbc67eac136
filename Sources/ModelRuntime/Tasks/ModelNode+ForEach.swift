import IssueReporting

extension ModelNode {
    /// Handles each element of an asynchronous sequence for the lifetime of
    /// the model: model events, `Observed` values, `change(of:)`, or any
    /// `AsyncSequence`.
    ///
    /// ```swift
    /// node.forEach(Observed { count }, cancelPrevious: true) { count in
    ///     isPrime = nil
    ///     isPrime = try await isPrime(count)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sequence: The elements to handle.
    ///   - name: A name for the work, shown by the test tools if it is still
    ///     running; `"forEach"` when `nil`.
    ///   - cancelPrevious: Whether a new element cancels the handling of the
    ///     previous one instead of waiting for it.
    ///   - isDetached: Whether the work runs in a detached task, which takes
    ///     neither the caller's task-local values nor its priority. The
    ///     model's dependencies are in effect either way.
    ///   - priority: The priority of the work's task, and of each element's
    ///     task with `cancelPrevious`.
    ///   - fileID: Where the work was started, for the test tools' messages.
    ///   - line: The line it was started on.
    ///   - perform: Handles one element, on the actor of the code that calls
    ///     `forEach`: from main-actor code, on the main actor.
    ///   - catch: Called with an error `perform` throws, on the same actor;
    ///     without it, the error is reported as an issue. Handling goes on
    ///     with the next element.
    /// - Returns: A ``Cancellable`` that stops the handling.
    @inlinable @discardableResult
    public func forEach<S: AsyncSequence & Sendable>(
        _ sequence: S, name: String? = nil, cancelPrevious: Bool = false, isDetached: Bool = false,
        priority: TaskPriority? = nil, fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext perform: @escaping @Sendable (S.Element) async throws -> Void,
        @_inheritActorContext catch: (@Sendable (any Error) async -> Void)? = nil
    ) -> Cancellable where S.Element: Sendable {
        // Inlinable, so the loop is specialized for the sequence where forEach is
        // called: a generic loop looks up generic metadata on every element.
        let handle: @Sendable (S.Element) async -> Void = { element in
            do {
                try await perform(element)
            } catch is CancellationError where Task.isCancelled {
            } catch {
                if let `catch` {
                    await `catch`(error)
                } else {
                    reportIssue("forEach's operation threw \(error); pass catch: to handle it.")
                }
            }
        }
        // Made now, not when the task first runs: an `Observed` starts
        // observing when its iterator is made, so no change made after this
        // call is missed.
        // Cast as a type, so the sequence isn't boxed to ask.
        let waitsOnModels = S.self as? any WaitsOnModels.Type
        let started = StartedIterator(
            waitsOnModels?.makeIterator(of: sequence, forTaskOf: modelContext) ?? sequence.makeAsyncIterator())
        return modelContext.startTask(
            name: name ?? "forEach", priority: priority, isDetached: isDetached, fileID: fileID, line: line,
            startsIdle: waitsOnModels != nil
        ) { executor in
            var iterator = started.take()
            do {
                if cancelPrevious {
                    // Each element's own task runs where this one does.
                    try await forEachCancellingPrevious(&iterator, on: executor, priority: priority, handle)
                } else {
                    // An element that arrives after cancellation (a sequence
                    // may hand out one it held) is not handled.
                    while let element = try await iterator.next(), !Task.isCancelled { await handle(element) }
                }
            } catch is CancellationError {
            } catch {
                reportIssue("The sequence given to forEach failed: \(error)")
            }
        }
    }

    /// Handles each element of `sequence` for the lifetime of the model. On
    /// platforms with Combine, publishers bridge to this through their
    /// `values`; everywhere, any `AsyncSequence` works.
    @discardableResult
    public func onReceive<S: AsyncSequence & Sendable>(
        _ sequence: S, fileID: StaticString = #fileID, line: UInt = #line,
        @_inheritActorContext perform: @escaping @Sendable (S.Element) async -> Void
    ) -> Cancellable where S.Element: Sendable {
        forEach(sequence, fileID: fileID, line: line, perform: perform)
    }
}

/// An iterator made by `forEach` where it was called, handed to the task
/// that runs the loop. Only that task uses it.
@usableFromInline
final class StartedIterator<Iterator: AsyncIteratorProtocol>: @unchecked Sendable {
    @usableFromInline var iterator: Iterator?

    @usableFromInline init(_ iterator: Iterator) {
        self.iterator = iterator
    }

    /// The iterator, moved out.
    @inlinable
    func take() -> Iterator {
        defer { iterator = nil }
        return iterator.unsafelyUnwrapped
    }
}

/// Iterates, handling each element in its own task and cancelling the
/// previous element's task when the next arrives; an element whose task was
/// cancelled before it began is not handled. Once cancelled, it starts no
/// more: an element that arrives after cancellation is not handled.
///
/// Each element's task runs on `executor`, the tested hierarchy's, as the
/// model's other tasks do: there the test tools see its work, and an
/// assertion doesn't take the model for idle while an element is handled.
@usableFromInline
func forEachCancellingPrevious<Iterator: AsyncIteratorProtocol>(
    _ iterator: inout Iterator, on executor: (any TaskExecutor)?, priority: TaskPriority?,
    _ handle: @escaping @Sendable (Iterator.Element) async -> Void
) async throws where Iterator.Element: Sendable {
    let current = Locked<(task: Task<Void, Never>?, isCancelled: Bool)>((nil, false))
    // Each run is the loop's work while it lasts, so the test tools wait for
    // it and name it if it is still going when a test ends, though the loop
    // itself is by then waiting for the next element.
    let work = CancellableCore.current
    try await withTaskCancellationHandler {
        while let element = try await iterator.next() {
            let started = current.withLock { current -> Bool in
                guard !current.isCancelled else { return false }
                current.task?.cancel()
                work?.runWillStart()
                current.task = Task(executorPreference: executor, priority: priority) {
                    defer { work?.runDidEnd() }
                    // Replaced before it began (the next element came first):
                    // it isn't handled, so it can't run after its successor
                    // and undo what that one did.
                    guard !Task.isCancelled else { return }
                    await handle(element)
                }
                return true
            }
            if !started { break }
        }
        await current.withLock { $0.task }?.value
    } onCancel: {
        current.withLock { current in
            current.isCancelled = true
            current.task?.cancel()
        }
    }
}
