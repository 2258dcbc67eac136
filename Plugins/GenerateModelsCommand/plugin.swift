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
///
/// In an Xcode project the same command runs from the project navigator's
/// context menu, on `Schemas/<Target>` next to the `.xcodeproj`, writing
/// `<Target>/Generated`. Both ways end in ``generate(_:check:modelgen:in:fix:)``.
@main
struct GenerateModelsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (names, check) = try Self.parse(arguments)
        let sets = try SchemaSet.all(in: context.package, named: names)
        try generate(
            sets, check: check, modelgen: try context.tool(named: "modelgen").url, in: context.package.directoryURL,
            fix: "run 'swift package generate-models' and commit the result")
    }
}

extension GenerateModelsCommand {
    /// The targets named with `--target` and whether `--check` was given.
    ///
    /// - Throws: On any other argument.
    static func parse(_ arguments: [String]) throws -> (names: [String], check: Bool) {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw CommandError("unexpected arguments \(extractor.remainingArguments); usage: \(usage)")
        }
        return (names, check)
    }

    /// Runs `modelgen generate` (or `check`) on each set in `root`, whose
    /// relative paths they are.
    ///
    /// - Parameter fix: What to do when `--check` finds drift.
    /// - Throws: When `modelgen` fails for any set, naming them all.
    func generate(_ sets: [SchemaSet], check: Bool, modelgen: URL, in root: URL, fix: String) throws {
        var failures: [String] = []
        for set in sets {
            let arguments =
                check
                ? ["check", set.schemaFolder, "--output", set.outputFolder]
                // The Generated folder is modelgen's alone: files whose schema is
                // gone go too (--prune deletes only files with modelgen's header).
                : ["generate", set.schemaFolder, "--output", set.outputFolder, "--prune"]
            let status = try run(modelgen, arguments, in: root)
            if status != 0 { failures.append("\(set.target) (modelgen exited with status \(status))") }
        }
        guard failures.isEmpty else {
            throw CommandError(
                "generate-models\(check ? " --check" : "") failed for \(failures.joined(separator: ", "))"
                    + (check ? "; \(fix)" : ""))
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

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode project, from the project navigator's context menu. Xcode
    /// passes `--target` for each target ticked in its dialog, so a chosen
    /// target without `Schemas/<Target>` is passed over rather than refused.
    extension GenerateModelsCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let (names, check) = try Self.parse(arguments)
            let project = context.xcodeProject
            let targets = project.targets.map(\.displayName)
            for name in names where !targets.contains(name) {
                throw CommandError("no target '\(name)' in project '\(project.displayName)'")
            }
            let root = project.directoryURL
            let sets = try targets.filter { names.isEmpty || names.contains($0) }.compactMap {
                try SchemaSet(target: $0, targetFolder: root.appending(path: $0), root: root)
            }
            guard !sets.isEmpty else {
                throw CommandError(
                    "no target \(names.isEmpty ? "" : "chosen ")of project '\(project.displayName)' has a schema "
                        + "folder Schemas/<Target> next to the project")
            }
            try generate(
                sets, check: check, modelgen: try context.tool(named: "modelgen").url, in: root,
                fix: "run generate-models on the project again and commit the result")
        }
    }
#endif

/// How the command is used, for error messages.
let usage = "swift package generate-models [--target <name>]... [--check]"

/// An error that ends the command with a message and a non-zero status.
struct CommandError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
