import Foundation

/// The file operations persistence makes, so that tests can run them in
/// memory (``MemoryFileSystem``) or make them fail on purpose (a full
/// disk, a read-only folder) without touching the disk.
public protocol PersistenceFileSystem: Sendable {
    /// The contents of the file at `path`; `nil` when there is no such file.
    /// Throws when the file exists but can't be read.
    func contents(atPath path: String) throws -> Data?

    /// Replaces the file at `path` with `data`, all at once or not at all:
    /// a crash at any moment leaves the old file or the new one, never a
    /// torn one. Creates the folder when it is missing.
    func write(_ data: Data, atomicallyToPath path: String) throws

    /// What identifies the file's current version, to tell that it changed;
    /// `nil` when there is no file.
    func stamp(ofPath path: String) -> FileStamp?

    /// Moves the file at `path` to `newPath`, replacing nothing: used to set
    /// aside a file that couldn't be read before saving over its place.
    func moveItem(atPath path: String, toPath newPath: String) throws

    /// Removes what writes to `path` by processes that are gone left
    /// behind: a process killed mid-write leaves its temporary file.
    func removeAbandonedTemporaryFiles(besidePath path: String)
}

extension PersistenceFileSystem {
    /// Nothing: a file system whose writes leave nothing behind.
    public func removeAbandonedTemporaryFiles(besidePath path: String) {}
}

/// What tells one version of a file from another: its identity, size and
/// modification time, or a counter in memory.
public struct FileStamp: Sendable, Hashable {
    let parts: [Int64]

    /// A stamp made of `parts`, equal to another when every part is.
    public init(_ parts: [Int64]) {
        self.parts = parts
    }
}

extension PersistenceFileSystem where Self == PosixFileSystem {
    /// The disk, through POSIX calls: atomic replacement by `rename(2)` after `fsync(2)`.
    public static var standard: PosixFileSystem { PosixFileSystem() }
}
