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
    /// what argument-parser would (help, version, usage errors) there too,
    /// and the error line of a command's ``CommandFailure``.
    ///
    /// - Returns: The exit status: a failure's ``CommandFailure/Kind/exitCode``;
    ///   argument-parser's usage errors are always 64, whatever its platform default.
    static func execute(_ arguments: [String]) -> Int32 {
        let environment = CommandEnvironment.current
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return ExitCode.success.rawValue
        } catch let failure as CommandFailure {
            Console(quiet: false, verbose: false).error(failure.message)
            return failure.kind.exitCode.rawValue
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

extension CommandFailure.Kind {
    /// The status a command that fails this way exits with: the one place a
    /// failure becomes a status, as the list above and EXIT STATUS give them.
    var exitCode: ExitCode {
        switch self {
        case .errors: ExitCode(1)
        case .staleOutput: ExitCode(2)
        case .usage: .usageError
        }
    }
}

extension ExitCode {
    /// The command line asks for something that isn't there or can't be
    /// done, argument-parser's usage errors included (`EX_USAGE`).
    static let usageError = ExitCode(64)
}
