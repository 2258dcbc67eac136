import Foundation
import ModelPersistence
import TerminalUI

/// The `todos` command: the to-do list in the terminal, or a script of its
/// commands.
public struct TodosCLI: AppCommand {
    /// The name, the help that lists the keys and script commands, and the options.
    public static let commandLine = AppCommandLine(
        name: "todos",
        abstract: "A to-do list with undo and redo, a completed count, and a filter.",
        discussion: """
            Keys: \(TodoListSession.browsingKeys).

            Script commands, separated by commas: \(todoScript.help). Rows count from 1.

            The list is kept in todos.json in the data folder, and whether completed items are hidden in \
            its AppStorage folder; both are there the next time. A script's are kept in memory unless \
            --data names a folder.
            """,
        options: [
            .script,
            .init(
                "data", valueName: "folder",
                help: "Where the list is kept (default: $XDG_DATA_HOME/todos, or in ~/.local/share)."),
        ])

    /// The commands to run instead of the interactive UI.
    var script: Script<TodoCommand>?
    /// The folder the list is kept in.
    var data: String?

    /// The command the options ask for.
    public init(_ options: AppOptionValues) throws(AppCommandLineError) {
        script = try options.value("script") { try Script($0, in: todoScript) }
        data = options["data"]
    }

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        let storage =
            data.map { PersistentStorage(folder: $0) }
            ?? (script == nil ? PersistentStorage(folder: Self.defaultFolder) : .inMemory())
        // Saved before the command returns, whatever the saver's delay.
        defer { storage.flush() }
        try await runTerminalApp(TodoListSession(storage: storage), script: script?.steps, timeout: .seconds(5))
    }

    /// `todos` beside the live storage's folder: `$XDG_DATA_HOME/todos`, or in `~/.local/share`.
    static var defaultFolder: String {
        (PersistentStorage.defaultFolder as NSString).deletingLastPathComponent + "/todos"
    }
}
