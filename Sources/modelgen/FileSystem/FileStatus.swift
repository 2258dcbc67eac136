#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, found without opening it: opening a FIFO to read waits
/// for a writer, so nothing is opened before its kind is known.
enum FileStatus: Equatable {
    /// Nothing is there.
    case missing
    /// A regular file.
    case regular
    /// A folder.
    case directory
    /// Something that is neither: a FIFO, a socket or a device, described for messages ("a FIFO").
    case special(String)
    /// A symbolic link not followed (only when asked not to follow links).
    case symbolicLink
    /// A symbolic link whose target doesn't exist.
    case danglingLink(target: String)
    /// A symbolic link that leads back to itself, directly or through others.
    case loopingLink
    /// The status couldn't be read: the error's message.
    case inaccessible(String)

    /// What the path is, for messages: "a folder", "a FIFO".
    var description: String {
        switch self {
        case .missing: "nothing"
        case .regular: "a file"
        case .directory: "a folder"
        case .special(let kind): kind
        case .symbolicLink: "a symbolic link"
        case .danglingLink: "a symbolic link to nothing"
        case .loopingLink: "a symbolic link that loops"
        case .inaccessible: "inaccessible"
        }
    }
}

/// The status of `path`, following symbolic links unless `followingLinks` is false.
func fileStatus(_ path: RawPath, followingLinks: Bool = true) -> FileStatus {
    var info = stat()
    guard path.withCString({ lstat($0, &info) }) == 0 else {
        return errno == ENOENT || errno == ENOTDIR ? .missing : .inaccessible(systemErrorMessage())
    }
    guard info.st_mode & S_IFMT == S_IFLNK else { return FileStatus(mode: info.st_mode) }
    guard followingLinks else { return .symbolicLink }
    guard path.withCString({ stat($0, &info) }) == 0 else {
        switch errno {
        case ENOENT, ENOTDIR: return .danglingLink(target: linkTarget(path))
        case ELOOP: return .loopingLink
        default: return .inaccessible(systemErrorMessage())
        }
    }
    return FileStatus(mode: info.st_mode)
}

/// Where a symbolic link points, as written in the link.
private func linkTarget(_ path: RawPath) -> String {
    var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
    let count = path.withCString { readlink($0, &buffer, buffer.count) }
    return count < 0 ? "?" : RawPath(bytes: Array(buffer.prefix(count))).displayString
}

extension FileStatus {
    /// The kind of file a `st_mode` says.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .special("a FIFO")
        case S_IFSOCK: self = .special("a socket")
        case S_IFCHR: self = .special("a character device")
        case S_IFBLK: self = .special("a block device")
        case S_IFLNK: self = .symbolicLink
        default: self = .special("not a regular file")
        }
    }
}
