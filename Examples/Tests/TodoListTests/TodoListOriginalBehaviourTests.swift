import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import TodoList

// What SwiftModel's TodoList example pins in its own tests, restated for
// this app: the reference that undo, the done count and the filter behave
// as the original's do. The filter and the count travel as context and
// preference values, which are the checks' subject only through the models.

@Suite(.modelTesting(.removing([.context, .preference])) { $0.undoSystem.backend = ModelUndoStack() })
struct TodoListOriginalBehaviourTests {
    @Test func aNewListIsEmptyWithNothingToUndo() async {
        let list = TodoListModel().withAnchor()
        await expect {
            list.items.isEmpty
            list.newItemTitle == ""
            list.node.undoSystem.canUndo == false
            list.node.undoSystem.canRedo == false
        }
    }

    @Test func anAddedItemIsListedAndCanBeUndone() async {
        let list = TodoListModel().withAnchor()
        list.items.append(TodoItem(title: "Buy milk"))
        await expect {
            list.items.map(\.title) == ["Buy milk"]
            list.node.undoSystem.canUndo
            list.node.undoSystem.canRedo == false
        }
    }

    @Test func undoTakesTheItemAwayAndRedoBringsItBack() async {
        let list = TodoListModel().withAnchor()
        list.items.append(TodoItem(title: "Walk dog"))
        await expect { list.items.count == 1 && list.node.undoSystem.canUndo }

        list.node.undoSystem.undo()
        await expect {
            list.items.isEmpty
            list.node.undoSystem.canUndo == false
            list.node.undoSystem.canRedo
        }

        list.node.undoSystem.redo()
        await expect {
            list.items.map(\.title) == ["Walk dog"]
            list.node.undoSystem.canUndo
            list.node.undoSystem.canRedo == false
        }
    }

    @Test func aChangeAfterAnUndoDropsTheRedo() async {
        let list = TodoListModel().withAnchor()
        list.items.append(TodoItem(title: "A"))
        await expect { list.items.count == 1 && list.node.undoSystem.canUndo }
        list.node.undoSystem.undo()
        await expect { list.items.isEmpty && list.node.undoSystem.canRedo }

        list.items.append(TodoItem(title: "B"))
        await expect {
            list.items.count == 1
            list.node.undoSystem.canUndo
            list.node.undoSystem.canRedo == false
        }
    }

    @Test func eachAdditionIsUndoneOnItsOwn() async {
        let list = TodoListModel().withAnchor()
        list.items.append(TodoItem(title: "First"))
        await expect { list.items.count == 1 && list.node.undoSystem.canUndo }
        list.items.append(TodoItem(title: "Second"))
        await expect { list.items.count == 2 }

        list.node.undoSystem.undo()
        await expect { list.items.map(\.title) == ["First"] }
        list.node.undoSystem.undo()
        await expect { list.items.isEmpty && list.node.undoSystem.canUndo == false }
    }

    @Test func aDeletionCanBeUndone() async {
        let list = TodoListModel().withAnchor()
        list.items.append(TodoItem(title: "Task"))
        await expect { list.items.count == 1 && list.node.undoSystem.canUndo }
        list.items.removeAll()
        await expect { list.items.isEmpty }
        list.node.undoSystem.undo()
        await expect { list.items.map(\.title) == ["Task"] }
    }

    @Test func typingTheNextTitleIsNothingToUndo() async {
        let list = TodoListModel().withAnchor()
        list.newItemTitle = "typing…"
        await expect { list.newItemTitle == "typing…" && list.node.undoSystem.canUndo == false }
    }

    @Test func theDoneCountFollowsEachToggle() async {
        let list = TodoListModel().withAnchor()
        list.items = ["A", "B", "C"].map { TodoItem(title: $0) }
        await expect {
            list.items.count == 3
            list.completedCount == 0
        }
        for (index, done, count) in [(0, true, 1), (2, true, 2), (0, false, 1)] {
            list.items[index].toggleTapped()
            await expect {
                list.items[index].isDone == done
                list.completedCount == count
            }
        }
    }

    @Test func theDoneCountFollowsRemovals() async {
        let list = TodoListModel().withAnchor()
        list.items = [TodoItem(title: "A", isDone: true), TodoItem(title: "B", isDone: true)]
        await expect {
            list.items.count == 2
            list.completedCount == 2
        }
        list.items.removeFirst()
        await expect {
            list.items.count == 1
            list.completedCount == 1
        }
    }

    @Test func showingDoneItemsListsThemAll() async {
        let list = TodoListModel().withAnchor()
        list.items = [TodoItem(title: "Active"), TodoItem(title: "Done", isDone: true)]
        list.showCompleted = false
        await settle()

        list.showCompleted = true
        await expect {
            list.showCompleted
            list.visibleItems.count == 2
        }
    }

    @Test func hidingDoneItemsLeavesTheRest() async {
        let list = TodoListModel().withAnchor()
        list.items = [TodoItem(title: "Active"), TodoItem(title: "Done", isDone: true)]
        await settle()

        list.showCompleted = false
        await expect {
            list.showCompleted == false
            list.visibleItems.map(\.title) == ["Active"]
        }
    }

    @Test func eachItemSeesWhetherDoneItemsAreShown() async {
        let list = TodoListModel().withAnchor()
        list.items = [TodoItem(title: "Done", isDone: true)]
        await settle()
        // Shown unless the list hides them.
        await expect { list.items[0].isVisible }

        for shown in [false, true] {
            list.showCompleted = shown
            await expect {
                list.showCompleted == shown
                list.items[0].isVisible == shown
            }
        }
    }

    @Test func aRenameCanBeUndone() async {
        let list = TodoListModel().withAnchor()
        list.items.append(TodoItem(title: "Original"))
        await expect { list.items.count == 1 && list.node.undoSystem.canUndo }
        list.items[0].renameSubmitted("Renamed")
        await expect { list.items.first?.title == "Renamed" && list.node.undoSystem.canUndo }
        list.node.undoSystem.undo()
        await expect { list.items.first?.title == "Original" }
    }

    @Test func aToggleCanBeUndone() async {
        let list = TodoListModel().withAnchor()
        list.items.append(TodoItem(title: "Task"))
        await expect { list.items.count == 1 }
        list.items[0].toggleTapped()
        await expect { list.items.first?.isDone == true && list.node.undoSystem.canUndo }
        list.node.undoSystem.undo()
        await expect { list.items.first?.isDone == false }
    }

    @Test func undoingAnAdditionLeavesTheTitleBeingTyped() async {
        let list = TodoListModel().withAnchor()
        list.items.append(TodoItem(title: "Task"))
        await expect { list.items.count == 1 && list.node.undoSystem.canUndo }
        list.newItemTitle = "draft"
        await expect { list.newItemTitle == "draft" && list.node.undoSystem.canUndo }

        list.node.undoSystem.undo()
        await expect {
            list.items.isEmpty
            list.newItemTitle == "draft"
            list.node.undoSystem.canUndo == false
        }
    }
}
