import Foundation
import ModelSchema

/// `modelgen check`: fails when the output folder isn't what `generate` would write.
struct Check: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check that generated files are up to date, writing nothing.",
        discussion: """
            Prints a unified diff and exits with status 2 when a generated file is missing, \
            different, or left over (it carries the modelgen header but its schema is gone).
            """,
        arguments: [SchemaFolderArgument.argument],
        options: GenerationOptions.options + LogOptions.options)

    var schemaFolder: String
    var generation: GenerationOptions
    var log: LogOptions

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
        schemaFolder = arguments.positionals[0]
        generation = try GenerationOptions(arguments, spec: Self.spec)
        log = try LogOptions(arguments, spec: Self.spec)
    }

    func run() throws {
        let console = log.console
        let (plan, destination) = try generation.plan(for: schemaFolder, console: console)
        guard plan.problems.isEmpty else {
            throw reportOutputProblems(plan.problems, folders: [plan.folder], console: console)
        }
        for entry in plan.unchanged {
            console.detail("up to date \(entry.displayPath)")
        }
        guard !plan.isUpToDate else {
            console.info("\(console.path(destination)) is up to date")
            return
        }
        let stale = plan.writes + plan.leftovers
        let bytes = stale.reduce(0) { $0 + ($1.current?.count ?? 0) + ($1.wanted?.count ?? 0) }
        let jobs = bytes >= OutputPlan.minimumConcurrentBytes ? generation.jobs.count : 1
        let diffs = mapConcurrently(stale, jobs: jobs) { entry in
            unifiedDiff(
                old: entry.current.map { String(decoding: $0, as: UTF8.self) } ?? "",
                new: entry.wanted.map { String(decoding: $0, as: UTF8.self) } ?? "",
                oldPath: entry.current == nil ? "/dev/null" : entry.displayPath,
                newPath: entry.wanted == nil ? "/dev/null" : entry.displayPath)
        }
        for diff in diffs {
            console.output(diff)
        }
        let count = plan.writes.count + plan.leftovers.count
        throw CommandFailure.staleOutput(
            "\(count) generated file\(count == 1 ? " is" : "s are") out of date; run 'modelgen generate\(plan.leftovers.isEmpty ? "" : " --prune")'"
        )
    }
}
