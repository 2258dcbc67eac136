/// Where a persisted value lives, and under what name: a file, an app
/// storage key, or a key in memory. Two models that persist state under the
/// same key, in the same storage, share one value.
///
/// ```swift
/// extension TodoListModel {
///     func onActivate() {
///         node.persist(\.items, in: .file("todos.json"))
///     }
/// }
/// ```
///
/// Schemas declare it with `persisted:` (Docs/Persistence.md), and the
/// generated model connects the property when it is activated.
public struct PersistenceKey<Value: Codable & Sendable>: Sendable, Hashable, CustomStringConvertible {
    /// How a value is kept.
    public enum Strategy: Sendable, Hashable {
        /// A file: a path relative to the storage's folder, or absolute.
        case file(String)
        /// A key in app storage: `UserDefaults` on Apple platforms, a small
        /// file per key in the storage's folder elsewhere.
        case appStorage(String)
        /// A key in memory, for the life of the storage (the process, for the live one).
        case inMemory(String)
    }

    /// How and where the value is kept.
    public let strategy: Strategy

    /// A key with `strategy`.
    public init(_ strategy: Strategy) {
        self.strategy = strategy
    }

    /// A JSON file at `path`: relative to the storage's folder, or absolute.
    public static func file(_ path: String) -> Self { Self(.file(path)) }

    /// A key in app storage: `UserDefaults` on Apple platforms.
    public static func appStorage(_ key: String) -> Self { Self(.appStorage(key)) }

    /// A key in memory, shared by every model that names it, never written to disk.
    public static func inMemory(_ key: String) -> Self { Self(.inMemory(key)) }

    /// The strategy and name, for messages: `file "todos.json"`.
    public var description: String {
        switch strategy {
        case .file(let path): "file \"\(path)\""
        case .appStorage(let key): "app storage key \"\(key)\""
        case .inMemory(let key): "in-memory key \"\(key)\""
        }
    }
}
