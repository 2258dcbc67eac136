import Foundation
import ModelRuntime

extension TodoItem {
    /// Whether the list shows this item: always when it isn't done, and
    /// when it is, as the `showCompleted` environment value says.
    var isVisible: Bool {
        !isDone || node.context.showCompleted
    }

    func onActivate() {
        node.trackUndo(\.title, \.isDone)
        // Each item contributes 1 while done; the list reads the sum.
        node.forEach(Observed { isDone }) { isDone in
            node.preference.completedCount = isDone ? 1 : 0
        }
    }

    /// Marks the item done, or not done again.
    func toggleTapped() {
        isDone.toggle()
    }

    /// Renames the item to `newTitle`, trimmed; a blank title is ignored.
    func renameSubmitted(_ newTitle: String) {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        self.title = title
    }
}
