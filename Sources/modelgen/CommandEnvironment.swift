import Foundation

/// What a command reads from and writes to outside its arguments: the
/// current directory, standard output and standard error.
///
/// The process's own by default; tests run commands in-process with a
/// temporary directory and captured output by binding ``current``, so they
/// exercise the code they were built with, and run side by side.
struct CommandEnvironment: Sendable {
    /// The directory relative paths start from, and messages show paths from (``DisplayPath``).
    var currentDirectory: URL
    /// Writes text to standard output.
    var writeOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    var writeError: @Sendable (String) -> Void
    /// How `generate` changes the disk.
    var fileOperations = FileOperations.system

    /// The environment commands run in.
    @TaskLocal static var current = CommandEnvironment(
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        writeError: { text in FileHandle.standardError.write(Data(text.utf8)) })

    /// `path` as a file URL, a relative path taken from `base` (by default
    /// ``currentDirectory``).
    func url(forPath path: String, relativeTo base: URL? = nil) -> URL {
        let url =
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : (base ?? currentDirectory).appendingPathComponent(path)
        return url.standardizedFileURL
    }
}
