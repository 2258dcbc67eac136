import ModelSchema

/// `modelgen lint`: validates a schema folder.
struct Lint: Subcommand {
    static let spec = CommandSpec(
        name: "lint", abstract: "Validate a schema folder, writing nothing.",
        arguments: [SchemaFolderArgument.argument], options: [JobsOption.option] + LogOptions.options)

    var schemaFolder: String
    var jobs: JobsOption
    var log: LogOptions

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
        schemaFolder = arguments.positionals[0]
        jobs = try JobsOption(arguments, spec: Self.spec)
        log = try LogOptions(arguments, spec: Self.spec)
    }

    func run() throws {
        let set = try compileSchemaFolder(schemaFolder, access: nil, jobs: jobs.count, console: log.console)
        let count = set.files.count
        log.console.info("\(set.root): \(count) schema file\(count == 1 ? "" : "s"), no errors")
    }
}
