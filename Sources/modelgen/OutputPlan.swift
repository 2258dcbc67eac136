import Foundation
import ModelGen

/// What bringing an output folder up to date takes: the files to write
/// (missing or different), those already right, and generated files whose
/// schema is gone.
struct OutputPlan {
    /// A file of the output folder with its current and wanted contents.
    struct Entry {
        /// The path relative to the output folder.
        var path: String
        /// Where it is on disk.
        var url: URL
        /// What is there now; `nil` when the file doesn't exist.
        var current: Data?
        /// What should be there; `nil` for a left-over file to delete.
        var wanted: Data?
        /// The path to print.
        var displayPath: String
    }

    /// Files to create or replace.
    var writes: [Entry] = []
    /// Files whose bytes are already right.
    var unchanged: [Entry] = []
    /// Generated files (they start with ``generatedHeaderPrefix``) that no
    /// schema generates any more.
    var leftovers: [Entry] = []

    /// Whether the folder is up to date, left-over files included.
    var isUpToDate: Bool { writes.isEmpty && leftovers.isEmpty }

    /// Compares `files` with what `folder` holds.
    ///
    /// - Parameter lookingForLeftovers: Whether generated files in `folder`
    ///   that aren't among `files` are left over. Not when `files` are only
    ///   part of the set (`--only`): the rest of the folder is other files' output.
    init(files: [GeneratedFile], folder: URL, lookingForLeftovers: Bool = true, console: Console) throws {
        for file in files.sorted(by: { $0.path < $1.path }) {
            let url = folder.appendingPathComponent(file.path)
            let wanted = Data(file.contents.utf8)
            let current = FileManager.default.fileExists(atPath: url.path) ? Data(try readBytes(url, console: console)) : nil
            let entry = Entry(path: file.path, url: url, current: current, wanted: wanted, displayPath: console.path(url))
            if current == wanted { unchanged.append(entry) } else { writes.append(entry) }
        }
        var isDirectory: ObjCBool = false
        guard lookingForLeftovers,
            FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return }
        let generated = Set(files.map(\.path))
        for path in try listFiles(in: folder, console: console) where !generated.contains(path) {
            let url = folder.appendingPathComponent(path)
            if isGenerated(url) {
                leftovers.append(Entry(
                    path: path, url: url, current: Data(try readBytes(url, console: console)), wanted: nil,
                    displayPath: console.path(url)))
            }
        }
    }
}

/// Whether the file at `url` starts with the generated header, reading no
/// more than the header's length (the output folder may hold other, large files).
private func isGenerated(_ url: URL) -> Bool {
    let header = Data(generatedHeaderPrefix.utf8)
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    return (try? handle.read(upToCount: header.count)) == header
}
