import Foundation

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#endif

/// The disk. A write goes to a new file beside the old one, is synced to the
/// device, and is renamed over the old one, and the folder is synced: the
/// rename is atomic, so a crash leaves one whole file or the other.
public struct PosixFileSystem: PersistenceFileSystem {
    /// The disk.
    public init() {}

    /// The file's bytes; `nil` when there is no file.
    public func contents(atPath path: String) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw POSIXFailure(call: "open", path: path, code: errno)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw POSIXFailure(call: "read", path: path, code: errno)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes a new file beside `path`, syncs it, renames it over `path` and syncs the folder.
    public func write(_ data: Data, atomicallyToPath path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try makeFolder(folder.isEmpty ? "." : folder)
        let temporary = temporaryPath(beside: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXFailure(call: "open", path: temporary, code: errno) }
        do {
            try writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw POSIXFailure(call: "fsync", path: temporary, code: errno) }
            guard close(descriptor) == 0 else { throw POSIXFailure(call: "close", path: temporary, code: errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw POSIXFailure(call: "rename", path: path, code: code)
        }
        syncFolder(folder.isEmpty ? "." : folder)
    }

    /// The file's device, inode, size and modification time.
    public func stamp(ofPath path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
            let modified = status.st_mtimespec
        #else
            let modified = status.st_mtim
        #endif
        return FileStamp([
            Int64(status.st_dev), Int64(status.st_ino), Int64(status.st_size),
            Int64(modified.tv_sec), Int64(modified.tv_nsec),
        ])
    }

    /// Renames the file; fails rather than replace a file at `newPath`.
    public func moveItem(atPath path: String, toPath newPath: String) throws {
        guard access(newPath, F_OK) != 0 else { throw POSIXFailure(call: "rename", path: newPath, code: EEXIST) }
        guard rename(path, newPath) == 0 else { throw POSIXFailure(call: "rename", path: path, code: errno) }
    }

    /// Removes the temporary files beside `path` whose writing process is gone.
    public func removeAbandonedTemporaryFiles(besidePath path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = "." + (path as NSString).lastPathComponent + "."
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else {
            return
        }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            // `.<name>.<pid>-<random>.tmp`: the writer's process, if it still runs, may yet rename it.
            let unique = name.dropFirst(prefix.count).dropLast(4)
            guard let pid = unique.split(separator: "-").first.flatMap({ Int32($0) }), pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            unlink((folder.isEmpty ? "" : folder + "/") + name)
        }
    }

    private func writeAll(_ data: Data, to descriptor: Int32, path: String) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXFailure(call: "write", path: path, code: errno)
                }
                offset += written
            }
        }
    }

    private func makeFolder(_ folder: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw POSIXFailure(call: "mkdir", path: folder, code: EACCES, underlying: "\(error.localizedDescription)")
        }
    }

    /// Makes the rename durable: until the folder is synced, a power loss
    /// may forget it. Best effort: some file systems refuse to sync a folder.
    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}

/// A new name beside `path`, hidden, unique to this process and write.
private func temporaryPath(beside path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let unique = "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    return (folder.isEmpty ? "" : folder + "/") + ".\(name).\(unique).tmp"
}

/// A failed POSIX call, with the path it was given.
struct POSIXFailure: Error, CustomStringConvertible {
    let call: String
    let path: String
    let code: Int32
    var underlying: String? = nil

    var description: String {
        underlying ?? "\(call) \(path): \(String(cString: strerror(code)))"
    }
}
