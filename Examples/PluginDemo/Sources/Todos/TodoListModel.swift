import Foundation

extension TodoListModel {
    /// How many todos aren't done.
    var remainingCount: Int {
        todos.count { !$0.isDone }
    }

    /// The todos not done whose due date is before `now`.
    func overdue(at now: Date) -> [TodoModel] {
        todos.filter { todo in !todo.isDone && todo.dueDate.map { $0 < now } == true }
    }

    /// Adds a todo at the end; its delete button takes it out of the list.
    func addTodo(title: String, dueDate: Date? = nil) {
        todos.append(
            TodoModel(title: title, dueDate: dueDate) { todo in
                todos.removeAll { $0.id == todo.id }
            })
    }

    /// Removes every todo that is done.
    func clearCompletedTapped() {
        todos.removeAll { $0.isDone }
    }
}
