#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// Writes and deletes the files of a plan all together or not at all.
///
/// First every new file's contents go to a temporary file beside it (folders
/// created as needed); a failure there has changed nothing visible. Then
/// each file the run replaces or deletes gets a second name (a hard link,
/// or, where links aren't possible, its bytes kept in memory), and the
/// temporary files are renamed over their targets. A failure at any step
/// undoes the steps before it in reverse: replaced files get their own
/// inode back, new files and folders go, deleted files return. Only then
/// are the second names removed. A file that replaces another takes its
/// permissions, so rewriting a Markdown file doesn't change who can read it.
///
/// Temporary names are `.modelgen-<pid>-<n>`: short whatever the target is
/// called, so they always fit the file system's name limit, and hidden, so
/// a run that is killed leaves nothing `check` or `--prune` would see.
struct OutputTransaction {
    /// An upper bound on the length of a temporary name.
    static let temporaryNameLength = 48

    /// A step done, and how to undo it.
    private enum Step {
        case createdFolder(String)
        case createdTemporary(String)
        /// A file moved into a place that was empty.
        case created(String)
        /// A file replaced or deleted: its old self is at `backup`, or in
        /// `bytes` with its permissions `mode`.
        case preserved(path: String, backup: String?, bytes: Data, mode: mode_t?)
        case moved(from: String, to: String)
        case removed(String)
    }

    /// A step that failed.
    struct Failure: Error {
        /// The path the step was about.
        var path: String
        /// Why it failed.
        var message: String
    }

    private let operations: FileOperations
    private var steps: [Step] = []
    private var counter = 0

    /// A transaction that makes its changes through `operations`.
    init(operations: FileOperations) {
        self.operations = operations
    }

    /// Replaces or creates each of `writes` (path and contents) and deletes
    /// each of `deletions` (path and current contents), or, on a failure,
    /// leaves the disk as it was and throws what failed.
    ///
    /// - Returns: Problems undoing or cleaning up, which leave stray hidden
    ///   files or folders behind (empty when all went well).
    mutating func run(
        writes: [(path: String, contents: Data, current: Data?)], deletions: [(path: String, current: Data)]
    ) throws(Failure) -> [Failure] {
        var temporaries: [String] = []
        do {
            for write in writes {
                try makeFolders(containing: write.path)
                // A replacement keeps the permissions of the file it replaces.
                let mode = write.current == nil ? nil : permissions(of: write.path)
                temporaries.append(try createTemporary(beside: write.path, contents: write.contents, mode: mode))
            }
            for (write, temporary) in zip(writes, temporaries) {
                if let current = write.current { try preserve(write.path, bytes: current) }
                try perform(operations.rename(temporary, write.path), on: write.path)
                steps.append(write.current == nil ? .created(write.path) : .moved(from: temporary, to: write.path))
            }
            for deletion in deletions {
                try preserve(deletion.path, bytes: deletion.current)
                try perform(operations.removeFile(deletion.path), on: deletion.path)
                steps.append(.removed(deletion.path))
            }
        } catch {
            let problems = undo()
            throw Failure(path: error.path, message: error.message + undoSummary(problems))
        }
        return removeBackups()
    }

    private mutating func makeFolders(containing path: String) throws(Failure) {
        var missing: [String] = []
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/", fileStatus(RawPath(folder)) == .missing {
            missing.append(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            try perform(operations.makeFolder(folder), on: folder)
            steps.append(.createdFolder(folder))
        }
    }

    private mutating func createTemporary(beside path: String, contents: Data, mode: mode_t?) throws(Failure) -> String
    {
        while true {
            let temporary = nextName(beside: path)
            let result = operations.createFile(temporary, contents, mode)
            if result == EEXIST { continue }
            try perform(result, on: path)
            steps.append(.createdTemporary(temporary))
            return temporary
        }
    }

    /// Gives the file at `path` a second name, or keeps its bytes where the
    /// file system has no hard links.
    private mutating func preserve(_ path: String, bytes: Data) throws(Failure) {
        while true {
            let backup = nextName(beside: path)
            switch operations.link(path, backup) {
            case 0:
                steps.append(.preserved(path: path, backup: backup, bytes: bytes, mode: nil))
                return
            case EEXIST:
                continue
            case EPERM, EXDEV, EMLINK, ENOSYS, EOPNOTSUPP:
                steps.append(.preserved(path: path, backup: nil, bytes: bytes, mode: permissions(of: path)))
                return
            case let failure:
                try perform(failure, on: path)
            }
        }
    }

    private mutating func nextName(beside path: String) -> String {
        counter += 1
        let folder = (path as NSString).deletingLastPathComponent
        return (folder as NSString).appendingPathComponent(".modelgen-\(getpid())-\(counter)")
    }

    /// The permission bits of the file at `path`; `nil` when it can't be read.
    private func permissions(of path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    private func perform(_ result: Int32, on path: String) throws(Failure) {
        guard result == 0 else { throw Failure(path: path, message: systemErrorMessage(result)) }
    }

    /// Undoes every step, last first. Returns what couldn't be undone.
    private mutating func undo() -> [Failure] {
        var problems: [Failure] = []
        func attempt(_ result: Int32, _ path: String) {
            if result != 0 { problems.append(Failure(path: path, message: systemErrorMessage(result))) }
        }
        for step in steps.reversed() {
            switch step {
            case .createdFolder(let folder):
                attempt(operations.removeFolder(folder), folder)
            case .createdTemporary(let temporary):
                // Already moved into place when a later step is `.moved` or `.created`;
                // then it is gone, which is fine.
                let result = operations.removeFile(temporary)
                if result != ENOENT { attempt(result, temporary) }
            case .created(let path):
                attempt(operations.removeFile(path), path)
            case .moved, .removed:
                // Undone by restoring the preserved file that precedes them.
                break
            case .preserved(let path, let backup?, _, _):
                attempt(operations.rename(backup, path), path)
                // When the step after preserving failed, both names still
                // are the one file, and rename leaves both in place.
                let removed = operations.removeFile(backup)
                if removed != ENOENT { attempt(removed, backup) }
            case .preserved(let path, nil, let bytes, let mode):
                let temporary = nextName(beside: path)
                let created = operations.createFile(temporary, bytes, mode)
                attempt(created == 0 ? operations.rename(temporary, path) : created, path)
            }
        }
        steps = []
        return problems
    }

    private mutating func removeBackups() -> [Failure] {
        var problems: [Failure] = []
        for case .preserved(_, let backup?, _, _) in steps {
            let result = operations.removeFile(backup)
            if result != 0 { problems.append(Failure(path: backup, message: systemErrorMessage(result))) }
        }
        steps = []
        return problems
    }

    private func undoSummary(_ problems: [Failure]) -> String {
        guard !problems.isEmpty else { return "" }
        return "; undoing the run also failed for "
            + problems.map { "'\($0.path)' (\($0.message))" }.joined(separator: ", ")
    }
}
