import ModelRuntime
import Showcase

/// Checks the editor's undo stack after the threads edited, undid and
/// redid on it at once.
///
/// No serial order need explain the end state: an edit's write and the push
/// of its entry are two steps, and so are an undo's pop, write and push of
/// the reverse, so another thread's edit can come between. What holds
/// whatever the interleaving: the title and the body are each empty or a
/// value an edit wrote; undoing until `canUndo` is false ends within the
/// number of entries ever pushed (edits and redos), through written values
/// only, and leaves that many entries to redo; redoing them all gives
/// `canUndo` back and leaves `canRedo` as it was.
func checkUndoStack(_ world: ConcurrentWorld, _ threads: [ConcurrentThread]) throws {
    let (editor, stack) = (world.editor, world.undoStack)
    let titles = threads.reduce(into: Set([""])) { $0.formUnion($1.titlesEdited) }
    let bodies = threads.reduce(into: Set([""])) { $0.formUnion($1.bodiesEdited) }
    func checkWritten(_ when: String) throws {
        if !titles.contains(editor.title) {
            throw SimulationMismatch(description: "\(when): the editor's title \(editor.title) is no edit's")
        }
        if !bodies.contains(editor.body) {
            throw SimulationMismatch(description: "\(when): the editor's body \(editor.body) is no edit's")
        }
    }
    try checkWritten("at the end")
    let couldRedo = stack.canRedo
    let bound = titles.count + bodies.count + threads.map(\.redos).reduce(0, +)
    var undone = 0
    while stack.canUndo {
        guard undone < bound else {
            throw SimulationMismatch(description: "more than \(bound) undos, the entries ever pushed")
        }
        stack.undo()
        undone += 1
        try checkWritten("after \(undone) undos")
    }
    try expect(stack.canRedo, couldRedo || undone > 0, "canRedo after undoing everything")
    for redone in 0..<undone {
        stack.redo()
        try checkWritten("after \(redone + 1) redos")
    }
    try expect(stack.canUndo, undone > 0, "canUndo after redoing what was undone")
    try expect(stack.canRedo, couldRedo, "canRedo after redoing what was undone")
}
