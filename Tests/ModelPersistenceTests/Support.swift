import Foundation
import ModelPersistence
import ModelRuntime
import Showcase
import Synchronization

/// A counter whose `count` is persisted in `key`, anchored with `storage`.
func persistedCounter(
    _ key: PersistenceKey<Int> = .file("count.json"), in storage: PersistentStorage, count: Int = 0
) -> Counter {
    Counter.make(count: count)
        .withSetup { $0.node.persist(\.count, in: key) }
        .withAnchor { $0.persistentStorage = storage }
}

/// A file system in memory that counts writes and fails them on demand,
/// as a full disk or a read-only folder would.
final class FaultyFileSystem: PersistenceFileSystem {
    let files = MemoryFileSystem()
    private let state = Mutex<(writes: Int, failure: Int32?)>((0, nil))

    /// How many writes succeeded.
    var writes: Int { state.withLock { $0.writes } }

    /// Makes every write fail with `code` (`ENOSPC`, `EROFS`), or succeed again with `nil`.
    func failWrites(with code: Int32?) { state.withLock { $0.failure = code } }

    func contents(atPath path: String) throws -> Data? { try files.contents(atPath: path) }

    func write(_ data: Data, atomicallyToPath path: String) throws {
        if let code = state.withLock({ $0.failure }) {
            throw NSError(
                domain: NSPOSIXErrorDomain, code: Int(code),
                userInfo: [
                    NSLocalizedDescriptionKey: String(cString: strerror(code))
                ])
        }
        try files.write(data, atomicallyToPath: path)
        state.withLock { $0.writes += 1 }
    }

    func stamp(ofPath path: String) -> FileStamp? { files.stamp(ofPath: path) }

    func moveItem(atPath path: String, toPath newPath: String) throws {
        try files.moveItem(atPath: path, toPath: newPath)
    }
}

/// Waits until `condition` holds, up to a ceiling far above what it takes;
/// false if it never did.
func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<2000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return condition()
}

/// A new empty folder under the temporary directory.
func makeTemporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "ModelPersistenceTests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
