/// An in-memory undo stack.
///
/// ```swift
/// let stack = ModelUndoStack()
/// let model = EditorModel().withAnchor {
///     $0.undoSystem.backend = stack
/// }
/// stack.undo()
/// stack.redo()
/// ```
public final class ModelUndoStack: UndoBackend, SynchronousUndoAvailability {
    private struct State {
        var undoEntries: [ModelUndoEntry] = []
        var redoEntries: [ModelUndoEntry] = []
        var observers: [Int: @Sendable (UndoAvailability) -> Void] = [:]
        var nextObserver = 0

        var availability: UndoAvailability {
            UndoAvailability(canUndo: !undoEntries.isEmpty, canRedo: !redoEntries.isEmpty)
        }

        /// Tells the observers of the availability as it is now; called
        /// outside the lock, so an observer may use the stack.
        var notification: () -> Void {
            let availability = self.availability
            let observers = Array(self.observers.values)
            return { for observer in observers { observer(availability) } }
        }
    }

    private let state = Locked(State())

    /// Creates an empty stack.
    public init() {}

    /// Whether the undo stack has an entry.
    public var canUndo: Bool { state.withLock { !$0.undoEntries.isEmpty } }

    /// Whether the redo stack has an entry.
    public var canRedo: Bool { state.withLock { !$0.redoEntries.isEmpty } }

    /// The stack's availability now, then after each change that alters it.
    public var availability: AsyncStream<UndoAvailability> {
        AsyncStream { continuation in
            let last = Locked<UndoAvailability?>(nil)
            let stop = observeAvailability { availability in
                // A push onto a stack that could already undo changes nothing to report.
                let isNews = last.withLock { last in
                    defer { last = availability }
                    return last != availability
                }
                guard isNews else { return }
                continuation.yield(availability)
            }
            continuation.onTermination = { _ in stop() }
        }
    }

    /// Pushes `entry` onto the undo stack and clears the redo stack.
    ///
    /// - Parameter entry: The change to keep.
    public func push(_ entry: ModelUndoEntry) {
        let notify = state.withLock { state in
            state.undoEntries.append(entry)
            state.redoEntries = []
            return state.notification
        }
        notify()
    }

    /// Pops the latest entry, applies it, and pushes its reverse onto the redo stack.
    public func undo() {
        replay(from: \.undoEntries, keepingReverseIn: \.redoEntries)
    }

    /// Pops the latest undone entry, applies it, and pushes its reverse onto the undo stack.
    public func redo() {
        replay(from: \.redoEntries, keepingReverseIn: \.undoEntries)
    }

    /// Applies the latest entry of one stack, outside the lock (it writes
    /// models), and pushes the reverse it captured first onto the other.
    private func replay(
        from source: WritableKeyPath<State, [ModelUndoEntry]>,
        keepingReverseIn destination: WritableKeyPath<State, [ModelUndoEntry]>
    ) {
        guard let entry = state.withLock({ $0[keyPath: source].popLast() }) else { return }
        let reverse = entry.captureReverse()
        entry.apply()
        state.withLock { $0[keyPath: destination].append(reverse) }
        notifyObservers()
    }

    /// Calls `observer` with the availability now and after each change.
    func observeAvailability(_ observer: @escaping @Sendable (UndoAvailability) -> Void) -> @Sendable () -> Void {
        let (key, availability) = state.withLock { state in
            defer { state.nextObserver += 1 }
            state.observers[state.nextObserver] = observer
            return (state.nextObserver, state.availability)
        }
        observer(availability)
        return { [weak self] in self?.state.withLock { _ = $0.observers.removeValue(forKey: key) } }
    }

    private func notifyObservers() {
        state.withLock { $0.notification }()
    }
}
