import Foundation
import ModelPersistence
import ModelRuntime
import Showcase
import Testing

@Suite struct SavingTests {
    @Test func aBurstOfWritesMakesAFewFileWritesAndEndsWithTheLastValue() throws {
        let files = FaultyFileSystem()
        let storage = PersistentStorage(folder: "/data", fileSystem: files, saveDelay: .milliseconds(50))
        let counter = persistedCounter(in: storage)
        for _ in 0..<1000 { counter.count += 1 }
        storage.flush()
        #expect(files.writes <= 5)
        #expect(try storage.savedValue(for: PersistenceKey<Int>.file("count.json")) == 1000)
    }

    @Test func theLastModelHoldingAKeySavesItWhenReleased() async throws {
        let files = FaultyFileSystem()
        // A delay no test waits for: only the release can have saved it.
        let storage = PersistentStorage(folder: "/data", fileSystem: files, saveDelay: .seconds(3600))
        var counter: Counter? = persistedCounter(in: storage)
        counter?.count = 4
        #expect(files.writes == 0)
        counter = nil
        #expect(await eventually { files.writes == 1 })
        #expect(try JSONDecoder().decode(Int.self, from: #require(try files.contents(atPath: "/data/count.json"))) == 4)
    }

    @Test func aFullDiskIsReportedAndKeepsTheOldFile() throws {
        try failedWriteKeepsTheOldFile(ENOSPC)
    }

    @Test func aReadOnlyFolderIsReportedAndKeepsTheOldFile() throws {
        try failedWriteKeepsTheOldFile(EROFS)
    }

    private func failedWriteKeepsTheOldFile(_ code: Int32) throws {
        let files = FaultyFileSystem()
        let storage = PersistentStorage(folder: "/data", fileSystem: files, saveDelay: .zero)
        let key = PersistenceKey<Int>.file("count.json")
        let counter = persistedCounter(in: storage)
        counter.count = 1
        storage.flush()
        files.failWrites(with: code)
        counter.count = 2
        withKnownIssue {
            storage.flush()
        } matching: {
            $0.description.contains("couldn't be saved")
        }
        #expect(try JSONDecoder().decode(Int.self, from: #require(try files.contents(atPath: "/data/count.json"))) == 1)
        // Once writes work again, the value not saved is.
        files.failWrites(with: nil)
        #expect(try storage.savedValue(for: key) == 2)
    }

    @Test func savesReachTheDiskAndReplaceTheFileWhole() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let storage = PersistentStorage(folder: folder)
        let counter = persistedCounter(in: storage)
        counter.count = 12
        storage.flush()
        let text = try String(contentsOfFile: folder + "/count.json", encoding: .utf8)
        #expect(text == "12")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "count.json" }
        #expect(leftovers.isEmpty)
    }
}
