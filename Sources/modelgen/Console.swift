import Foundation
import ModelSchema

/// Where a command's messages go: diagnostics and errors to standard error,
/// progress to standard output, as `--quiet` and `--verbose` allow; and how
/// they name files.
struct Console {
    /// Only errors.
    var quiet: Bool
    /// Every file read and written too.
    var verbose: Bool
    /// Name every file by its absolute path, never relative to the current
    /// directory: for builds whose current directory isn't the user's.
    var absolutePaths = false

    /// The path to print for a file, in messages and in generated files:
    /// absolute with ``absolutePaths``, else as
    /// ``CommandEnvironment/printablePath(_:)`` gives it.
    func path(_ url: URL) -> String {
        absolutePaths ? url.standardizedFileURL.path : CommandEnvironment.current.printablePath(url)
    }

    /// Prints diagnostics, leaving warnings out when quiet.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where !quiet || diagnostic.severity == .error {
            printError(diagnostic.description)
        }
    }

    /// Prints an error that has no place in a schema.
    func error(_ message: String) {
        printError("error: \(message)")
    }

    /// Prints a warning that has no place in a schema, unless quiet.
    func warning(_ message: String) {
        if !quiet { printError("warning: \(message)") }
    }

    /// Prints progress unless quiet.
    func info(_ message: String) {
        if !quiet { CommandEnvironment.current.writeOutput(message + "\n") }
    }

    /// Prints a detail when verbose.
    func detail(_ message: String) {
        if verbose { CommandEnvironment.current.writeOutput(message + "\n") }
    }

    /// Prints a command's result, such as a diff, whatever the verbosity.
    func output(_ text: String) {
        CommandEnvironment.current.writeOutput(text)
    }

    private func printError(_ text: String) {
        CommandEnvironment.current.writeError(text + "\n")
    }
}
