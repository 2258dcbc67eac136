import Foundation
import PackagePlugin

/// `swift package generate-models [--target <name>]... [--check]`: for teams
/// that commit generated code, writes the Swift of `Schemas/<Target>` into
/// the target's `Generated` folder, or with `--check` fails when what is
/// committed there isn't what would be written (for CI).
///
/// It runs `modelgen` in the package's folder, so the paths in generated
/// headers and `#sourceLocation` are relative to the package and the
/// committed bytes don't depend on who generated them where.
@main
struct GenerateModelsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw CommandError("unexpected arguments \(extractor.remainingArguments); usage: \(usage)")
        }
        let sets = try SchemaSet.all(in: context.package, named: names)
        let modelgen = try context.tool(named: "modelgen").url
        var failures: [String] = []
        for set in sets {
            let arguments =
                check
                ? ["check", set.schemaFolder, "--output", set.outputFolder]
                // The Generated folder is modelgen's alone: files whose schema is
                // gone go too (--prune deletes only files with modelgen's header).
                : ["generate", set.schemaFolder, "--output", set.outputFolder, "--prune"]
            let status = try run(modelgen, arguments, in: context.package.directoryURL)
            if status != 0 { failures.append("\(set.target) (modelgen exited with status \(status))") }
        }
        guard failures.isEmpty else {
            let fix = check ? "; run 'swift package generate-models' and commit the result" : ""
            throw CommandError(
                "generate-models\(check ? " --check" : "") failed for \(failures.joined(separator: ", "))\(fix)")
        }
    }

    /// Runs `executable` in `folder`, its output going where the plugin's goes.
    private func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// How the command is used, for error messages.
let usage = "swift package generate-models [--target <name>]... [--check]"

/// An error that ends the command with a message and a non-zero status.
struct CommandError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
