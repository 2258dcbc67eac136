import Foundation
import PackagePlugin

/// A target whose schemas are at `Schemas/<Target>` in the package's or
/// project's folder (the root), and whose generated Swift goes to its folder's
/// `Generated`, both as paths relative to the root.
struct SchemaSet {
    /// The target's name.
    var target: String
    /// `Schemas/<Target>`.
    var schemaFolder: String
    /// The target's folder and `Generated`: `Sources/<Target>/Generated` in a
    /// package, `<Target>/Generated` in an Xcode project.
    var outputFolder: String

    /// The set of the target `target`, whose own folder is `targetFolder`,
    /// or `nil` when `root` has no `Schemas/<target>` folder.
    ///
    /// - Throws: When there is a schema folder but no target folder to write to.
    init?(target: String, targetFolder: URL, root: URL) throws {
        let schemaFolder = root.appending(path: "Schemas").appending(path: target)
        guard Self.isFolder(schemaFolder) else { return nil }
        let output = targetFolder.appending(path: "Generated")
        guard Self.isFolder(targetFolder) else {
            throw CommandError(
                "target '\(target)' has schemas in \(Self.relativePath(schemaFolder, in: root)) but no folder "
                    + "\(Self.relativePath(targetFolder, in: root)), where generate-models writes its Generated folder")
        }
        self.target = target
        self.schemaFolder = Self.relativePath(schemaFolder, in: root)
        self.outputFolder = Self.relativePath(output, in: root)
    }

    /// The package's source targets named (all when `names` is empty) that
    /// have a schema folder.
    ///
    /// - Throws: When a name isn't a source target of the package, a named
    ///   target has no schema folder, or no target has one.
    static func all(in package: Package, named names: [String]) throws -> [SchemaSet] {
        let targets = package.targets.compactMap { $0 as? SourceModuleTarget }
        for name in names where !targets.contains(where: { $0.name == name }) {
            throw CommandError("no source target '\(name)' in package '\(package.displayName)'")
        }
        var sets: [SchemaSet] = []
        for target in targets where names.isEmpty || names.contains(target.name) {
            guard
                let set = try SchemaSet(
                    target: target.name, targetFolder: target.directoryURL, root: package.directoryURL)
            else {
                if names.contains(target.name) {
                    throw CommandError(
                        "target '\(target.name)' has no schema folder: put its schemas in Schemas/\(target.name)")
                }
                continue
            }
            sets.append(set)
        }
        guard !sets.isEmpty else {
            throw CommandError("no target of package '\(package.displayName)' has a schema folder Schemas/<Target>")
        }
        return sets
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// `url`'s path relative to `root` when inside it, else absolute.
    private static func relativePath(_ url: URL, in root: URL) -> String {
        let root = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
