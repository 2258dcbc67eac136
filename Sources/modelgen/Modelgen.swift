import ArgumentParser
import Foundation

/// The `modelgen` command: generates Swift from YAML model schemas.
///
/// Exit statuses, the same for every subcommand:
/// - 0: success.
/// - 1: the schemas have errors, or a file couldn't be read or written; nothing was written.
/// - 2: `check` found generated files missing, different or left over, or
///   `graph --check` a diagram out of date.
/// - 64: a usage error, such as an unknown option or a missing output folder.
@main
struct Modelgen: ParsableCommand {
    /// The subcommands and the help text.
    static let configuration = CommandConfiguration(
        commandName: "modelgen",
        abstract: "Generate Swift models from YAML model schemas.",
        discussion: """
            Each *.yaml or *.yml file under the schema folder becomes one Swift file with \
            the same relative path in the output folder. An optional modelgen.yaml at the \
            folder's root sets module, access, imports and output; flags override it. \
            Nothing is written when there is an error.

            EXIT STATUS
              0   success
              1   the schemas have errors, or a file can't be read or written
              2   check: generated files are missing, different or left over;
                  graph --check: a diagram in a Markdown file is out of date
              64  usage error (unknown option, missing output folder, ...)
            """,
        version: "0.1.0",
        subcommands: [Generate.self, Check.self, Lint.self, Graph.self, Schema.self]
    )

    /// Runs the command line and exits with its status.
    static func main() {
        exit(withError: ExitCode(execute(Array(CommandLine.arguments.dropFirst()))))
    }

    /// Parses and runs `arguments` in ``CommandEnvironment/current``, printing
    /// what argument-parser would (help, version, usage errors) there too.
    ///
    /// - Returns: The exit status; usage errors are always 64, whatever
    ///   argument-parser's platform default.
    static func execute(_ arguments: [String]) -> Int32 {
        let environment = CommandEnvironment.current
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return ExitCode.success.rawValue
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let write = status.isSuccess ? environment.writeOutput : environment.writeError
                write(message + "\n")
            }
            return status == .validationFailure ? ExitCode.usageError.rawValue : status.rawValue
        }
    }
}

extension ExitCode {
    /// The schemas have errors, or a file couldn't be read or written.
    static let schemaErrors = ExitCode(1)
    /// `check` found stale output.
    static let staleOutput = ExitCode(2)
    /// The command line asks for something impossible; argument-parser's own
    /// usage errors exit with this status too (`EX_USAGE`).
    static let usageError = ExitCode(64)
}
