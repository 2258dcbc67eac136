import Foundation
import ModelSchema
import Testing

/// Recorded output that golden tests compare with: the generator's Swift, the
/// diagrams, the diagnostics of bad schemas. One record-and-compare for all of
/// them, so each harness only says what it produces and where it is kept.
///
/// `MODELGEN_RECORD=1 swift test --filter <Suite>` records the output instead
/// of comparing; review the diff, then commit it.
public struct GoldenFiles: Sendable {
    /// The folder the files are kept in.
    public let folder: URL
    /// Whether the folder holds nothing but the recorded files, so recording
    /// replaces it whole and a file left over from an earlier recording is a
    /// difference. Otherwise only the files a test produces are compared and
    /// written (a case folder that also holds the test's input).
    public let ownsFolder: Bool
    /// How messages name the case.
    public let name: String

    /// The recorded files of case `name`, kept in `folder`.
    public init(_ folder: URL, name: String, ownsFolder: Bool = true) {
        self.folder = folder
        self.name = name
        self.ownsFolder = ownsFolder
    }

    /// Whether this run records output instead of comparing it.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["MODELGEN_RECORD"] == "1"
    }

    /// Compares `produced` (contents by path relative to ``folder``) with the
    /// recorded files, recording an issue with a unified diff for each that
    /// differs; when recording, writes them instead.
    public func check(_ produced: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if Self.isRecording { return try record(produced) }
        let recorded = try recorded(paths: ownsFolder ? nil : Array(produced.keys))
        for path in Set(recorded.keys).union(produced.keys).sorted() where produced[path] != recorded[path] {
            let old = recorded[path] ?? ""
            let new = produced[path] ?? ""
            let diff = unifiedDiff(old: old, new: new, oldPath: "recorded/\(path)", newPath: "produced/\(path)")
            Issue.record(
                "\(name)/\(path) differs from what is recorded (MODELGEN_RECORD=1 records it, if the change is intended):\n\(diff)",
                sourceLocation: sourceLocation)
        }
    }

    /// The recorded files by path: every file in the folder, or only `paths`.
    public func recorded(paths: [String]? = nil) throws -> [String: String] {
        let manager = FileManager.default
        let candidates = paths ?? (manager.subpaths(atPath: folder.path) ?? [])
        var files: [String: String] = [:]
        for path in candidates {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            files[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// Writes `files`, replacing the folder first when it holds nothing else.
    public func record(_ files: [String: String]) throws {
        let manager = FileManager.default
        if ownsFolder { try? manager.removeItem(at: folder) }
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
    }
}
