import ArgumentParser
import ModelGen
import ModelSchema

/// `modelgen generate`: writes the Swift files of a schema folder.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate Swift files from a schema folder.",
        discussion: "Writes only files whose contents change, and nothing when a schema has an error.")

    @OptionGroup var folder: SchemaFolderArgument
    @OptionGroup var output: OutputOption

    @Option(help: "The access level of generated declarations; overrides modelgen.yaml.")
    var access: AccessLevel?

    @Flag(help: "Print what would be written or deleted, and write nothing.")
    var dryRun = false

    @Flag(help: "Delete generated files in the output folder whose schema no longer exists.")
    var prune = false

    @OptionGroup var log: LogOptions

    func run() throws {
        let console = log.console
        let set = try compileSchemaFolder(folder.schemaFolder, access: access, console: console)
        let destination = try outputFolder(option: output.output, set: set, schemaFolder: folder.schemaFolder, console: console)
        let files = generateSwift(for: set, options: GeneratorOptions(access: set.access, imports: set.imports))
        let plan = try OutputPlan(files: files, folder: destination, console: console)
        try applyOutputPlan(plan, prune: prune, dryRun: dryRun, console: console)
        if plan.writes.isEmpty && (plan.leftovers.isEmpty || !prune) {
            console.info("\(printablePath(destination)) is up to date")
        }
    }
}
