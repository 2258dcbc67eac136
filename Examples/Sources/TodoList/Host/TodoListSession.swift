import Foundation
import ModelPersistence
import ModelRuntime
import Synchronization
import TerminalUI

/// The to-do list running: the anchored list with its undo stack, and
/// what only a keyboard host needs (the selection, and what is being
/// typed). The terminal UI and scripts drive it with commands.
final class TodoListSession: Sendable {
    /// Keeps the model hierarchy alive as long as the session.
    private let anchor: ModelAnchor<TodoListModel>
    /// The host's own state, which no model needs.
    let host = Mutex(Host())

    struct Host {
        /// The index of the selected item among those listed.
        var selection: Int?
        /// What the keys type into, if anything.
        var typing: Typing?
    }

    /// A text being typed.
    enum Typing: Equatable {
        /// The new item's title, which is model state.
        case newItem
        /// A new name for the selected item, kept here until it is submitted.
        case rename(draft: String)
    }

    /// Starts with the items kept in `storage` (in memory, by default), and an empty undo stack.
    convenience init(storage: PersistentStorage = .inMemory()) {
        self.init(items: [], storage: storage)
    }

    /// Starts with `items` (when `storage` keeps none), and an empty undo stack.
    init(items: [TodoItem], storage: PersistentStorage = .inMemory()) {
        let stack = ModelUndoStack()
        anchor =
            TodoListModel(items: items).andAnchor {
                $0.undoSystem.backend = stack
                $0.persistentStorage = storage
            }.anchor
        let listed = anchor.model.items
        host.withLock { $0.selection = listed.isEmpty ? nil : 0 }
    }

    /// The root model.
    var list: TodoListModel { anchor.model }

    /// The selected item, if any.
    var selectedItem: TodoItem? {
        let visible = list.visibleItems
        return host.withLock { $0.selection }.flatMap { visible.indices.contains($0) ? visible[$0] : nil }
    }

    /// Performs `command` at once.
    func perform(_ command: TodoCommand) {
        let visible = list.visibleItems
        let selected = host.withLock { $0.selection }
        switch command {
        case .selectPrevious:
            if let selected { select(max(selected - 1, 0), of: visible.count) }
        case .selectNext:
            if let selected { select(selected + 1, of: visible.count) }
        case .select(let index):
            if visible.indices.contains(index) { select(index, of: visible.count) }
        case .typeNewItem:
            host.withLock { $0.typing = .newItem }
        case .rename:
            if let item = selectedItem { host.withLock { $0.typing = .rename(draft: item.title) } }
        case .type(let input):
            type(input)
        case .setNewItemTitle(let title):
            list.newItemTitle = title
        case .addItem:
            let countBefore = list.items.count
            list.addItemTapped()
            if list.items.count > countBefore,
                let index = list.visibleItems.firstIndex(where: { $0.id == list.items.last?.id })
            {
                select(index, of: list.visibleItems.count)
            }
        case .renameTo(let title):
            selectedItem?.renameSubmitted(title)
        case .toggle:
            selectedItem?.toggleTapped()
            select(selected ?? 0, of: list.visibleItems.count)
        case .delete:
            guard let item = selectedItem, let index = list.items.firstIndex(where: { $0.id == item.id }) else {
                return
            }
            list.deleteItems(at: [index])
            select(selected ?? 0, of: list.visibleItems.count)
        case .moveUp, .moveDown:
            move(command == .moveUp ? -1 : 1)
        case .undo:
            list.node.undoSystem.undo()
            select(selected ?? 0, of: list.visibleItems.count)
        case .redo:
            list.node.undoSystem.redo()
            select(selected ?? 0, of: list.visibleItems.count)
        case .showCompleted(let show):
            if list.showCompleted != show { list.toggleShowCompleted() }
            select(selected ?? 0, of: list.visibleItems.count)
        }
    }

    /// Applies a typed key to the text being typed.
    private func type(_ input: TextInput) {
        switch host.withLock({ $0.typing }) {
        case .newItem:
            switch input {
            case .done:
                perform(.addItem)
            case .cancel:
                host.withLock { $0.typing = nil }
            case .insert, .deleteBackward:
                list.newItemTitle = list.newItemTitle.applying(input)
            }
        case .rename(let draft):
            switch input {
            case .done:
                host.withLock { $0.typing = nil }
                selectedItem?.renameSubmitted(draft)
            case .cancel:
                host.withLock { $0.typing = nil }
            case .insert, .deleteBackward:
                host.withLock { $0.typing = .rename(draft: draft.applying(input)) }
            }
        case nil:
            break
        }
    }

    /// Moves the selected item `offset` places, when every item is listed:
    /// with completed items hidden, places in the list aren't places among
    /// the items.
    private func move(_ offset: Int) {
        guard list.showCompleted, let selected = host.withLock({ $0.selection }) else { return }
        let destination = selected + offset
        guard list.items.indices.contains(destination) else { return }
        list.moveItems(from: [selected], to: offset < 0 ? destination : destination + 1)
        select(destination, of: list.items.count)
    }

    /// Selects `index`, kept within the `count` items listed; nothing when
    /// none are.
    private func select(_ index: Int, of count: Int) {
        host.withLock { $0.selection = count == 0 ? nil : min(max(index, 0), count - 1) }
    }
}
