import Foundation
import ModelTesting
import Testing
@testable import Todos

/// The Todos models that ModelGenPlugin generated in the build, with their
/// hand-written behaviour.
@Suite struct TodoListTests {
    @Test func addToggleDeleteAndClear() async throws {
        let (list, tester) = TodoListModel().andTester()

        list.addTodo(title: "Write a schema")
        list.addTodo(title: "Build")
        list.addTodo(title: "Test")
        await tester.assert {
            list.todos.map(\.title) == ["Write a schema", "Build", "Test"]
            list.remainingCount == 3
        }

        list.todos[0].toggleTapped()
        await tester.assert {
            list.todos[0].isDone
            list.remainingCount == 2
        }

        list.todos[1].deleteTapped()
        await tester.assert(list.todos.map(\.title) == ["Write a schema", "Test"])

        list.clearCompletedTapped()
        await tester.assert(list.todos.map(\.title) == ["Test"])
    }

    @Test func overdueTodosAreThoseNotDoneAndDueBeforeNow() async throws {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let (list, tester) = TodoListModel().andTester()

        list.addTodo(title: "Late", dueDate: now.addingTimeInterval(-60))
        list.addTodo(title: "Later", dueDate: now.addingTimeInterval(60))
        list.addTodo(title: "Whenever")
        await tester.assert(list.overdue(at: now).map(\.title) == ["Late"])

        list.todos[0].toggleTapped()
        await tester.assert {
            list.todos[0].isDone
            list.overdue(at: now).isEmpty
        }
    }
}
