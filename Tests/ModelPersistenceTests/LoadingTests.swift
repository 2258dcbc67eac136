import Foundation
import ModelPersistence
import ModelRuntime
import Showcase
import Testing

@Suite struct LoadingTests {
    let key = PersistenceKey<Int>.file("count.json")

    @Test func aFileThatCannotBeDecodedIsReportedAndNeverWrittenOver() throws {
        let storage = PersistentStorage.inMemory()
        let unreadable = Data("not a number".utf8)
        try storage.seed(data: unreadable, for: key)
        let counter = try #require(anchorReportingUndecodable(in: storage))
        #expect(counter.count == 3)
        counter.count = 4
        storage.flush()
        #expect(try storage.memoryFiles?.contents(atPath: "/memory/count.json") == unreadable)
    }

    @Test func theAppCanSetAsideAnUndecodableFileAndSaveOverItsPlace() throws {
        let storage = PersistentStorage.inMemory()
        let unreadable = Data("not a number".utf8)
        try storage.seed(data: unreadable, for: key)
        let counter = try #require(anchorReportingUndecodable(in: storage))
        let aside = try #require(try counter.node.overwriteUnreadableStorage(of: key))
        #expect(try storage.memoryFiles?.contents(atPath: aside) == unreadable)
        #expect(try storage.savedValue(for: key) == 3)
    }

    @Test func aFileChangedOutsideIsLoadedAndObserved() async throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let storage = PersistentStorage(folder: folder, watchInterval: .milliseconds(10))
        let counter = persistedCounter(in: storage)
        try Data("21".utf8).write(to: URL(fileURLWithPath: folder + "/count.json"))
        #expect(await eventually { counter.count == 21 })
    }

    @Test func anUnsavedLocalWriteWinsOverAnOutsideChangeWhichIsKeptBesideTheFile() throws {
        let files = MemoryFileSystem()
        let storage = PersistentStorage(folder: "/data", fileSystem: files, saveDelay: .seconds(3600))
        let counter = persistedCounter(in: storage)
        counter.count = 1
        // Another process writes before the local write is saved.
        try storage.seed(99, for: key)
        #expect(counter.count == 1)
        #expect(try storage.savedValue(for: key) == 1)
        #expect(try files.contents(atPath: "/data/count.json.conflict-1") == Data("99".utf8))
    }

    @Test func anOutsideChangeWithNoLocalWritePendingReplacesTheValue() throws {
        let storage = PersistentStorage.inMemory()
        let counter = persistedCounter(in: storage)
        counter.count = 1
        storage.flush()
        try storage.seed(2, for: key)
        #expect(counter.count == 2)
    }

    @Test func anOutsideChangeThatCannotBeDecodedKeepsTheValueAndStopsSaving() throws {
        let storage = PersistentStorage.inMemory()
        let counter = persistedCounter(in: storage)
        counter.count = 1
        storage.flush()
        withKnownIssue {
            try? storage.seed(data: Data("{".utf8), for: key)
        } matching: {
            $0.description.contains("couldn't be decoded")
        }
        #expect(counter.count == 1)
        counter.count = 5
        storage.flush()
        #expect(try storage.memoryFiles?.contents(atPath: "/memory/count.json") == Data("{".utf8))
    }

    @Test func appStorageKeepsABareValueInUserDefaults() throws {
        let suite = "ModelPersistenceTests-\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let storage = PersistentStorage(
            folder: "/unused", fileSystem: MemoryFileSystem(), appStorage: .userDefaults(defaults))
        let counter = persistedCounter(.appStorage("count"), in: storage)
        counter.count = 8
        storage.flush()
        #expect(defaults.integer(forKey: "count") == 8)
        defaults.set(9, forKey: "count")
        try storage.seed(9, for: .appStorage("count"))
        #expect(counter.count == 9)
    }

    /// A counter of 3 persisted in `key`, whose stored data can't be decoded.
    private func anchorReportingUndecodable(in storage: PersistentStorage) -> Counter? {
        var counter: Counter?
        withKnownIssue {
            counter = persistedCounter(in: storage, count: 3)
        } matching: {
            $0.description.contains("couldn't be decoded")
        }
        return counter
    }
}
