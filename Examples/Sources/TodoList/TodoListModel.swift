import Foundation
import ModelRuntime

extension TodoListModel {
    /// How many items are done, summed from what each item reports: the
    /// list never counts them itself.
    var completedCount: Int { node.preference.completedCount }

    /// The items to list: all of them, or only those not done while
    /// completed items are hidden.
    var visibleItems: [TodoItem] {
        showCompleted ? items : items.filter { !$0.isDone }
    }

    func onActivate() {
        // The list as a whole is undoable (adding, deleting, moving), but
        // not the title being typed: typing would bury every real change.
        node.trackUndo(\.items)
        // Items decide whether they are visible from the environment, so
        // they never need a reference to the list.
        node.forEach(Observed { showCompleted }) { showCompleted in
            node.context.showCompleted = showCompleted
        }
    }

    /// Adds an item with the typed title, trimmed, and clears the field;
    /// nothing when the title is blank.
    func addItemTapped() {
        let title = newItemTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        items.append(TodoItem(title: title))
        newItemTitle = ""
    }

    /// Deletes the items at `offsets`, as one undoable change.
    func deleteItems(at offsets: IndexSet) {
        items = items.removing(atOffsets: offsets)
    }

    /// Moves the items at `source` to before the item at `destination`
    /// (indexes before the move), as one undoable change.
    func moveItems(from source: IndexSet, to destination: Int) {
        items = items.moving(fromOffsets: source, toOffset: destination)
    }

    /// Shows completed items if they are hidden, and hides them if not.
    func toggleShowCompleted() {
        showCompleted.toggle()
    }
}

extension Array {
    /// The array without the elements at `offsets`; offsets past the end
    /// are ignored.
    func removing(atOffsets offsets: IndexSet) -> [Element] {
        enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    }

    /// The array with the elements at `source` moved, in order, to before
    /// the element that was at `destination` (or to the end).
    func moving(fromOffsets source: IndexSet, toOffset destination: Int) -> [Element] {
        let moved = source.filter { indices.contains($0) }.map { self[$0] }
        var rest = removing(atOffsets: source)
        let insertion = Swift.min(destination - source.count(in: 0..<destination), rest.count)
        rest.insert(contentsOf: moved, at: Swift.max(insertion, 0))
        return rest
    }
}
