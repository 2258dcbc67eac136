import ArgumentParser
import Foundation
import ModelGen
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

/// What `generate` and `check` need beyond the schema folder.
struct GenerationOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The folder generated files go to; default: 'output:' of modelgen.yaml.", valueName: "dir"))
    var output: String?

    @Option(help: "The access level of generated declarations; overrides modelgen.yaml.")
    var access: AccessLevel?

    /// Compiles `schemaFolder`, generates its Swift, and compares that with
    /// the output folder.
    ///
    /// - Throws: `ExitCode.schemaErrors` for schema errors, `ExitCode.usageError`
    ///   when there is no output folder.
    func plan(for schemaFolder: String, console: Console) throws -> (plan: OutputPlan, folder: URL) {
        let set = try compileSchemaFolder(schemaFolder, access: access, console: console)
        let folder = try outputFolder(option: output, set: set, schemaFolder: schemaFolder, console: console)
        let files = generateSwift(for: set, options: GeneratorOptions(access: set.access, imports: set.imports))
        return (try OutputPlan(files: files, folder: folder, console: console), folder)
    }
}

extension AccessLevel: ExpressibleByArgument {}
