#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ModelSchema

/// The checks of an output folder's places made before anything is
/// written, so a run that can't finish fails before it starts: each path
/// on the way must be a folder or not exist yet, each generated file's
/// place must hold a regular file or nothing, and each name must fit the
/// file system.
struct OutputPlaces {
    /// The output folder.
    let folder: URL
    let console: Console
    /// The longest file name, in bytes, the output folder's file system takes.
    let nameLimit: Int
    /// The longest path, in bytes with its terminating NUL, it takes.
    let pathLimit: Int
    private var statuses: [String: FileStatus] = [:]

    init(folder: URL, console: Console) {
        self.folder = folder
        self.console = console
        var existing = folder
        while fileStatus(RawPath(existing.path)) != .directory, existing.pathComponents.count > 1 {
            existing = existing.deletingLastPathComponent()
        }
        let limits = RawPath(existing.path).withCString {
            (pathconf($0, Int32(_PC_NAME_MAX)), pathconf($0, Int32(_PC_PATH_MAX)))
        }
        nameLimit = limits.0 > 0 ? limits.0 : 255
        pathLimit = limits.1 > 0 ? limits.1 : 4096
    }

    /// Problems with the output folder's own path: a part of it that exists
    /// and isn't a folder.
    mutating func checkFolder() -> [Diagnostic] {
        var prefix = URL(fileURLWithPath: "/")
        for component in folder.pathComponents.dropFirst() {
            prefix.appendPathComponent(component)
            switch status(prefix.path) {
            case .missing:
                return []
            case .directory:
                continue
            case let other:
                return [
                    .error(
                        "can't write in '\(console.path(folder))': '\(console.path(prefix))' is \(other.description), not a folder",
                        at: nil)
                ]
            }
        }
        return []
    }

    /// A problem with the names of the generated file at `path` (relative to
    /// the output folder), located at the schema file it is generated from.
    func checkName(_ path: String, generatedFrom schema: SourceLocation) -> Diagnostic? {
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() where component.utf8.count > nameLimit {
            let what = index == components.count - 1 ? "the generated file's name" : "the generated folder name"
            return .error(
                "\(what) '\(component)' is \(component.utf8.count) bytes, more than the \(nameLimit) the file system allows; shorten the schema's path",
                at: schema)
        }
        // The temporary file beside it must fit too.
        let longestName = max(components.last?.utf8.count ?? 0, OutputTransaction.temporaryNameLength)
        let bytes = folder.path.utf8.count + 1 + path.utf8.count - (components.last?.utf8.count ?? 0) + longestName + 1
        guard bytes <= pathLimit else {
            return .error(
                "the generated file's path '\(console.path(folder.appendingPathComponent(path)))' is \(bytes) bytes, more than the \(pathLimit) the file system allows; shorten the output folder's or the schema's path",
                at: schema)
        }
        return nil
    }

    /// Whether the folders on the way to the generated file at `path`
    /// (relative to the output folder) all exist, so that a file may be
    /// there already; or why nothing can be written there.
    mutating func checkFolders(of path: String) -> Result<Bool, Diagnostic> {
        var prefix = folder
        for component in path.split(separator: "/").dropLast() {
            prefix.appendPathComponent(String(component))
            switch status(prefix.path) {
            case .missing:
                return .success(false)
            case .directory:
                continue
            case let other:
                return .failure(
                    .error(
                        "can't write '\(console.path(folder.appendingPathComponent(path)))': '\(console.path(prefix))' is \(other.description), not a folder",
                        at: nil))
            }
        }
        return .success(true)
    }

    /// What the generated file at `url`, shown as `displayPath`, replaces
    /// once its folders exist (``checkFolders(of:)``): its bytes, `nil` when
    /// nothing is there yet, or why nothing can be written there.
    ///
    /// Reads no shared state, so files are read on several threads at once.
    static func readPlace(_ url: URL, displayPath: String) -> Result<[UInt8]?, Diagnostic> {
        switch fileStatus(RawPath(url.path)) {
        case .missing:
            return .success(nil)
        case .regular:
            do {
                return .success(try readRegularFile(RawPath(url.path)))
            } catch {
                return .failure(.error("'\(displayPath)' \(error.message)", at: nil))
            }
        case let other:
            return .failure(
                .error(
                    "can't write '\(displayPath)': \(other.description) is in its place, and modelgen replaces only regular files; remove it",
                    at: nil))
        }
    }

    private mutating func status(_ path: String) -> FileStatus {
        if let known = statuses[path] { return known }
        let status = fileStatus(RawPath(path))
        statuses[path] = status
        return status
    }
}
