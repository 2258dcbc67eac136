import Foundation
import PackagePlugin

/// Generates a target's models in the build, from its YAML schemas: nothing
/// generated is committed or lands in the source tree.
///
/// One build command per schema file, each writing that file's Swift into
/// the plugin's work directory (`modelgen generate --only`), so a changed
/// schema rewrites only the outputs whose bytes change and the compiler
/// redoes only those. Names resolve across the whole set, so every command
/// reads every schema and `modelgen.yaml`, and all of them are its declared
/// inputs: a build with no change runs no command, and one that adds, edits
/// or deletes a schema reruns them all.
///
/// A package target's schemas are the YAML files in its folder; an Xcode
/// target's are found among its files (``SchemaFolder/locate(among:)``).
/// Both then make their commands in ``buildCommands(for:target:problems:modelgen:output:)``.
@main
struct ModelGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let folder = SchemaFolder(root: target.directoryURL, files: target.sourceFiles.map(\.url))
        guard !folder.schemas.isEmpty else {
            Diagnostics.warning(
                "ModelGenPlugin: target '\(target.name)' has no *.yaml or *.yml schema in \(target.directoryURL.path)")
            return []
        }
        return buildCommands(
            for: folder, target: target.name, modelgen: try context.tool(named: "modelgen").url,
            output: context.pluginWorkDirectoryURL)
    }
}

extension ModelGenPlugin {
    /// The commands that generate `folder`'s schemas into `output`, or none
    /// when something would stop the build (`problems`, or two files that
    /// would compile under one name), each reported as an error at its file.
    ///
    /// - Parameters:
    ///   - target: The target's name, for messages.
    ///   - problems: What the caller found wrong with the folder already.
    ///   - modelgen: The `modelgen` executable.
    ///   - output: The plugin's work directory, where the generated Swift goes.
    func buildCommands(
        for folder: SchemaFolder, target: String, problems: [SchemaFolder.Problem] = [], modelgen: URL, output: URL
    ) -> [Command] {
        let problems = problems + folder.clashes()
        guard problems.isEmpty else {
            // Reported before any command exists: the build would otherwise
            // stop at two commands, or two sources, producing one object file.
            for problem in problems {
                Diagnostics.error(
                    "ModelGenPlugin: target '\(target)': \(problem.message)", file: problem.file.path, line: 1)
            }
            return []
        }
        let inputs = folder.schemas.map(\.url) + [folder.config].compactMap { $0 }
        return folder.schemas.map { schema in
            .buildCommand(
                displayName: "Generating \(schema.outputPath) from \(schema.path)",
                executable: modelgen,
                arguments: [
                    "generate", folder.root.path, "--output", output.path, "--only", schema.path,
                    // Builds print command output: only errors belong there. They run in
                    // a folder of the build's choosing, so paths relative to it would name
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

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode project: applied to an app (or any) target under Build
    /// Phases > Run Build Tool Plug-ins (Docs/Plugins.md). The schemas are
    /// those in `Schemas/<Target>` next to the project, which are no files of
    /// the target and so never bundle resources; without that folder, the
    /// target's own YAML files, in the folder of its `modelgen.yaml`.
    extension ModelGenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let modelgen = try context.tool(named: "modelgen").url
            let output = context.pluginWorkDirectoryURL
            if let folder = SchemaFolder.projectSchemas(
                of: target.displayName, in: context.xcodeProject.directoryURL, targetFiles: files)
            {
                return buildCommands(for: folder, target: target.displayName, modelgen: modelgen, output: output)
            }
            guard let located = SchemaFolder.locate(among: files),
                !located.folder.schemas.isEmpty || !located.problems.isEmpty
            else {
                Diagnostics.warning(
                    "ModelGenPlugin: target '\(target.displayName)' has no *.yaml or *.yml schema among its files, "
                        + "and there is no folder Schemas/\(target.displayName) next to the project")
                return []
            }
            for file in target.inputFiles where file.type == .resource && located.folder.isSchemaOrConfig(file.url) {
                Diagnostics.warning(
                    "ModelGenPlugin: '\(file.url.lastPathComponent)' is a resource of target "
                        + "'\(target.displayName)', so it is copied into the app: move the schemas to "
                        + "Schemas/\(target.displayName) next to the project, or the file to Compile Sources",
                    file: file.url.path, line: 1)
            }
            return buildCommands(
                for: located.folder, target: target.displayName, problems: located.problems, modelgen: modelgen,
                output: output)
        }
    }
#endif
