import ArgumentParser
import ModelSchema

/// How much a command prints.
struct LogOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print errors only.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "List every file read and written.")
    var verbose = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose can't be used together") }
    }

    /// The console these options describe.
    var console: Console { Console(quiet: quiet, verbose: verbose) }
}

/// The schema folder argument.
struct SchemaFolderArgument: ParsableArguments {
    @Argument(help: "The schema folder: *.yaml and *.yml files, and an optional modelgen.yaml.")
    var schemaFolder: String
}

/// Where generated files go.
struct OutputOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The folder generated files go to; default: 'output:' of modelgen.yaml.", valueName: "dir"))
    var output: String?
}

extension AccessLevel: ExpressibleByArgument {}
