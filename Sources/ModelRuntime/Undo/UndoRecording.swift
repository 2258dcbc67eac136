/// One change the undo system can take back.
struct UndoStep: @unchecked Sendable {
    /// The model changed; its hierarchy is where the step is applied.
    let context: AnyModelContext
    /// Puts the value before the change back.
    let undo: () -> Void
    /// Puts the value after the change back.
    let redo: () -> Void
}

/// How changes become undo entries: one entry per transaction, applied as
/// one transaction.
enum UndoRecording {
    /// Whether the current thread is applying an undo or redo, whose changes
    /// must not become new entries.
    static var isApplying: Bool {
        ThreadState.current?.isApplyingUndo ?? false
    }

    /// Runs `body` (the notifications of a transaction) so that the steps
    /// recorded meanwhile become one entry per undo backend.
    static func grouping(_ body: () -> Void) {
        ThreadState.with { state in
            if state.undoGroup != nil { return body() }
            let group = UndoGroup()
            state.undoGroup = group
            body()
            state.undoGroup = nil
            group.register()
        }
    }

    /// Applies `actions` (the undo or redo closures of one entry) as one
    /// transaction in the hierarchy of `context`, without recording them.
    static func apply(_ actions: [() -> Void], in context: AnyModelContext) {
        ThreadState.with { state in
            let outer = state.isApplyingUndo
            state.isApplyingUndo = true
            defer { state.isApplyingUndo = outer }
            context.transaction {
                for action in actions { action() }
            }
        }
    }
}

/// The steps recorded while a transaction's notifications run, by undo system.
final class UndoGroup {
    private var entries: [(undoSystem: ObjectIdentifier, backend: any UndoBackend, steps: [UndoStep])] = []

    func add(_ steps: [UndoStep], to backend: any UndoBackend, of undoSystem: ObjectIdentifier) {
        if let index = entries.firstIndex(where: { $0.undoSystem == undoSystem }) {
            entries[index].steps += steps
        } else {
            entries.append((undoSystem, backend, steps))
        }
    }

    /// Pushes one entry per undo system.
    func register() {
        for entry in entries {
            if let undoEntry = ModelUndoEntry(entry.steps) { entry.backend.push(undoEntry) }
        }
    }
}

extension ModelUndoEntry {
    /// The entry that undoes `steps`, or `nil` when there are none: its
    /// `apply` undoes them in reverse order, and its reverse redoes them in
    /// order, each as one transaction.
    init?(_ steps: [UndoStep]) {
        guard let context = steps.first?.context else { return nil }
        self.init(
            applying: UncheckedSendable(steps.reversed().map(\.undo)),
            reversedBy: UncheckedSendable(steps.map(\.redo)),
            in: context)
    }

    /// An entry applying `actions`, whose reverse applies `reverse` (and
    /// whose reverse's reverse is this again). The values were taken as each
    /// change was made, so a reverse captured later puts back the same state
    /// the live model has, as long as the tracked properties only changed
    /// through recorded entries.
    private init(
        applying actions: UncheckedSendable<[() -> Void]>,
        reversedBy reverse: UncheckedSendable<[() -> Void]>,
        in context: AnyModelContext
    ) {
        apply = { UndoRecording.apply(actions.value, in: context) }
        captureReverse = { ModelUndoEntry(applying: reverse, reversedBy: actions, in: context) }
    }
}

extension ModelUndoSystem {
    /// Records `steps`, the changes of one model: as an entry of their own,
    /// or into the entry of the transaction whose notifications are running.
    func record(_ steps: [UndoStep]) {
        guard let backend else { return }
        if let group = ThreadState.current?.undoGroup {
            group.add(steps, to: backend, of: ObjectIdentifier(_$context.liveAny))
        } else if let entry = ModelUndoEntry(steps) {
            backend.push(entry)
        }
    }
}

/// A value moved across a concurrency boundary the compiler can't check:
/// undo entries hold property values, which are `Sendable` as model state.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
