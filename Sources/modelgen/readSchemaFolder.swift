import ArgumentParser
import Foundation
import ModelSchema

/// The input of a run: every `*.yaml`/`*.yml` file under `folder` (hidden
/// files and folders skipped) except the root's `modelgen.yaml`, which is the
/// configuration.
///
/// - Throws: `ExitCode.usageError` when `folder` isn't a folder;
///   `ExitCode.schemaErrors` when a file can't be read.
func readSchemaFolder(_ folder: String, access: AccessLevel?, console: Console) throws -> SchemaSetInput {
    let root = CommandEnvironment.current.url(forPath: folder)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        console.error("no schema folder at '\(folder)'")
        throw ExitCode.usageError
    }
    let rootDisplay = console.absolutePaths ? console.path(root) : packageRelativePath(root) ?? console.path(root)
    var input = SchemaSetInput(root: rootDisplay, files: [], access: access)
    for path in try listFiles(in: root, console: console) where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
        let source = SchemaSource(
            path: path, displayPath: join(rootDisplay, path),
            contents: try readBytes(root.appendingPathComponent(path), console: console))
        console.detail("read \(source.displayPath)")
        if path == "modelgen.yaml" {
            input.config = source
        } else {
            input.files.append(source)
        }
    }
    return input
}

/// The regular files under `folder`, as sorted `/`-separated relative paths,
/// hidden files and folders left out.
func listFiles(in folder: URL, console: Console) throws -> [String] {
    guard let paths = FileManager.default.subpaths(atPath: folder.path) else {
        console.error("can't list the files in '\(console.path(folder))'")
        throw ExitCode.schemaErrors
    }
    return paths.filter { path in
        var isDirectory: ObjCBool = false
        return !path.split(separator: "/").contains { $0.hasPrefix(".") }
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
            && !isDirectory.boolValue
    }.sorted()
}

/// A file's bytes, or an error saying which file couldn't be read.
func readBytes(_ url: URL, console: Console) throws -> [UInt8] {
    do {
        return [UInt8](try Data(contentsOf: url))
    } catch {
        console.error("can't read '\(console.path(url))': \(error.localizedDescription)")
        throw ExitCode.schemaErrors
    }
}

/// `folder`'s path relative to the package holding it (the nearest folder
/// above it with a `Package.swift`), or `nil` outside a package.
///
/// Schema paths go into generated headers and `#sourceLocation` directives,
/// so they must not depend on where modelgen runs: relative to the package
/// they are the same from any directory, and they are what the compiler,
/// running at the package root, resolves.
func packageRelativePath(_ folder: URL) -> String? {
    let folder = folder.standardizedFileURL
    var candidate = folder
    while candidate.pathComponents.count > 1 {
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
            let components = folder.pathComponents.dropFirst(candidate.pathComponents.count)
            return components.isEmpty ? "." : components.joined(separator: "/")
        }
        candidate = candidate.deletingLastPathComponent()
    }
    return nil
}

/// `folder/path`, without a leading `./`.
func join(_ folder: String, _ path: String) -> String {
    folder == "." ? path : "\(folder)/\(path)"
}
