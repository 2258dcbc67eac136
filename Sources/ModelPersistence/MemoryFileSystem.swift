import Foundation
import Synchronization

/// Files in memory: what tests persist to, so that no test touches the
/// disk and parallel tests share nothing. Also what a test writes to
/// stand for another process changing a file.
public final class MemoryFileSystem: PersistenceFileSystem {
    private let files = Mutex<[String: (data: Data, version: Int64)]>([:])
    private let versions = Atomic<Int64>(0)

    /// No files.
    public init() {}

    /// The file's bytes; `nil` when there is no file.
    public func contents(atPath path: String) throws -> Data? {
        files.withLock { $0[path]?.data }
    }

    /// Replaces the file at `path`, at once.
    public func write(_ data: Data, atomicallyToPath path: String) throws {
        let version = versions.add(1, ordering: .relaxed).newValue
        files.withLock { $0[path] = (data, version) }
    }

    /// A number that changes with each write of the file.
    public func stamp(ofPath path: String) -> FileStamp? {
        files.withLock { $0[path].map { FileStamp([$0.version]) } }
    }

    /// Renames the file; fails rather than replace a file at `newPath`.
    public func moveItem(atPath path: String, toPath newPath: String) throws {
        try files.withLock { files in
            guard files[newPath] == nil else { throw POSIXFailure(call: "rename", path: newPath, code: EEXIST) }
            guard let file = files.removeValue(forKey: path) else {
                throw POSIXFailure(call: "rename", path: path, code: ENOENT)
            }
            files[newPath] = file
        }
    }

    /// Every path that holds a file, sorted.
    public var paths: [String] { files.withLock { $0.keys.sorted() } }
}
