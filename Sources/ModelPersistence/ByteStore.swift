import Foundation

/// Where one key's bytes are kept: a file, or a `UserDefaults` entry.
protocol ByteStore: Sendable {
    /// The bytes stored; `nil` when nothing is. Throws when they exist but can't be read.
    func read() throws -> Data?
    /// Replaces the bytes stored, all at once or not at all.
    func write(_ data: Data) throws
    /// Removes what crashed writers left beside the stored bytes; done once, on first use.
    func removeLeftovers()
    /// What identifies the stored version, to tell an outside change by;
    /// `nil` when nothing does, and the bytes are compared instead.
    func stamp() -> FileStamp?
    /// Moves what is stored aside, under a name ending in `suffix`, and
    /// says where to.
    func setAside(suffix: String) throws -> String
    /// A copy of `data` beside the stored bytes, under a name ending in
    /// `suffix`; says where.
    func keepCopy(_ data: Data, suffix: String) throws -> String
}

/// A key's bytes in a file.
struct FileBytes: ByteStore {
    let path: String
    let fileSystem: any PersistenceFileSystem

    func read() throws -> Data? { try fileSystem.contents(atPath: path) }
    func removeLeftovers() { fileSystem.removeAbandonedTemporaryFiles(besidePath: path) }
    func write(_ data: Data) throws { try fileSystem.write(data, atomicallyToPath: path) }
    func stamp() -> FileStamp? { fileSystem.stamp(ofPath: path) }

    func setAside(suffix: String) throws -> String {
        let aside = path + suffix
        try fileSystem.moveItem(atPath: path, toPath: aside)
        return aside
    }

    func keepCopy(_ data: Data, suffix: String) throws -> String {
        let copy = path + suffix
        try fileSystem.write(data, atomicallyToPath: copy)
        return copy
    }
}

/// A key's bytes in `UserDefaults`. A value that JSON writes as a bare
/// Boolean, number or string is stored as that property-list type, so that
/// SwiftUI's `@AppStorage` reads the same key; anything else as JSON data.
struct DefaultsBytes: ByteStore, @unchecked Sendable {
    // UserDefaults is thread-safe; it is not marked Sendable everywhere.
    let defaults: UserDefaults
    let key: String

    func read() throws -> Data? {
        guard let object = defaults.object(forKey: key) else { return nil }
        if let data = object as? Data { return data }
        guard JSONSerialization.isValidJSONObject([object]) else {
            throw POSIXFailure(call: "read", path: key, code: 0, underlying: "not a value app storage writes")
        }
        return try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
    }

    func write(_ data: Data) throws {
        if let scalar = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            scalar is String || scalar is NSNumber
        {
            defaults.set(scalar, forKey: key)
        } else {
            defaults.set(data, forKey: key)
        }
    }

    func stamp() -> FileStamp? { nil }
    func removeLeftovers() {}

    func setAside(suffix: String) throws -> String {
        let aside = key + suffix
        defaults.set(defaults.object(forKey: key), forKey: aside)
        defaults.removeObject(forKey: key)
        return aside
    }

    func keepCopy(_ data: Data, suffix: String) throws -> String {
        defaults.set(data, forKey: key + suffix)
        return key + suffix
    }
}
