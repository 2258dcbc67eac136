import Foundation

extension SchemaFolder {
    /// The schema folder of a target whose files don't live in a folder of
    /// its own (an Xcode target lists files from anywhere in the project),
    /// and what would make `modelgen` read it other than the target says.
    ///
    /// The folder is the one holding the target's `modelgen.yaml`, which
    /// `modelgen` reads at a schema folder's root; without one, the innermost
    /// folder holding all the target's `*.yaml` and `*.yml` files. `modelgen`
    /// reads every such file under that folder, so each must be a file of the
    /// target: one that isn't would be read (its names resolved against) but
    /// get no build command, and its edits wouldn't rerun any.
    ///
    /// - Returns: `nil` when the target has no YAML file at all.
    static func locate(among files: [URL]) -> (folder: SchemaFolder, problems: [Problem])? {
        let yaml = files.filter { ["yaml", "yml"].contains($0.pathExtension) }
        guard !yaml.isEmpty else { return nil }
        // The shallowest modelgen.yaml, should there be more than one (a problem).
        let configs = yaml.filter { $0.lastPathComponent == "modelgen.yaml" }
            .sorted { $0.standardizedFileURL.pathComponents.count < $1.standardizedFileURL.pathComponents.count }
        let root = configs.first?.deletingLastPathComponent() ?? innermostFolder(holding: yaml)
        let folder = SchemaFolder(root: root, files: files)
        let prefix = folderPrefix(root)
        var problems: [Problem] = []
        for config in configs.dropFirst() {
            problems.append(
                Problem(
                    file: config,
                    message: "the target has \(configs.count) files named modelgen.yaml; a schema folder has one, "
                        + "at its root (\(root.path)): remove the others from the target"))
        }
        for file in yaml where !file.standardizedFileURL.path.hasPrefix(prefix) {
            problems.append(
                Problem(
                    file: file,
                    message: "'\(file.path)' is outside the schema folder \(root.path), where the target's "
                        + "modelgen.yaml is, and modelgen reads only that folder: move it there"))
        }
        let listed = Set(yaml.map { $0.standardizedFileURL.path })
        for path in yamlFiles(under: root) where !listed.contains(prefix + path) {
            problems.append(
                Problem(
                    file: root.appending(path: path),
                    message: "modelgen reads every *.yaml and *.yml under \(root.path), and '\(path)' isn't a file "
                        + "of the target: add it to the target, or move it out of the folder"))
        }
        return (folder, problems)
    }

    /// The schema folder `Schemas/<target>` next to an Xcode project, read
    /// from the disk, or `nil` when there is none.
    ///
    /// Its schemas are files of no target, so Xcode never copies them into
    /// the app's bundle, as it does the YAML files of an app target. It is the
    /// layout `generate-models` reads in an Xcode project too.
    ///
    /// - Parameters:
    ///   - target: The target's name.
    ///   - project: The folder that holds the `.xcodeproj`.
    ///   - targetFiles: The target's own files, for the generated files'
    ///     names against its Swift files (``clashes()``).
    static func projectSchemas(of target: String, in project: URL, targetFiles: [URL]) -> SchemaFolder? {
        let root = project.appending(path: "Schemas").appending(path: target)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        let prefix = folderPrefix(root)
        let others = targetFiles.filter { !$0.standardizedFileURL.path.hasPrefix(prefix) }
        return SchemaFolder(root: root, files: yamlFiles(under: root).map { root.appending(path: $0) } + others)
    }

    /// The deepest folder that holds every one of `files`, however deep.
    private static func innermostFolder(holding files: [URL]) -> URL {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        var common = folders[0]
        for components in folders.dropFirst() {
            let shared = zip(common, components).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"), isDirectory: true)
    }

    /// The paths, relative to `folder`, of the `*.yaml` and `*.yml` files
    /// `modelgen` would read there: hidden files and folders skipped, as it does.
    private static func yamlFiles(under folder: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let path = walk.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walk.skipDescendants()
            } else if ["yaml", "yml"].contains((name as NSString).pathExtension) {
                paths.append(path)
            }
        }
        return paths
    }
}
