/// Where undo entries go: ``ModelUndoStack``, or your own (for example one
/// bridging to a platform undo manager). The requirements are SwiftModel's,
/// so a backend written for it compiles here with the import changed.
public protocol UndoBackend: Sendable {
    /// The backend's availability: its current value first, then each change.
    /// ``ModelUndoSystem`` follows it to keep `canUndo` and `canRedo` current.
    var availability: AsyncStream<UndoAvailability> { get }

    /// Keeps `entry`, the change a tracked model just made, for a later undo.
    func push(_ entry: ModelUndoEntry)

    /// Takes the latest entry, applies it, and keeps the reverse it captured
    /// first (``ModelUndoEntry/captureReverse``) for a redo.
    func undo()

    /// Takes the latest undone entry, applies it, and keeps its reverse for an undo.
    func redo()
}

/// Whether a backend has something to undo and something to redo.
public struct UndoAvailability: Sendable, Equatable {
    /// Whether there is an entry to undo.
    public var canUndo: Bool
    /// Whether there is an entry to redo.
    public var canRedo: Bool

    /// Availability with both flags given; neither, by default.
    ///
    /// - Parameters:
    ///   - canUndo: Whether there is an entry to undo.
    ///   - canRedo: Whether there is an entry to redo.
    public init(canUndo: Bool = false, canRedo: Bool = false) {
        self.canUndo = canUndo
        self.canRedo = canRedo
    }
}

/// One change a backend can take back: the changes of one transaction to the
/// tracked properties, across models. Only the runtime makes entries.
public struct ModelUndoEntry: Sendable {
    /// Puts the tracked properties back as this entry holds them, as one
    /// transaction that records no new entry.
    public let apply: @Sendable () -> Void

    /// The entry that undoes `apply`: call it before `apply`, and keep what it
    /// returns for the redo (or, for a redo's entry, the undo).
    public let captureReverse: @Sendable () -> ModelUndoEntry
}

/// A backend that reports its availability synchronously, on the thread
/// that changed it, so `canUndo` is current the moment `undo()` returns.
/// ``ModelUndoStack`` is one; other backends go through `availability`.
protocol SynchronousUndoAvailability: UndoBackend {
    /// Calls `observer` with the current availability now and after each
    /// change; calling the closure returned stops it.
    func observeAvailability(_ observer: @escaping @Sendable (UndoAvailability) -> Void) -> @Sendable () -> Void
}
