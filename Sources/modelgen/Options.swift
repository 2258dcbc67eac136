import Foundation
import ModelGen
import ModelSchema

/// How much a command prints, and how it names files.
struct LogOptions {
    /// The options, for a command's spec.
    static let options: [OptionSpec] = [
        .flag("quiet", short: "q", help: "Print errors only."),
        .flag("verbose", short: "v", help: "List every file read and written."),
        .flag(
            "absolute-paths",
            help: """
                Name files by absolute paths, in messages and in generated files. By default a path \
                inside the current directory is printed relative to it. Builds that run modelgen in a \
                directory of their own pass this, so that errors and #sourceLocation name real files \
                wherever the build log is read.
                """),
    ]

    var quiet: Bool
    var verbose: Bool
    var absolutePaths: Bool

    /// The options as `arguments` give them.
    ///
    /// - Throws: A ``CommandLineError`` when both `--quiet` and `--verbose` are given.
    init(_ arguments: ParsedArguments, spec: CommandSpec) throws(CommandLineError) {
        quiet = arguments.flag("quiet")
        verbose = arguments.flag("verbose")
        absolutePaths = arguments.flag("absolute-paths")
        if quiet && verbose { throw CommandLineError("--quiet and --verbose can't be used together", spec: spec) }
    }

    /// The console these options describe.
    var console: Console { Console(quiet: quiet, verbose: verbose, absolutePaths: absolutePaths) }
}

/// The schema folder argument.
enum SchemaFolderArgument {
    /// The argument, for a command's spec.
    static let argument = ArgumentSpec(
        name: "schema-folder", help: "The schema folder: *.yaml and *.yml files, and an optional modelgen.yaml.")

    /// The same argument where a command may go without it (`graph --markdown`).
    static let optional = ArgumentSpec(name: argument.name, help: argument.help, isOptional: true)
}

/// How many schema files a command works on at once.
struct JobsOption {
    /// The option, for a command's spec.
    static let option = OptionSpec.value(
        "jobs", short: "j", valueName: "n",
        help: """
            How many schema files to work on at once; default: the number of active processors. \
            Files are read, parsed, generated and compared on that many threads; 1 works through \
            them one after another. Output and messages are the same either way, and a set too \
            small to pay for threads is worked through on one.
            """)

    /// The number of threads to use.
    var count: Int

    /// The option as `arguments` give it.
    ///
    /// - Throws: A ``CommandLineError`` when it isn't a whole number of at least 1.
    init(_ arguments: ParsedArguments, spec: CommandSpec) throws(CommandLineError) {
        guard let text = arguments.value("jobs") else {
            count = ProcessInfo.processInfo.activeProcessorCount
            return
        }
        guard let jobs = Int(text), jobs >= 1 else {
            throw CommandLineError("--jobs must be a whole number of at least 1, not '\(text)'", spec: spec)
        }
        count = jobs
    }
}

/// What `generate` and `check` need beyond the schema folder.
struct GenerationOptions {
    /// The options, for a command's spec.
    static let options: [OptionSpec] = [
        .value(
            "output", valueName: "dir",
            help: "The folder generated files go to; default: 'output:' of modelgen.yaml."),
        .value(
            "access", valueName: "access",
            help: "The access level of generated declarations (internal, package or public); overrides modelgen.yaml."),
        .value(
            "only", valueName: "path",
            help: """
                Only the Swift file of this schema file, a path relative to the schema folder. The \
                whole set is still read and checked, since names resolve across it; other files in \
                the output folder are left alone. For builds that run one command per schema file.
                """),
        JobsOption.option,
    ]

    var output: String?
    var access: AccessLevel?
    var only: String?
    var jobs: JobsOption

    /// The options as `arguments` give them.
    ///
    /// - Throws: A ``CommandLineError`` for an access level or job count that isn't one.
    init(_ arguments: ParsedArguments, spec: CommandSpec) throws(CommandLineError) {
        output = arguments.value("output")
        access = try arguments.value("access", as: AccessLevel.self, spec: spec)
        only = arguments.value("only")
        jobs = try JobsOption(arguments, spec: spec)
    }

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
