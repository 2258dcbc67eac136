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
enum Modelgen {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// What `modelgen --help` says before the list of subcommands.
    static let abstract = "Generate Swift models from YAML model schemas."
    static let discussion = """
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
        """

    /// The subcommands, in the order help lists them.
    static let subcommands: [any Subcommand.Type] = [Generate.self, Check.self, Lint.self, Graph.self, Schema.self]

    /// Runs the command line and exits with its status.
    static func main() {
        exit(execute(Array(CommandLine.arguments.dropFirst())))
    }

    /// Reads and runs `arguments` in ``CommandEnvironment/current``: help
    /// and the version go to its output, a failure's error line to its errors.
    ///
    /// - Returns: The exit status: 0, a failure's ``CommandFailure/Kind/exitCode``,
    ///   or 64 for a command line that doesn't fit its command.
    static func execute(_ arguments: [String]) -> Int32 {
        let environment = CommandEnvironment.current
        let help = renderHelp(abstract: abstract, discussion: discussion, subcommands: subcommands.map { $0.spec })
        guard var name = arguments.first else {
            environment.writeError("error: give a subcommand\n\n" + help)
            return usageError
        }
        var rest = Array(arguments.dropFirst())
        switch name {
        case "-h", "--help":
            environment.writeOutput(help)
            return 0
        case "--version":
            environment.writeOutput(version + "\n")
            return 0
        case "help":
            guard let topic = rest.first else {
                environment.writeOutput(help)
                return 0
            }
            (name, rest) = (topic, ["--help"])
        default:
            break
        }
        guard let command = subcommands.first(where: { $0.spec.name == name }) else {
            let names = subcommands.map { $0.spec.name }.joined(separator: ", ")
            environment.writeError("error: unknown subcommand '\(name)'; modelgen has \(names)\n")
            return usageError
        }
        if rest.contains(where: { $0 == "-h" || $0 == "--help" }) {
            environment.writeOutput(renderHelp(for: command.spec))
            return 0
        }
        do {
            try command.init(ParsedArguments(rest, for: command.spec)).run()
            return 0
        } catch let error as CommandLineError {
            environment.writeError(
                "error: \(error.message)\nusage: \(usageLine(for: error.spec))\n"
                    + "  See 'modelgen \(error.spec.name) --help' for more information.\n")
            return usageError
        } catch let failure as CommandFailure {
            Console(quiet: false, verbose: false).error(failure.message)
            return failure.kind.exitCode
        } catch {
            Console(quiet: false, verbose: false).error("\(error)")
            return CommandFailure.Kind.errors.exitCode
        }
    }

    /// The status of a command line that asks for something that isn't
    /// there or can't be done (`EX_USAGE`).
    static let usageError: Int32 = 64
}

/// A subcommand of `modelgen`: what its command line may hold, and what it does.
protocol Subcommand: Sendable {
    /// Its name, arguments and options, and their help.
    static var spec: CommandSpec { get }

    /// The command as `arguments`, read against ``spec``, ask for it.
    ///
    /// - Throws: A ``CommandLineError`` for options that don't go together
    ///   or values that aren't any the option takes.
    init(_ arguments: ParsedArguments) throws(CommandLineError)

    /// Does what the command is for.
    ///
    /// - Throws: A ``CommandFailure``, which gives the exit status.
    func run() throws
}

extension CommandFailure.Kind {
    /// The status a command that fails this way exits with: the one place a
    /// failure becomes a status, as the list above and EXIT STATUS give them.
    var exitCode: Int32 {
        switch self {
        case .errors: 1
        case .staleOutput: 2
        case .usage: Modelgen.usageError
        }
    }
}
