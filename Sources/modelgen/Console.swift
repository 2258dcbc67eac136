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

    /// How messages show a file or folder: relative to the current
    /// directory when inside it, so the shell that ran modelgen can use the
    /// path as printed; else, or with ``absolutePaths``, absolute.
    func path(_ url: URL) -> DisplayPath {
        DisplayPath(url, relativeTo: absolutePaths ? nil : CommandEnvironment.current.currentDirectory)
    }

    /// How a schema folder is shown, in messages and in the files generated
    /// from it: relative to the package that holds it, so that generated
    /// files are the same from any current directory and name what the
    /// compiler, running at the package root, finds; outside a package, or
    /// with ``absolutePaths``, as ``path(_:)`` shows it.
    func schemaFolderPath(_ url: URL) -> DisplayPath {
        guard !absolutePaths, let package = findPackageRoot(of: url) else { return path(url) }
        return DisplayPath(url, relativeTo: package)
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
