import Foundation

/// Runs `executable` with `arguments`, from `directory` when given, to its
/// end, and returns its exit status and what it printed, both streams
/// together. Blocks while it runs: call it on a thread of its own
/// (``onThreadOfItsOwn(_:)``) from async code.
public func runProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> (
    status: Int32, output: String
) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
}
