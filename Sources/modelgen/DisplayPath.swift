import Foundation

/// A file or folder's path as modelgen shows it: in messages, and for
/// schema files in generated headers and `#sourceLocation` directives.
///
/// A path is shown from an anchor folder: inside it, relative to it
/// (`Schemas/App/App.yaml`, and `.` for the anchor itself); elsewhere, or
/// with no anchor, absolute. ``Console`` chooses the anchor: the current
/// directory for messages (``Console/path(_:)``), the package that holds a
/// schema folder for the files generated from it
/// (``Console/schemaFolderPath(_:)``), none with `--absolute-paths`.
struct DisplayPath: Hashable, Sendable, CustomStringConvertible {
    /// The path as printed.
    let description: String

    /// A path already shown, such as a schema set's root
    /// (`ResolvedSchemaSet.root`).
    init(_ description: String) {
        self.description = description
    }

    /// `url` relative to `anchor` when inside it, else its absolute path;
    /// both standardized (no `.` or `..`).
    init(_ url: URL, relativeTo anchor: URL?) {
        let path = url.standardizedFileURL.path
        guard let anchor else {
            self.init(path)
            return
        }
        let base = anchor.standardizedFileURL.path
        if path == base {
            self.init(".")
            return
        }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        self.init(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }

    /// A path inside this folder, `path` relative to it: without a leading
    /// `./` when this is `.`.
    func appending(_ path: String) -> DisplayPath {
        DisplayPath(description == "." ? path : "\(description)/\(path)")
    }
}
