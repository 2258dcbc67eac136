import ModelRuntime

extension Tracked {
    /// Reports "activate <name>" now and "deactivate <name>" when the model
    /// is deactivated, so tests can check the order of both.
    public func onActivate() {
        onLifecycle("activate \(name)")
        node.onCancel { onLifecycle("deactivate \(name)") }
    }

    /// A tree of `Tracked` models reporting into `log`.
    public static func tree(_ name: String, log: Log, children: [Tracked] = []) -> Tracked {
        Tracked(name: name, onLifecycle: { log.append($0) }, children: children)
    }
}

/// A thread-safe list of strings tests append to from callbacks, from any
/// isolation.
public nonisolated final class Log: Sendable {
    private let entries = Locked<[String]>([])

    /// An empty log.
    public init() {}

    /// Adds `entry` at the end.
    public func append(_ entry: String) { entries.withLock { $0.append(entry) } }

    /// The entries, in the order appended.
    public var all: [String] { entries.withLock { $0 } }

    /// Forgets every entry.
    public func removeAll() { entries.withLock { $0.removeAll() } }
}
