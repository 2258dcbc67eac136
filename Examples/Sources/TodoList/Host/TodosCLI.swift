import ArgumentParser
import TerminalUI

/// The `todos` command: the to-do list in the terminal, or a script of its
/// commands.
public struct TodosCLI: AsyncParsableCommand {
    /// The name, and the help that lists the keys and script commands.
    public static let configuration = CommandConfiguration(
        commandName: "todos",
        abstract: "A to-do list with undo and redo, a completed count, and a filter.",
        discussion: """
            Keys: \(TodoListSession.browsingKeys).

            Script commands, separated by commas: \(todoScript.help). Rows count from 1.
            """)

    /// The commands to run instead of the interactive UI.
    @Option(
        help: .script,
        transform: { try Script($0, in: todoScript) })
    var script: Script<TodoCommand>?

    /// Creates the command with its defaults; ArgumentParser fills it in.
    public init() {}

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        try await runTerminalApp(TodoListSession(), script: script?.steps, timeout: .seconds(5))
    }
}
