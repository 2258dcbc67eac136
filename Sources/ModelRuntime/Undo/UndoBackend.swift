/// Where undo entries go: ``ModelUndoStack``, or your own (for example one
/// bridging to a platform undo manager).
public protocol UndoBackend: AnyObject, Sendable {
    /// Adds an entry: `undo` restores the state before a change, `redo` the state after.
    func registerUndo(undo: @escaping @Sendable () -> Void, redo: @escaping @Sendable () -> Void)
    /// Whether there is something to undo.
    var canUndo: Bool { get }
    /// Whether there is something to redo.
    var canRedo: Bool { get }
    /// Undoes the latest entry.
    func undo()
    /// Redoes the latest undone entry.
    func redo()
    /// Called by the backend whenever `canUndo` or `canRedo` may have
    /// changed; the undo system sets it to keep its observable flags current.
    var onChange: (@Sendable () -> Void)? { get set }
}

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
public final class ModelUndoStack: UndoBackend {
    private struct Entry {
        let undo: @Sendable () -> Void
        let redo: @Sendable () -> Void
    }

    private struct State {
        var undoEntries: [Entry] = []
        var redoEntries: [Entry] = []
        var onChange: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    /// Creates an empty stack.
    public init() {}

    /// Pushes an entry onto the undo stack and clears the redo stack.
    ///
    /// - Parameters:
    ///   - undo: Puts back what the entry changed.
    ///   - redo: Applies the change again.
    public func registerUndo(undo: @escaping @Sendable () -> Void, redo: @escaping @Sendable () -> Void) {
        let onChange = state.withLock { state in
            state.undoEntries.append(Entry(undo: undo, redo: redo))
            state.redoEntries = []
            return state.onChange
        }
        onChange?()
    }

    /// Whether the undo stack has an entry.
    public var canUndo: Bool { state.withLock { !$0.undoEntries.isEmpty } }

    /// Whether the redo stack has an entry.
    public var canRedo: Bool { state.withLock { !$0.redoEntries.isEmpty } }

    /// Pops the latest entry, runs its `undo`, and pushes it onto the redo stack.
    public func undo() {
        let (entry, onChange) = state.withLock { state in
            let entry = state.undoEntries.popLast()
            if let entry { state.redoEntries.append(entry) }
            return (entry, state.onChange)
        }
        entry?.undo()
        onChange?()
    }

    /// Pops the latest undone entry, runs its `redo`, and pushes it back onto the undo stack.
    public func redo() {
        let (entry, onChange) = state.withLock { state in
            let entry = state.redoEntries.popLast()
            if let entry { state.undoEntries.append(entry) }
            return (entry, state.onChange)
        }
        entry?.redo()
        onChange?()
    }

    /// Called after every change of the stacks; ``ModelUndoSystem`` sets it to refresh `canUndo` and `canRedo`.
    public var onChange: (@Sendable () -> Void)? {
        get { state.withLock { $0.onChange } }
        set { state.withLock { $0.onChange = newValue } }
    }
}
