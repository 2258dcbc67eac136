import ArgumentParser
import ModelSchema

/// `modelgen lint`: validates a schema folder.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Validate a schema folder, writing nothing.")

    @OptionGroup var folder: SchemaFolderArgument
    @OptionGroup var jobs: JobsOption
    @OptionGroup var log: LogOptions

    func run() throws {
        let set = try compileSchemaFolder(folder.schemaFolder, access: nil, jobs: jobs.count, console: log.console)
        let count = set.files.count
        log.console.info("\(set.root): \(count) schema file\(count == 1 ? "" : "s"), no errors")
    }
}
