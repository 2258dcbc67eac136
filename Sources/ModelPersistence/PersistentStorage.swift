import Dispatch
import Foundation
import IssueReporting
import Synchronization

/// Where persisted state is kept, and the saver that writes it: the
/// `persistentStorage` dependency. Every model that persists a key in one
/// storage shares that key's value.
///
/// The live storage keeps files in the app's support folder. Tests get an
/// in-memory one each (``inMemory()``): no test touches the disk, and
/// parallel tests share nothing.
///
/// ```swift
/// let storage = PersistentStorage(folder: "/tmp/todos")
/// let list = TodoListModel().withAnchor { $0.persistentStorage = storage }
/// list.addItemTapped()
/// storage.flush()  // on disk now
/// ```
public final class PersistentStorage: Sendable {
    /// Where `.appStorage` keys are kept. (`UserDefaults` is thread-safe,
    /// but not marked `Sendable` everywhere.)
    public enum AppStorage: @unchecked Sendable {
        /// In `UserDefaults` (the default on Apple platforms).
        case userDefaults(UserDefaults)
        /// One small file per key, in the folder `AppStorage` inside the storage's folder (the default elsewhere).
        case files
    }

    /// The folder relative file paths are in.
    public let folder: String
    let fileSystem: any PersistenceFileSystem
    private let appStorage: AppStorage
    private let saveDelay: Duration
    private let queue: DispatchQueue
    private let values = Mutex<[PersistenceKeyIdentity: any AnyStoredValue]>([:])
    /// Values seeded for in-memory keys no model holds yet.
    private let seeds = Mutex<[PersistenceKeyIdentity: any Sendable]>([:])
    private let watch: Watch?

    /// A storage whose files are in `folder`.
    ///
    /// - Parameters:
    ///   - folder: Where relative file paths (and app storage, where it is files) are kept.
    ///   - fileSystem: Reads and writes the files: the disk, or memory in tests.
    ///   - appStorage: Where `.appStorage` keys are kept.
    ///   - saveDelay: How long the saver waits after a write before saving:
    ///     the writes in that time make one save.
    ///   - watchInterval: How often files held by a model are looked at for
    ///     changes made outside the process; `nil` never looks.
    public init(
        folder: String, fileSystem: any PersistenceFileSystem = .standard, appStorage: AppStorage = .platformDefault,
        saveDelay: Duration = .milliseconds(100), watchInterval: Duration? = .seconds(1)
    ) {
        self.folder = folder
        self.fileSystem = fileSystem
        self.appStorage = appStorage
        self.saveDelay = saveDelay
        let queue = DispatchQueue(label: "ModelPersistence.saver")
        self.queue = queue
        self.watch = watchInterval.map { Watch(interval: $0, queue: queue) }
        queue.setSpecific(key: saverQueueKey, value: ObjectIdentifier(queue))
    }

    /// A storage that keeps everything in memory, files included: what each
    /// test gets. ``seed(_:for:)`` puts values in it; its ``memoryFiles``
    /// show what was written.
    public static func inMemory() -> PersistentStorage {
        PersistentStorage(
            folder: "/memory", fileSystem: MemoryFileSystem(), appStorage: .files, saveDelay: .zero,
            watchInterval: nil)
    }

    /// The files in memory, for a storage made by ``inMemory()``; `nil` for one on disk.
    public var memoryFiles: MemoryFileSystem? { fileSystem as? MemoryFileSystem }

    // MARK: Flushing

    /// Saves every value written and not yet saved, and returns when they
    /// are: call it when the app is about to end (a terminal app before it
    /// exits, an iOS app when its scene goes to the background).
    public func flush() {
        onSaverQueue {
            for value in values.withLock({ Array($0.values) }) { value.saveIfChanged() }
        }
    }

    /// Runs `body` on the saver's queue and waits; inline when already on it.
    func onSaverQueue(_ body: () -> Void) {
        if DispatchQueue.getSpecific(key: saverQueueKey) == ObjectIdentifier(queue) { return body() }
        queue.sync(execute: body)
    }

    // MARK: Keys

    /// The stored value of `key`, made the first time it is asked for; `nil`
    /// (and an issue reported) when the key is already used with another type.
    func storedValue<Value>(
        for key: PersistenceKey<Value>, holdsModels: Bool, equals: @escaping @Sendable (Value, Value) -> Bool
    ) -> StoredValue<Value>? {
        let identity = PersistenceKeyIdentity(key.strategy)
        let (found, existing): (StoredValue<Value>?, (any AnyStoredValue)?) = values.withLock { values in
            if let existing = values[identity] { return (existing as? StoredValue<Value>, existing) }
            let made = StoredValue(
                key: key, bytes: byteStore(for: key.strategy), holdsModels: holdsModels,
                initial: seeds.withLock { $0.removeValue(forKey: identity) } as? Value, equals: equals,
                scheduleSave: { [weak self] now in self?.scheduleSave(identity, now: now) })
            values[identity] = made
            return (made, nil)
        }
        if found == nil, let existing {
            reportIssue(
                "The \(key) is persisted as \(Value.self) here and as another type elsewhere (\(type(of: existing))); this model isn't connected to it."
            )
        }
        if found != nil, byteStore(for: key.strategy) != nil { watch?.start(self) }
        return found
    }

    /// Where the bytes of a key with `strategy` are kept; `nil` for one in memory.
    func byteStore(for strategy: PersistenceKey<some Any>.Strategy) -> (any ByteStore)? {
        switch strategy {
        case .file(let path):
            return FileBytes(path: resolve(path), fileSystem: fileSystem)
        case .appStorage(let key):
            switch appStorage {
            case .userDefaults(let defaults): return DefaultsBytes(defaults: defaults, key: key)
            case .files: return FileBytes(path: resolve("AppStorage/\(key).json"), fileSystem: fileSystem)
            }
        case .inMemory:
            return nil
        }
    }

    /// `path` inside the folder, unless it is absolute.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
    }

    private func scheduleSave(_ identity: PersistenceKeyIdentity, now: Bool) {
        let save: @Sendable () -> Void = { [weak self] in
            self?.values.withLock { $0[identity] }?.saveIfChanged()
        }
        if now || saveDelay == .zero {
            queue.async(execute: save)
        } else {
            queue.asyncAfter(deadline: .now() + saveDelay.timeInterval, execute: save)
        }
    }

    /// The stored value of the key `identity` names, if made.
    func valueIfMade(_ identity: PersistenceKeyIdentity) -> (any AnyStoredValue)? {
        values.withLock { $0[identity] }
    }

    /// Keeps `value` for the in-memory key `identity` until a model holds it.
    func keepSeed(_ value: any Sendable, for identity: PersistenceKeyIdentity) {
        seeds.withLock { $0[identity] = value }
    }

    /// Every stored value, for the watch.
    var allValues: [any AnyStoredValue] { values.withLock { Array($0.values) } }
}

/// A key's identity in a storage: its strategy and name, whatever its type.
struct PersistenceKeyIdentity: Hashable, Sendable {
    let kind: Int
    let name: String

    init<Value>(_ strategy: PersistenceKey<Value>.Strategy) {
        switch strategy {
        case .file(let path): (kind, name) = (0, path)
        case .appStorage(let key): (kind, name) = (1, key)
        case .inMemory(let key): (kind, name) = (2, key)
        }
    }
}

extension PersistentStorage.AppStorage {
    /// `UserDefaults.standard` on Apple platforms, files elsewhere.
    public static var platformDefault: Self {
        #if canImport(Darwin)
            .userDefaults(.standard)
        #else
            .files
        #endif
    }
}

private let saverQueueKey = DispatchSpecificKey<ObjectIdentifier>()

extension Duration {
    /// The duration in seconds, for Dispatch.
    var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
