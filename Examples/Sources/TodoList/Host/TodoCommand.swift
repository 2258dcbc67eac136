import TerminalUI

/// Something the person using the to-do list asks for. Commands about "the"
/// item act on the selected one, and do nothing when there is none.
enum TodoCommand: Sendable, Equatable {
    /// Selects the item above the selected one.
    case selectPrevious
    /// Selects the item below the selected one.
    case selectNext
    /// Selects the listed item at `index`, counting from 0, if there is one.
    case select(index: Int)
    /// Starts typing the title of a new item.
    case typeNewItem
    /// Starts renaming the selected item.
    case rename
    /// A key typed while typing a title or a new name.
    case type(TextInput)
    /// Sets the title of the next item, as if it had been typed.
    case setNewItemTitle(String)
    /// Adds an item with the typed title, and selects it.
    case addItem
    /// Renames the selected item to the given title.
    case renameTo(String)
    /// Marks the selected item done, or not done.
    case toggle
    /// Deletes the selected item.
    case delete
    /// Moves the selected item one place up.
    case moveUp
    /// Moves the selected item one place down.
    case moveDown
    /// Undoes the last change to the list or an item.
    case undo
    /// Redoes the last change undone.
    case redo
    /// Shows (true) or hides (false) completed items.
    case showCompleted(Bool)
}
