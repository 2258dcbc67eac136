#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An example app's command: what its command line takes, and how it runs.
public protocol AppCommand: Sendable {
    /// The app's name, help and options.
    static var commandLine: AppCommandLine { get }

    /// The command the options' values ask for.
    ///
    /// - Throws: ``AppCommandLineError`` for a value the option doesn't take.
    init(_ options: AppOptionValues) throws(AppCommandLineError)

    /// Runs the app: a script, or the interactive UI.
    func run() async throws
}

extension AppCommand {
    /// The command `arguments`, the words after the app's name, ask for.
    ///
    /// - Throws: ``AppCommandLineError`` for a command line that can't be run.
    public init(arguments: [String]) throws(AppCommandLineError) {
        try self.init(Self.commandLine.values(in: arguments))
    }
}

/// Runs the app `arguments` ask for and exits, as an executable's `main`
/// does: `--help` prints the help; a command line that can't be run prints
/// why and the usage, and exits with status 64; a run that fails prints
/// the error and exits with status 1; the interactive UI's own status is
/// the exit status.
///
/// - Parameter prefix: What comes before the app's name in the usage line
///   (`examples` for `examples standups`), or nothing.
public func runAppCommand<Command: AppCommand>(
    _: Command.Type, arguments: [String], prefix: String = ""
) async -> Never {
    let commandLine = Command.commandLine
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
        print(commandLine.help, terminator: "")
        exit(0)
    }
    let app: Command
    do {
        app = try Command(arguments: arguments)
    } catch {
        let name = prefix.isEmpty ? commandLine.name : "\(prefix) \(commandLine.name)"
        writeToStandardError("error: \(error)\nusage: \(prefix.isEmpty ? "" : prefix + " ")\(commandLine.usage)\n")
        writeToStandardError("  See '\(name) --help' for more information.\n")
        exit(64)
    }
    do {
        try await app.run()
        exit(0)
    } catch let ended as TerminalExit {
        exit(ended.status)
    } catch {
        writeToStandardError("error: \(error)\n")
        exit(1)
    }
}

/// The interactive UI ended with a status other than 0 (a signal's).
public struct TerminalExit: Error {
    /// The status to exit with.
    public var status: Int32
}

/// Writes `text` to standard error.
public func writeToStandardError(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
