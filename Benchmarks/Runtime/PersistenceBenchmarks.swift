import Foundation
import ModelPersistence
import ModelRuntime
import Showcase

/// A write to persisted state against a plain write, in the same run: the
/// persisted one adds telling the stored value, and waking the saver once
/// per save delay (the save itself runs on the saver's queue).
func persistenceBenchmarks() -> [Measurement?] {
    let folder = NSTemporaryDirectory() + "RuntimeBenchmarks-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let storage = PersistentStorage(folder: folder, watchInterval: nil)
    let (plain, plainAnchor) = Counter.make().andAnchor()
    let (persisted, persistedAnchor) = Counter.make()
        .withSetup { $0.node.persist(\.count, in: .file("count.json")) }
        .andAnchor { $0.persistentStorage = storage }
    let (shared, sharedAnchor) = Counter.make()
        .withSetup { $0.node.persist(\.count, in: .inMemory("count")) }
        .andAnchor { $0.persistentStorage = storage }
    let (sharer, sharerAnchor) = Counter.make()
        .withSetup { $0.node.persist(\.count, in: .inMemory("count")) }
        .andAnchor { $0.persistentStorage = storage }
    defer { withExtendedLifetime((plainAnchor, persistedAnchor, sharedAnchor, sharerAnchor, sharer)) {} }
    let n = 200_000
    let results = [
        measure("write, plain (persistence's baseline)", operations: n) {
            for value in 0..<n { plain.count = value }
        },
        measure("write, persisted to a file", operations: n) {
            for value in 0..<n { persisted.count = value }
        },
        measure("write, persisted in memory and shared with a second model", operations: n) {
            for value in 0..<n { shared.count = value }
        },
    ]
    storage.flush()
    return results
}
