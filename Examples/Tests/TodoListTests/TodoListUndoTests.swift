import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import TodoList

/// Undo and redo, driven through `node.undoSystem` as the app's keys drive it.
/// What the list tells its items through the environment, and the done
/// counts they report back, are `TodoListFilterTests`' concern.
@Suite(.modelTesting(.removing([.context, .preference]))) struct TodoListUndoTests {
    @Test func addingAnItemIsUndoableAndRedoable() async {
        let list = makeList()
        list.newItemTitle = "  Buy milk "
        list.addItemTapped()
        await expect {
            list.items.map(\.title) == ["Buy milk"]
            list.newItemTitle == ""
            list.node.undoSystem.canUndo == true
            list.node.undoSystem.canRedo == false
        }

        list.node.undoSystem.undo()
        await expect {
            list.items.isEmpty
            list.node.undoSystem.canUndo == false
            list.node.undoSystem.canRedo == true
        }

        list.node.undoSystem.redo()
        await expect {
            list.items.map(\.title) == ["Buy milk"]
            list.node.undoSystem.canUndo == true
            list.node.undoSystem.canRedo == false
        }
    }

    @Test func aBlankTitleAddsNothing() async {
        let list = makeList()
        list.newItemTitle = "   "
        list.addItemTapped()
        await expect {
            list.newItemTitle == "   "
            list.items.isEmpty
            list.node.undoSystem.canUndo == false
        }
    }

    @Test func renamingIsUndoable() async throws {
        let list = makeList([TodoItem(title: "Walk the dog")])
        let item = try await require(list.items.first)

        item.renameSubmitted("  Walk the cat ")
        item.renameSubmitted("   ")
        await expect {
            item.title == "Walk the cat"
            list.node.undoSystem.canUndo == true
        }

        list.node.undoSystem.undo()
        await expect {
            item.title == "Walk the dog"
            list.node.undoSystem.canUndo == false
            list.node.undoSystem.canRedo == true
        }
    }

    @Test func togglingDoneIsUndoable() async throws {
        let list = makeList([TodoItem(title: "Task")])
        let item = try await require(list.items.first)

        item.toggleTapped()
        await expect {
            item.isDone == true
            list.completedCount == 1
            list.node.undoSystem.canUndo == true
        }

        list.node.undoSystem.undo()
        await expect {
            item.isDone == false
            list.completedCount == 0
            list.node.undoSystem.canUndo == false
            list.node.undoSystem.canRedo == true
        }
    }

    @Test func deletingIsUndoable() async {
        let list = makeList([TodoItem(title: "First"), TodoItem(title: "Second"), TodoItem(title: "Third")])

        list.deleteItems(at: [0, 2])
        await expect {
            list.items.map(\.title) == ["Second"]
            list.node.undoSystem.canUndo == true
        }

        list.node.undoSystem.undo()
        await expect {
            list.items.map(\.title) == ["First", "Second", "Third"]
            list.node.undoSystem.canUndo == false
            list.node.undoSystem.canRedo == true
        }
    }

    @Test func undoingADeletionBringsBackTheItemAsItWas() async throws {
        let list = makeList([TodoItem(title: "Walk the dog")])
        let item = try await require(list.items.first)
        item.renameSubmitted("Walk the cat")
        item.toggleTapped()
        await expect {
            item.title == "Walk the cat"
            item.isDone == true
            list.completedCount == 1
            list.node.undoSystem.canUndo == true
        }

        list.deleteItems(at: [0])
        await expect {
            list.items.isEmpty
            list.completedCount == 0
        }

        list.node.undoSystem.undo()
        await expect {
            list.items.map(\.title) == ["Walk the cat"]
            list.items.map(\.isDone) == [true]
            list.completedCount == 1
            list.node.undoSystem.canRedo == true
        }
    }

    @Test func typingTheNewTitleCreatesNoUndoEntry() async {
        let list = makeList()
        list.newItemTitle = "Task"
        list.addItemTapped()
        await expect {
            list.items.map(\.title) == ["Task"]
            list.newItemTitle == ""
            list.node.undoSystem.canUndo == true
        }

        list.newItemTitle = "draft"
        await expect(list.newItemTitle == "draft")

        // One undo takes back the item, the only change recorded; what is
        // being typed stays as it is.
        list.node.undoSystem.undo()
        await expect {
            list.items.isEmpty
            list.newItemTitle == "draft"
            list.node.undoSystem.canUndo == false
            list.node.undoSystem.canRedo == true
        }
    }

    @Test func aNewChangeClearsRedo() async {
        let list = makeList()
        list.newItemTitle = "A"
        list.addItemTapped()
        await expect {
            list.items.map(\.title) == ["A"]
            list.newItemTitle == ""
        }

        list.node.undoSystem.undo()
        await expect {
            list.items.isEmpty
            list.node.undoSystem.canRedo == true
            list.node.undoSystem.canUndo == false
        }

        list.newItemTitle = "B"
        list.addItemTapped()
        await expect {
            list.items.map(\.title) == ["B"]
            list.newItemTitle == ""
            list.node.undoSystem.canUndo == true
            list.node.undoSystem.canRedo == false
        }
    }

    @Test func severalStepsUndoInReverseOrder() async throws {
        let list = makeList()
        list.newItemTitle = "First"
        list.addItemTapped()
        list.newItemTitle = "Second"
        list.addItemTapped()
        let second = try await require(list.items.last)
        second.toggleTapped()
        list.moveItems(from: [1], to: 0)
        await expect {
            list.items.map(\.title) == ["Second", "First"]
            second.isDone == true
            list.completedCount == 1
            list.newItemTitle == ""
            list.node.undoSystem.canUndo == true
        }

        list.node.undoSystem.undo()
        await expect(list.items.map(\.title) == ["First", "Second"])
        list.node.undoSystem.undo()
        await expect {
            second.isDone == false
            list.completedCount == 0
        }
        list.node.undoSystem.undo()
        await expect(list.items.map(\.title) == ["First"])
        list.node.undoSystem.undo()
        await expect {
            list.items.isEmpty
            list.node.undoSystem.canUndo == false
            list.node.undoSystem.canRedo == true
        }
    }

    /// A list whose changes go to a fresh undo stack.
    private func makeList(_ items: [TodoItem] = []) -> TodoListModel {
        TodoListModel(items: items).withAnchor { $0.undoSystem.backend = ModelUndoStack() }
    }
}
