import Foundation
import ModelGen
import ModelSchema

/// What bringing an output folder up to date takes: the files to write
/// (missing or different), those already right, generated files whose
/// schema is gone, and what in the folder stops it from being done.
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

    /// The output folder.
    var folder: URL
    /// Files to create or replace.
    var writes: [Entry] = []
    /// Files whose bytes are already right.
    var unchanged: [Entry] = []
    /// Generated files (they start with ``generatedHeaderPrefix``) that no
    /// schema generates any more.
    var leftovers: [Entry] = []
    /// Why the plan can't be carried out, found before anything is written:
    /// something other than a folder where a folder must go, other than a
    /// regular file where a file goes, or a name too long for the file
    /// system (located at the schema file that makes it).
    var problems: [Diagnostic] = []

    /// Whether the folder is up to date, left-over files included.
    var isUpToDate: Bool { writes.isEmpty && leftovers.isEmpty }

    /// Compares `files` with what `folder` holds, opening nothing but
    /// regular files.
    ///
    /// - Parameters:
    ///   - schemaPaths: The display path of the schema file each generated
    ///     path comes from, to locate problems with its name.
    ///   - lookingForLeftovers: Whether generated files in `folder` that
    ///     aren't among `files` are left over. Not when `files` are only part
    ///     of the set (`--only`): the rest of the folder is other files' output.
    ///   - jobs: How many files to read and compare at once (``JobsOption``).
    init(
        files: [GeneratedFile], schemaPaths: [String: String], folder: URL, lookingForLeftovers: Bool = true,
        jobs: Int, console: Console
    ) {
        self.folder = folder
        var places = OutputPlaces(folder: folder, console: console)
        problems += places.checkFolder()
        // Names and folders first, one file after another: the folders' statuses are shared.
        let files = files.sorted(by: { $0.path < $1.path })
        let placed = files.map { file -> Result<Place, Diagnostic> in
            let url = folder.appendingPathComponent(file.path)
            let displayPath = console.path(url).description
            let schema = SourceLocation(file: schemaPaths[file.path] ?? displayPath, line: 1, column: 1)
            if let problem = places.checkName(file.path, generatedFrom: schema) { return .failure(problem) }
            return places.checkFolders(of: file.path).map { Place(url: url, displayPath: displayPath, mayExist: $0) }
        }
        // Then each file's current bytes, read and compared with what is wanted.
        let bytes = files.reduce(0) { $0 + $1.contents.utf8.count }
        let jobs = bytes >= Self.minimumConcurrentBytes ? jobs : 1
        let compared = mapConcurrently(Array(zip(files, placed)), jobs: jobs) { file, place in
            place.flatMap { Self.entry(for: file, at: $0) }.map { (entry: $0, isUnchanged: $0.current == $0.wanted) }
        }
        for result in compared {
            switch result {
            case .success(let compared) where compared.isUnchanged: unchanged.append(compared.entry)
            case .success(let compared): writes.append(compared.entry)
            case .failure(let problem): problems.append(problem)
            }
        }
        guard lookingForLeftovers, fileStatus(RawPath(folder.path)) == .directory else { return }
        findLeftovers(generated: Set(files.map(\.path)), console: console)
    }

    /// The entry of `file`, its current bytes read from `place`.
    private static func entry(for file: GeneratedFile, at place: Place) -> Result<Entry, Diagnostic> {
        let current = place.mayExist ? OutputPlaces.readPlace(place.url, displayPath: place.displayPath) : .success(nil)
        return current.map {
            Entry(
                path: file.path, url: place.url, current: $0.map { Data($0) }, wanted: Data(file.contents.utf8),
                displayPath: place.displayPath)
        }
    }

    /// Where a generated file goes, once its name and folders are checked.
    private struct Place {
        var url: URL
        var displayPath: String
        /// Whether its folders exist, so a file may be there already.
        var mayExist: Bool
    }

    /// The bytes of generated files below which reading, comparing or
    /// diffing them on several threads costs more than it saves
    /// (Docs/Performance.md).
    static let minimumConcurrentBytes = 1 << 20

    /// Generated files among the regular files of the folder, read whole
    /// only once their first bytes are the header. Links, FIFOs, devices and
    /// names that aren't UTF-8 are never generated files, and never opened.
    private mutating func findLeftovers(generated: Set<String>, console: Console) {
        let listing = listFolder(RawPath(folder.path), followingLinks: false)
        for (path, message) in listing.unlistable {
            problems.append(
                .error(
                    "can't list the files in '\(console.path(folder.appendingPathComponent(path.displayString)))': \(message)",
                    at: nil))
        }
        let header = Array(generatedHeaderPrefix.utf8)
        for entry in listing.entries where entry.status == .regular {
            guard let path = entry.path.string, !generated.contains(path) else { continue }
            let url = folder.appendingPathComponent(path)
            guard let start = try? readRegularFile(RawPath(url.path), upTo: header.count), start == header,
                let contents = try? readRegularFile(RawPath(url.path))
            else { continue }
            leftovers.append(
                Entry(
                    path: path, url: url, current: Data(contents), wanted: nil,
                    displayPath: console.path(url).description))
        }
    }
}

/// Prints problems that stop a run before it writes.
///
/// - Returns: The failure to throw, which says that nothing was written.
func reportOutputProblems(_ problems: [Diagnostic], folders: [URL], console: Console) -> CommandFailure {
    console.report(problems.sorted())
    let count = problems.count
    let place = folders.count == 1 ? "the output folder \(console.path(folders[0]))" : "the files to write"
    return .errors("\(count) problem\(count == 1 ? "" : "s") with \(place); nothing was written")
}
