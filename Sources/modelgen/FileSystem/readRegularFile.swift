#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file couldn't be read.
struct FileReadError: Error {
    /// What is wrong, for a message after the file's name: "is a FIFO, not a regular file".
    var message: String
}

/// The bytes of the regular file at `path` (through symbolic links), or its
/// first `limit` bytes.
///
/// Opened without blocking, and read only once `fstat` on the open file says
/// it is regular: a FIFO or device put in the place of a file between a
/// listing and the read is refused, never waited on.
func readRegularFile(_ path: RawPath, upTo limit: Int = .max) throws(FileReadError) -> [UInt8] {
    let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
    guard descriptor >= 0 else { throw FileReadError(message: "can't be read: \(systemErrorMessage())") }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw FileReadError(message: "can't be read: \(systemErrorMessage())") }
    let status = FileStatus(mode: info.st_mode)
    guard status == .regular else {
        throw FileReadError(message: "is \(status.description), not a regular file")
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(Int(info.st_size), limit))
    var chunk = [UInt8](repeating: 0, count: min(65_536, limit))
    while bytes.count < limit {
        let count = read(descriptor, &chunk, min(chunk.count, limit - bytes.count))
        if count == 0 { return bytes }
        guard count > 0 else {
            if errno == EINTR { continue }
            throw FileReadError(message: "can't be read: \(systemErrorMessage())")
        }
        bytes += chunk.prefix(count)
    }
    return bytes
}
