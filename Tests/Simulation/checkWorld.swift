import ModelRuntime
import Showcase

extension SimulationWorld {
    /// Checks the runtime against the reference after a step: the
    /// hierarchy and the state, context and preference values, removed
    /// models, cancelled work, observers' calls, the undo stack.
    func check(_ reference: SimulationReference) throws {
        let list = parent.list
        try expect(list.count, reference.counters.count, "the list's length")
        for (index, counter) in list.enumerated() where counter._$context !== counters[index]._$context {
            throw SimulationMismatch(description: "list[\(index)] is not the counter put there")
        }
        try expect(list.map(\.count), reference.counters.map(\.count), "the counts")
        try expect(list.map(\.history), reference.counters.map(\.history), "the histories")
        try checkDestination(reference)
        try checkPage(reference)
        try expect(parent.title, reference.title, "the title")
        try expect(parent.identified.map(\.name), reference.items.map { "\($0.name)" }, "the items' names")
        try expect(parent.identified.map(\.value), reference.items.map(\.value), "the items' values")
        for (name, context) in continuedItems where parent.identified[id: name]?._$context !== context {
            throw SimulationMismatch(description: "item \(name) did not continue the item with its id")
        }
        for (index, counter) in reference.counters.enumerated() {
            try expect(counters[index].node.context.theme, reference.theme(of: counter), "counter \(index)'s theme")
        }
        try expect(parent.node.preference.total, reference.counters.map(\.preference).reduce(0, +), "the total")
        for (index, counter) in reference.removed.enumerated() {
            try expect(removed[index].count, counter.createdCount, "removed counter \(counter.serial)'s count")
        }
        try expect(cancelled.withLock { $0 }, reference.cancelled, "the work cancelled")
        try checkObservers(reference)
        try expect(editor.title, reference.editor.title, "the editor's title")
        try expect(editor.body, reference.editor.body, "the editor's body")
        try expect(undoStack.canUndo, !reference.undoStack.isEmpty, "canUndo")
        try expect(undoStack.canRedo, !reference.redoStack.isEmpty, "canRedo")
    }

    /// Each observer of a live counter was told once of a change, or not at
    /// all if there was none; none was told twice.
    private func checkObservers(_ reference: SimulationReference) throws {
        let calls = observerCalls.withLock { $0 }
        for (id, count) in calls where count > 1 {
            throw SimulationMismatch(description: "observer \(id) was told \(count) times")
        }
        for observer in reference.observers {
            try expect(calls[observer.id] ?? 0, observer.expected, "observer \(observer.id)'s calls")
        }
    }
}
