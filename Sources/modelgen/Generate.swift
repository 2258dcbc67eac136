import ArgumentParser

/// `modelgen generate`: writes the Swift files of a schema folder.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift files from a schema folder.",
        discussion: "Writes only files whose contents change, and nothing when a schema has an error.")

    @OptionGroup var folder: SchemaFolderArgument
    @OptionGroup var generation: GenerationOptions

    @Flag(help: "Print what would be written or deleted, and write nothing.")
    var dryRun = false

    @Flag(help: "Delete generated files in the output folder whose schema no longer exists.")
    var prune = false

    @OptionGroup var log: LogOptions

    func validate() throws {
        if prune && generation.only != nil {
            throw ValidationError(
                "--prune can't be used with --only: the rest of the output folder is other files' output")
        }
    }

    func run() throws {
        let console = log.console
        let (plan, destination) = try generation.plan(for: folder.schemaFolder, console: console)
        try applyOutputPlan(plan, prune: prune, dryRun: dryRun, console: console)
        if plan.isUpToDate { console.info("\(console.path(destination)) is up to date") }
    }
}
