#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The changes `generate` makes to the disk, each returning 0 or the
/// `errno` it failed with.
///
/// The system's calls by default; tests make one fail to see a run undo
/// what it did (``CommandEnvironment/fileOperations``).
struct FileOperations: Sendable {
    /// Creates a folder (`mkdir`).
    var makeFolder: @Sendable (_ path: String) -> Int32
    /// Creates a file that must not exist yet and writes `contents` to it,
    /// with the permissions `mode` (`nil`: the default, 0666 less the umask).
    var createFile: @Sendable (_ path: String, _ contents: Data, _ mode: mode_t?) -> Int32
    /// Gives a file a second name (`link`).
    var link: @Sendable (_ existing: String, _ new: String) -> Int32
    /// Moves a file over another (`rename`).
    var rename: @Sendable (_ from: String, _ to: String) -> Int32
    /// Removes a file's name (`unlink`).
    var removeFile: @Sendable (_ path: String) -> Int32
    /// Removes an empty folder (`rmdir`).
    var removeFolder: @Sendable (_ path: String) -> Int32

    /// The system's calls.
    static let system = FileOperations(
        makeFolder: { path in mkdir(path, 0o777) == 0 ? 0 : errno },
        createFile: { path, contents, mode in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { return errno }
            // fchmod, unlike open, doesn't apply the umask.
            var failure = mode.map { fchmod(descriptor, $0) == 0 ? 0 : errno } ?? 0
            if failure == 0 { failure = writeAll(contents, to: descriptor) }
            if close(descriptor) != 0, failure == 0 { failure = errno }
            if failure != 0 { unlink(path) }
            return failure
        },
        link: { existing, new in systemLink(existing, new) == 0 ? 0 : errno },
        rename: { from, to in systemRename(from, to) == 0 ? 0 : errno },
        removeFile: { path in unlink(path) == 0 ? 0 : errno },
        removeFolder: { path in rmdir(path) == 0 ? 0 : errno })
}

#if canImport(Glibc)
    private let systemLink = Glibc.link
    private let systemRename = Glibc.rename
#elseif canImport(Darwin)
    private let systemLink = Darwin.link
    private let systemRename = Darwin.rename
#endif

/// Writes all of `contents` to `descriptor`; 0 or the `errno` it failed with.
private func writeAll(_ contents: Data, to descriptor: Int32) -> Int32 {
    contents.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return 0
    }
}
