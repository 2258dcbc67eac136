import ArgumentParser

/// The `modelgen` command: generates Swift from YAML model schemas.
///
/// Exit statuses, the same for every subcommand:
/// - 0: success.
/// - 1: the schemas have errors, or a file couldn't be read or written; nothing was written.
/// - 2: `check` found generated files missing, different or left over.
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
            folder's root sets module, access, imports and output; flags override it.

            EXIT STATUS
              0   success
              1   the schemas have errors, or a file couldn't be read or written; nothing was written
              2   check: generated files are missing, different or left over
              64  usage error (unknown option, missing output folder, ...)
            """,
        version: "0.1.0",
        subcommands: [Generate.self, Check.self, Lint.self, Schema.self]
    )
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
