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

/// The steps recorded while a transaction's notifications run, by backend.
final class UndoGroup {
    private var entries: [(backend: any UndoBackend, steps: [UndoStep])] = []

    func add(_ steps: [UndoStep], to backend: any UndoBackend) {
        if let index = entries.firstIndex(where: { $0.backend === backend }) {
            entries[index].steps += steps
        } else {
            entries.append((backend, steps))
        }
    }

    /// Registers one entry per backend.
    func register() {
        for entry in entries { entry.backend.register(entry.steps) }
    }
}

extension UndoBackend {
    /// Registers `steps` as one entry: undone in reverse order, redone in
    /// order, each as one transaction.
    func register(_ steps: [UndoStep]) {
        guard let context = steps.first?.context else { return }
        let undo = UncheckedSendable(steps.reversed().map(\.undo))
        let redo = UncheckedSendable(steps.map(\.redo))
        registerUndo(
            undo: { UndoRecording.apply(undo.value, in: context) },
            redo: { UndoRecording.apply(redo.value, in: context) })
    }
}

extension ModelUndoSystem {
    /// Records `steps`, the changes of one model: as an entry of their own,
    /// or into the entry of the transaction whose notifications are running.
    func record(_ steps: [UndoStep]) {
        guard let backend else { return }
        if let group = ThreadState.current?.undoGroup {
            group.add(steps, to: backend)
        } else {
            backend.register(steps)
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
