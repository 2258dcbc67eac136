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
            """,
        options: [.script])

    /// The commands to run instead of the interactive UI.
    var script: Script<TodoCommand>?

    /// The command the options ask for.
    public init(_ options: AppOptionValues) throws(AppCommandLineError) {
        script = try options.value("script") { try Script($0, in: todoScript) }
    }

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        try await runTerminalApp(TodoListSession(), script: script?.steps, timeout: .seconds(5))
    }
}
