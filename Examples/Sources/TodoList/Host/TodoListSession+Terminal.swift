import TerminalUI

/// The to-do list in the terminal: its screen, keys, and scripts that wait
/// for the count and the filter to reach every item.
extension TodoListSession: TerminalApp {
    /// The screen:
    ///
    /// ```
    /// To-do list (1 of 2 completed)
    ///   [x] Buy milk
    /// > [ ] Walk the dog
    /// New item: Call_
    /// Undo: yes  Redo: no
    /// ```
    func render() -> [ScreenLine] {
        let list = self.list
        let (selection, typing) = host.withLock { ($0.selection, $0.typing) }
        let items = list.items
        var lines = [
            ScreenLine(
                "To-do list" + (items.isEmpty ? "" : " (\(list.completedCount) of \(items.count) completed)"), .heading)
        ]
        let visible = list.visibleItems
        if visible.isEmpty {
            lines.append(ScreenLine(items.isEmpty ? "  (nothing to do)" : "  (everything is done)", .dim))
        }
        for (index, item) in visible.enumerated() {
            let isSelected = index == selection
            var title = item.title
            if isSelected, case .rename(let draft) = typing { title = draft + "_ (renaming)" }
            lines.append(
                ScreenLine(
                    "\(isSelected ? ">" : " ") [\(item.isDone ? "x" : " ")] \(title)", isSelected ? .selectedRow : .row)
            )
        }
        if typing == .newItem {
            lines.append(ScreenLine("New item: \(list.newItemTitle)_", .selectedRow))
        } else if !list.newItemTitle.isEmpty {
            lines.append(ScreenLine("New item: \(list.newItemTitle)", .row))
        }
        if !list.showCompleted {
            lines.append(ScreenLine("Completed items are hidden.", .dim))
        }
        if let loadError = list.loadError {
            lines.append(ScreenLine(loadError.description, .alert))
        }
        let undoSystem = list.node.undoSystem
        lines.append(
            ScreenLine("Undo: \(undoSystem.canUndo ? "yes" : "no")  Redo: \(undoSystem.canRedo ? "yes" : "no")", .dim))
        return lines
    }

    var keyHelp: String {
        switch host.withLock({ $0.typing }) {
        case .newItem: TextInput.keyHelp + " (adds it)  Esc stop typing"
        case .rename: TextInput.keyHelp + "  Esc cancel"
        case nil: Self.browsingKeys
        }
    }

    /// The keys while no text is being typed.
    static let browsingKeys =
        "a type new item  Enter rename  space/x done  d delete  up/down select  K/J move  u undo  r redo  h hide/show done  q quit"

    func action(for key: Key) -> TerminalAction<TodoCommand>? {
        if host.withLock({ $0.typing }) != nil {
            return TextInput(key: key).map { .perform(.type($0)) }
        }
        switch key {
        case .character("a"): return .perform(.typeNewItem)
        case .enter: return .perform(.rename)
        case .character(" "), .character("x"): return .perform(.toggle)
        case .character("d"): return .perform(.delete)
        case .up, .character("k"): return .perform(.selectPrevious)
        case .down, .character("j"): return .perform(.selectNext)
        case .shiftUp, .character("K"): return .perform(.moveUp)
        case .shiftDown, .character("J"): return .perform(.moveDown)
        case .character("u"): return .perform(.undo)
        case .character("r"): return .perform(.redo)
        case .character("h"): return .perform(.showCompleted(!list.showCompleted))
        case .character("q"): return .quit
        default: return nil
        }
    }

    /// Performs `command`, then waits until every item has caught up: the
    /// completed count is summed from what each item reports, and items
    /// learn the filter from the environment, both a moment later.
    func perform(_ command: TodoCommand, settlingWithin timeout: Duration) async -> String? {
        perform(command)
        let list = self.list
        let settled = await settle(within: timeout) {
            let items = list.items
            return list.completedCount == items.count(where: \.isDone)
                && items.allSatisfy { $0.isVisible == (!$0.isDone || list.showCompleted) }
        }
        return settled ? nil : "(the items hadn't caught up after \(timeout))"
    }
}

/// The to-do list's script words. Rows in `select=<row>` count from 1, as
/// the screen lists them.
let todoScript = ScriptVocabulary<TodoCommand>(
    words: [
        "add": .addItem, "toggle": .toggle, "delete": .delete,
        "up": .selectPrevious, "down": .selectNext,
        "moveup": .moveUp, "movedown": .moveDown,
        "undo": .undo, "redo": .redo,
        "hide": .showCompleted(false), "show": .showCompleted(true),
    ],
    arguments: [
        .init("new", placeholder: "<title>", expecting: "a title: new=Buy milk") { .setNewItemTitle($0) },
        .init("rename", placeholder: "<title>", expecting: "a title: rename=Buy oat milk") {
            $0.isEmpty ? nil : .renameTo($0)
        },
        .init("select", placeholder: "<row>", expecting: "a row number from 1: select=1 selects the first item") {
            Int($0).flatMap { $0 >= 1 ? .select(index: $0 - 1) : nil }
        },
    ])
