import Foundation
import PackagePlugin

/// A target whose schemas are at `Schemas/<Target>` in the package, and
/// whose generated Swift goes to its `Generated` folder, both as paths
/// relative to the package's folder.
struct SchemaSet {
    /// The target's name.
    var target: String
    /// `Schemas/<Target>`.
    var schemaFolder: String
    /// The target's folder and `Generated`: `Sources/<Target>/Generated`.
    var outputFolder: String

    /// The targets named (all when `names` is empty) that have a schema folder.
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
            let schemaFolder = package.directoryURL.appending(path: "Schemas").appending(path: target.name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: schemaFolder.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                if names.contains(target.name) {
                    throw CommandError(
                        "target '\(target.name)' has no schema folder: put its schemas in Schemas/\(target.name)")
                }
                continue
            }
            sets.append(
                SchemaSet(
                    target: target.name,
                    schemaFolder: relativePath(schemaFolder, in: package),
                    outputFolder: relativePath(target.directoryURL.appending(path: "Generated"), in: package)))
        }
        guard !sets.isEmpty else {
            throw CommandError("no target of package '\(package.displayName)' has a schema folder Schemas/<Target>")
        }
        return sets
    }

    /// `url`'s path relative to the package's folder when inside it, else absolute.
    private static func relativePath(_ url: URL, in package: Package) -> String {
        let root = package.directoryURL.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
