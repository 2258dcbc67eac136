import Foundation
import PackagePlugin

/// Generates a target's models in the build, from the YAML schemas in the
/// target's own folder: nothing generated is committed or lands in the
/// source tree.
///
/// One build command per schema file, each writing that file's Swift into
/// the plugin's work directory (`modelgen generate --only`), so a changed
/// schema rewrites only the outputs whose bytes change and the compiler
/// redoes only those. Names resolve across the whole set, so every command
/// reads every schema and `modelgen.yaml`, and all of them are its declared
/// inputs: a build with no change runs no command, and one that adds, edits
/// or deletes a schema reruns them all.
@main
struct ModelGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = SchemaFolder(target: target)
        guard !folder.schemas.isEmpty else {
            Diagnostics.warning(
                "ModelGenPlugin: target '\(target.name)' has no *.yaml or *.yml schema in \(target.directoryURL.path)")
            return []
        }
        let clashes = folder.clashes()
        guard clashes.isEmpty else {
            // Reported before any command exists: SwiftPM would otherwise
            // stop at two commands, or two sources, producing one object file.
            for clash in clashes {
                Diagnostics.error(
                    "ModelGenPlugin: target '\(target.name)': \(clash.message)", file: clash.file.path, line: 1)
            }
            return []
        }
        let modelgen = try context.tool(named: "modelgen").url
        let output = context.pluginWorkDirectoryURL
        let inputs = folder.schemas.map(\.url) + [folder.config].compactMap { $0 }
        return folder.schemas.map { schema in
            .buildCommand(
                displayName: "Generating \(schema.outputPath) from \(schema.path)",
                executable: modelgen,
                arguments: [
                    "generate", target.directoryURL.path, "--output", output.path, "--only", schema.path,
                    // Builds print command output: only errors belong there. They run in
                    // the root package's folder, so paths relative to it would name
                    // files the user's terminal or IDE can't open.
                    "--quiet", "--absolute-paths",
                    // The build runs these commands side by side already, one per processor.
                    "--jobs", "1",
                ],
                inputFiles: inputs,
                outputFiles: [output.appending(path: schema.outputPath)])
        }
    }
}
