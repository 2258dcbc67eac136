extension AnyModelContext {
    /// Runs `body` inside the hierarchy's exclusive section, collecting the
    /// changes it makes, then notifies once per changed property: when it
    /// returns, and when it throws, since the writes it made stay.
    func transaction<Result>(_ body: () throws -> Result) rethrows -> Result {
        let section = beginModify()
        // Set by the outermost transaction on this thread; a nested one adds to it.
        var log: TransactionLog?
        defer {
            section.leaveExclusiveSection()
            // The transaction's changes to undo-tracked properties become one entry.
            if let log { UndoRecording.grouping { log.flush() } }
        }
        return try ThreadState.with { state in
            if state.transaction != nil { return try body() }
            let outermost = TransactionLog()
            log = outermost
            state.transaction = outermost
            defer { state.transaction = nil }
            return try body()
        }
    }
}

/// The changes of a transaction, in the order first made, each once.
final class TransactionLog {
    struct Change {
        let context: AnyModelContext
        let slot: ObservedSlot
        let notifyObservation: (() -> Void)?
        let audience: ChangeAudience
    }

    private var changes: [Change] = []
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        let context: ObjectIdentifier
        let slot: ObservedSlot
    }

    /// Records a change to `slot` of `context`, with how to tell Observation about it.
    func record(
        _ context: AnyModelContext, _ slot: ObservedSlot, audience: ChangeAudience,
        notifyObservation: (() -> Void)?
    ) {
        guard seen.insert(Key(context: ObjectIdentifier(context), slot: slot)).inserted else { return }
        changes.append(
            Change(
                context: context, slot: slot, notifyObservation: notifyObservation, audience: audience))
    }

    /// Tells of every change by the path a single change takes
    /// (``ChangeTeller/tell(_:observed:notifyObservation:)``), each step for
    /// all the changes before the next step.
    func flush() {
        tell(changes) { for change in changes { change.notifyObservation?() } }
    }
}

extension TransactionLog: ChangeTeller {
    /// Each observer hears once, of all the changes it observes.
    func notifyObservers(of changes: [Change]) {
        var batches: [(observer: any ModelObserver, changes: [(context: AnyModelContext, slot: ObservedSlot)])] = []
        var batchIndex: [ObjectIdentifier: Int] = [:]
        for change in changes {
            for observer in change.context.observers(of: change.slot) {
                let id = ObjectIdentifier(observer)
                if let index = batchIndex[id] {
                    batches[index].changes.append((change.context, change.slot))
                } else {
                    batchIndex[id] = batches.count
                    batches.append((observer, [(change.context, change.slot)]))
                }
            }
        }
        for batch in batches {
            if batch.changes.count == 1 {
                batch.observer.modelDidChange(batch.changes[0].context, batch.changes[0].slot)
            } else {
                batch.observer.modelsDidChange(batch.changes)
            }
        }
    }

    /// Each changed model is told of once to the test tools, however many of
    /// its slots changed; its modification listeners hear of every change, once.
    func notifyHierarchy(of changes: [Change]) {
        var changed: [AnyModelContext] = []
        var seen: Set<ObjectIdentifier> = []
        for change in changes
        where change.audience == .hierarchy && seen.insert(ObjectIdentifier(change.context)).inserted {
            changed.append(change.context)
        }
        AnyModelContext.notifyHierarchy(of: changed) { listened in
            changes.compactMap { change in
                guard change.audience == .hierarchy, listened.contains(ObjectIdentifier(change.context)) else {
                    return nil
                }
                return (change.context, change.slot)
            }
        }
    }
}
