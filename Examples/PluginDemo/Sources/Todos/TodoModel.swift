extension TodoModel {
    /// Marks the todo done, or not done again.
    func toggleTapped() {
        isDone.toggle()
    }

    /// Asks the list to remove this todo.
    func deleteTapped() {
        onDelete(self)
    }
}
