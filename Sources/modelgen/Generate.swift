/// `modelgen generate`: writes the Swift files of a schema folder.
struct Generate: Subcommand {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate Swift files from a schema folder.",
        discussion: "Writes only files whose contents change, and nothing when a schema has an error.",
        arguments: [SchemaFolderArgument.argument],
        options: GenerationOptions.options + [
            .flag("dry-run", help: "Print what would be written or deleted, and write nothing."),
            .flag("prune", help: "Delete generated files in the output folder whose schema no longer exists."),
        ] + LogOptions.options)

    var schemaFolder: String
    var generation: GenerationOptions
    var dryRun: Bool
    var prune: Bool
    var log: LogOptions

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
        schemaFolder = arguments.positionals[0]
        generation = try GenerationOptions(arguments, spec: Self.spec)
        dryRun = arguments.flag("dry-run")
        prune = arguments.flag("prune")
        log = try LogOptions(arguments, spec: Self.spec)
        if prune && generation.only != nil {
            throw CommandLineError(
                "--prune can't be used with --only: the rest of the output folder is other files' output",
                spec: Self.spec)
        }
    }

    func run() throws {
        let console = log.console
        let (plan, destination) = try generation.plan(for: schemaFolder, console: console)
        try applyOutputPlan(plan, prune: prune, dryRun: dryRun, console: console)
        if plan.isUpToDate { console.info("\(console.path(destination)) is up to date") }
    }
}
