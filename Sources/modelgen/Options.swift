import ArgumentParser
import Foundation
import ModelGen
import ModelSchema

/// How much a command prints, and how it names files.
struct LogOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print errors only.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "List every file read and written.")
    var verbose = false

    @Flag(
        help: ArgumentHelp(
            "Name files by absolute paths, in messages and in generated files.",
            discussion: """
                By default a path inside the current directory is printed relative to it. Builds \
                that run modelgen in a directory of their own pass this, so that errors and \
                #sourceLocation name real files wherever the build log is read.
                """))
    var absolutePaths = false

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose can't be used together") }
    }

    /// The console these options describe.
    var console: Console { Console(quiet: quiet, verbose: verbose, absolutePaths: absolutePaths) }
}

/// The schema folder argument.
struct SchemaFolderArgument: ParsableArguments {
    @Argument(help: "The schema folder: *.yaml and *.yml files, and an optional modelgen.yaml.")
    var schemaFolder: String
}

/// How many schema files a command works on at once.
struct JobsOption: ParsableArguments {
    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "How many schema files to work on at once; default: the number of active processors.",
            discussion: """
                Files are read, parsed, generated and compared on that many threads; 1 works through \
                them one after another. Output and messages are the same either way, and a set too \
                small to pay for threads is worked through on one.
                """,
            valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// The number of threads to use.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}

/// What `generate` and `check` need beyond the schema folder.
struct GenerationOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The folder generated files go to; default: 'output:' of modelgen.yaml.", valueName: "dir"))
    var output: String?

    @Option(help: "The access level of generated declarations; overrides modelgen.yaml.")
    var access: AccessLevel?

    @Option(
        help: ArgumentHelp(
            "Only the Swift file of this schema file, a path relative to the schema folder.",
            discussion: """
                The whole set is still read and checked, since names resolve across it; other \
                files in the output folder are left alone. For builds that run one command per \
                schema file.
                """,
            valueName: "path"))
    var only: String?

    @OptionGroup var jobs: JobsOption

    /// Compiles `schemaFolder`, generates its Swift (or, with `--only`, one
    /// file's), and compares that with the output folder.
    ///
    /// - Throws: An errors failure for schema errors, a usage failure when
    ///   there is no output folder or `--only` names no schema file of the set.
    func plan(for schemaFolder: String, console: Console) throws(CommandFailure) -> (plan: OutputPlan, folder: URL) {
        let jobs = jobs.count
        let set = try compileSchemaFolder(schemaFolder, access: access, jobs: jobs, console: console)
        let folder = try outputFolder(option: output, set: set, schemaFolder: schemaFolder, console: console)
        let schemaPaths = Dictionary(
            set.files.map { ($0.outputPath, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        guard let only else {
            let files = generateSwift(for: set, jobs: jobs)
            return (
                OutputPlan(files: files, schemaPaths: schemaPaths, folder: folder, jobs: jobs, console: console),
                folder
            )
        }
        let file = try schemaFile(only, of: set, schemaFolder: schemaFolder, console: console)
        let plan = OutputPlan(
            files: [generateSwift(for: file, in: set)], schemaPaths: schemaPaths, folder: folder,
            lookingForLeftovers: false, jobs: 1, console: console)
        return (plan, folder)
    }
}

extension AccessLevel: ExpressibleByArgument {}
