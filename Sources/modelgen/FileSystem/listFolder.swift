#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything under a folder that isn't a folder, and the folders that
/// couldn't be listed.
struct FolderListing {
    /// One entry found.
    struct Entry {
        /// The path relative to the listed folder, `/`-separated.
        var path: RawPath
        /// What it is; through symbolic links when the listing follows them.
        var status: FileStatus
    }

    /// The entries, sorted by path.
    var entries: [Entry] = []
    /// Folders whose entries couldn't be read, relative to the listed folder,
    /// with the reason.
    var unlistable: [(path: RawPath, message: String)] = []
}

/// Lists `root` recursively by its raw names (so a name that isn't UTF-8 is
/// seen, not lost), leaving out hidden files and folders (names starting
/// with `.`). Nothing is opened but folders.
///
/// - Parameter followingLinks: Whether symbolic links are followed: a link to
///   a folder is listed like the folder, unless it leads to a folder the
///   walk is already inside (so a loop of links ends), and a link to
///   anything else gets its target's status. Otherwise links are entries
///   of their own, with status ``FileStatus/symbolicLink``.
func listFolder(_ root: RawPath, followingLinks: Bool) -> FolderListing {
    var listing = FolderListing()
    // Folders to read: the path relative to root, and the identities of the
    // folders from root down to it.
    var pending: [(path: RawPath, inside: [FolderIdentity])] = [
        (RawPath(bytes: []), [FolderIdentity(root)].compactMap { $0 })
    ]
    while let (relative, inside) = pending.popLast() {
        let folder = relative.bytes.isEmpty ? root : root.appending(relative.bytes)
        guard let handle = folder.withCString({ opendir($0) }) else {
            listing.unlistable.append((relative, systemErrorMessage()))
            continue
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard name.first != UInt8(ascii: ".") else { continue }
            let path = relative.appending(name)
            let full = root.appending(path.bytes)
            let status = fileStatus(full, followingLinks: followingLinks)
            guard status == .directory else {
                listing.entries.append(FolderListing.Entry(path: path, status: status))
                continue
            }
            guard let identity = FolderIdentity(full), !inside.contains(identity) else { continue }
            pending.append((path, inside + [identity]))
        }
    }
    listing.entries.sort { $0.path.bytes.lexicographicallyPrecedes($1.path.bytes) }
    listing.unlistable.sort { $0.path.bytes.lexicographicallyPrecedes($1.path.bytes) }
    return listing
}

/// A folder's device and inode, which tell whether two paths reach the same folder.
private struct FolderIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    init?(_ path: RawPath) {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
