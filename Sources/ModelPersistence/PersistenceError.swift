/// Why a persisted value couldn't be read or saved. Generated models put it
/// in the state property a schema names with `persisted: { error: … }`, so
/// a view can show it and a test asserts it; it is also reported as an issue.
public struct PersistenceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// What is stored couldn't be read: the file exists but reading it failed.
        case unreadable
        /// What is stored couldn't be decoded as the value's type. It is
        /// left as it is, and nothing is saved over it until the app calls
        /// `overwriteUnreadableStorage(of:)`.
        case undecodable
        /// The value couldn't be encoded; nothing was written.
        case unencodable
        /// Writing failed (a full disk, a read-only folder); the old file is kept.
        case unwritable
    }

    /// What went wrong.
    public let reason: Reason
    /// The key, as ``PersistenceKey/description`` writes it.
    public let key: String
    /// The underlying error's description.
    public let message: String

    /// An error of `reason` for `key`, saying `message`.
    public init(_ reason: Reason, key: String, message: String) {
        self.reason = reason
        self.key = key
        self.message = message
    }

    /// One line, for logs and views: `The file "todos.json" couldn't be decoded: …`.
    public var description: String {
        let what =
            switch reason {
            case .unreadable: "couldn't be read"
            case .undecodable: "couldn't be decoded, and is left as it is"
            case .unencodable: "couldn't be encoded, so nothing was saved"
            case .unwritable: "couldn't be saved; what was saved before is kept"
            }
        return "The \(key) \(what): \(message)"
    }
}
