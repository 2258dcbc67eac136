import ModelRuntime
import ModelTesting
import Testing
@testable import TodoList

/// The completed count, summed from the items' preferences, and the filter,
/// which reaches the items through the environment.
@Suite struct TodoListFilterTests {
    @Test func theCompletedCountFollowsTheItems() async throws {
        let (list, tester) = TodoListModel(items: [
            TodoItem(title: "A"), TodoItem(title: "B"), TodoItem(title: "C", isDone: true),
        ]).andTester()
        await tester.assert {
            list.node.context.showCompleted == true
            list.completedCount == 1
        }

        list.items[0].toggleTapped()
        list.items[1].toggleTapped()
        await tester.assert {
            list.items.map(\.isDone) == [true, true, true]
            list.completedCount == 3
        }

        list.items[2].toggleTapped()
        await tester.assert {
            list.items[2].isDone == false
            list.completedCount == 2
        }

        list.deleteItems(at: [0])
        await tester.assert {
            list.items.map(\.title) == ["B", "C"]
            list.completedCount == 1
        }
    }

    @Test func hidingCompletedItemsReachesEveryItemThroughTheEnvironment() async throws {
        let (list, tester) = TodoListModel(items: [TodoItem(title: "Active"), TodoItem(title: "Done", isDone: true)])
            .andTester()
        await tester.assert {
            list.showCompleted == true
            list.completedCount == 1
            list.visibleItems.map(\.title) == ["Active", "Done"]
            list.items.map(\.isVisible) == [true, true]
        }

        list.toggleShowCompleted()
        await tester.assert {
            list.showCompleted == false
            list.visibleItems.map(\.title) == ["Active"]
            list.items.map(\.isVisible) == [true, false]
        }

        // An item completed while hidden disappears; one added shows.
        list.items[0].toggleTapped()
        list.newItemTitle = "New"
        list.addItemTapped()
        await tester.assert {
            list.items.map(\.isDone) == [true, true, false]
            list.completedCount == 2
            list.newItemTitle == ""
            list.visibleItems.map(\.title) == ["New"]
            list.items.map(\.isVisible) == [false, false, true]
        }

        list.toggleShowCompleted()
        await tester.assert {
            list.showCompleted == true
            list.items.map(\.isVisible) == [true, true, true]
        }
    }

    @Test func deletingAndMovingByOffsets() async {
        let (list, tester) = TodoListModel(items: ["A", "B", "C", "D", "E"].map { TodoItem(title: $0) }).andTester()
        await tester.assert {
            list.node.context.showCompleted == true
            list.completedCount == 0
        }

        list.moveItems(from: [0, 2], to: 4)
        await tester.assert(list.items.map(\.title) == ["B", "D", "A", "C", "E"])

        list.moveItems(from: [4], to: 0)
        await tester.assert(list.items.map(\.title) == ["E", "B", "D", "A", "C"])

        list.moveItems(from: [0], to: 5)
        await tester.assert(list.items.map(\.title) == ["B", "D", "A", "C", "E"])

        list.deleteItems(at: [1, 3, 9])
        await tester.assert(list.items.map(\.title) == ["B", "A", "E"])
    }

    @Test func redoIsClearedByANewChange() async throws {
        let (list, tester) = TodoListModel(items: [TodoItem(title: "Task")]).andTester {
            $0.undoSystem.backend = ModelUndoStack()
        }
        let item = try await tester.unwrap(list.items.first)
        item.renameSubmitted("Renamed")
        await tester.assert {
            item.title == "Renamed"
            list.node.context.showCompleted == true
        }

        list.node.undoSystem.undo()
        await tester.assert {
            item.title == "Task"
            list.node.undoSystem.canRedo == true
        }

        item.toggleTapped()
        await tester.assert {
            item.isDone == true
            list.completedCount == 1
            list.node.undoSystem.canRedo == false
            list.node.undoSystem.canUndo == true
        }

        list.node.undoSystem.redo()
        await tester.assert(item.title == "Task")
    }
}
