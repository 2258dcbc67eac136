import Clocks
import Foundation
import ModelRuntime
import ModelTesting
@testable import TestSupport
import Testing
@testable import Standups

/// Saving a moment after changes, on a test clock, and the file it goes
/// to, in the `andTester` style.
@Suite struct PersistenceTests {
    @Test func changesAreSavedOnceTheyStopOrWhenAsked() async throws {
        let clock = WatchedClock()
        let saves = TestProbe("save")
        let (list, tester) = StandupsList().andTester {
            $0.continuousClock = clock
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([Standup.engineeringMock]))
            $0.dataManager.save = { data in saves.call(try JSONDecoder().decode([Standup].self, from: data)) }
        }
        tester.install(saves)
        let detail = try await tester.unwrap(list.standupDetails.first)
        // What was loaded is written back once, a moment after loading.
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: .seconds(1))
        await tester.assert(saves.wasCalled(with: [Standup.engineeringMock]))

        // Typing a title: a change every half second, then a pause. Each
        // change cancels the wait the one before started.
        for (count, title) in ["E", "En", "Eng"].enumerated() {
            detail.standup.title = title
            await clock.waitUntilSleepsBegan(count + 2)
            await clock.advance(by: .milliseconds(500))
        }
        await tester.assert(detail.standup.title == "Eng")
        await clock.advance(by: .milliseconds(500))

        var saved = Standup.engineeringMock
        saved.title = "Eng"
        let expected = saved
        await tester.assert(saves.wasCalled(with: [expected]))

        // Asked to save what is unsaved, as the app is when it quits: with
        // nothing waiting, nothing; with a change waiting, at once.
        await list.saveUnsavedChanges()
        detail.standup.title = "Engineering"
        await tester.assert(detail.standup.title == "Engineering")
        await clock.waitUntilSleepsBegan(5)
        await list.saveUnsavedChanges()
        saved.title = "Engineering"
        let savedAtOnce = saved
        await tester.assert(saves.wasCalled(with: [savedAtOnce]))
    }

    @Test func aFailedSaveIsShownUntilOneSucceeds() async throws {
        struct DiskFull: Error, LocalizedError {
            var errorDescription: String? { "the disk is full" }
        }
        let clock = WatchedClock()
        let failing = LockIsolated(true)
        let (list, tester) = StandupsList().andTester {
            $0.continuousClock = clock
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([Standup.engineeringMock]))
            $0.dataManager.save = { _ in if failing.value { throw DiskFull() } }
        }
        let detail = try await tester.unwrap(list.standupDetails.first)

        // Writing back what was loaded fails.
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: .seconds(1))
        await tester.assert(list.saveError == "The standups couldn't be saved: the disk is full")

        failing.setValue(false)
        detail.standup.title = "Engineering team"
        await clock.waitUntilSleepsBegan(2)
        await clock.advance(by: .seconds(1))
        await tester.assert {
            detail.standup.title == "Engineering team"
            list.saveError == nil
        }
    }

    @Test func goingBackToWhatIsSavedClearsAFailedSave() async throws {
        struct DiskFull: Error {}
        let clock = WatchedClock()
        let saved = TestProbe("saved")
        // A disk that takes the standups as loaded, and nothing else.
        let (list, tester) = StandupsList().andTester {
            $0.continuousClock = clock
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([Standup.engineeringMock]))
            $0.dataManager.save = { data in
                if try JSONDecoder().decode([Standup].self, from: data) != [.engineeringMock] { throw DiskFull() }
                saved.call()
            }
        }
        tester.install(saved)
        let detail = try await tester.unwrap(list.standupDetails.first)
        // What was loaded is written back: that is what is saved.
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: .seconds(1))
        await tester.assert(saved.wasCalled())

        detail.standup.title = "Eng"
        await clock.waitUntilSleepsBegan(2)
        await clock.advance(by: .seconds(1))
        await tester.assert {
            detail.standup.title == "Eng"
            list.saveError != nil
        }

        detail.standup.title = Standup.engineeringMock.title
        await tester.assert {
            detail.standup.title == "Engineering"
            list.saveError == nil
        }
    }

    @Test func aCorruptFileOnDiskIsNeverOverwritten() async throws {
        let file = try temporaryFile(containing: Data("{ not json".utf8))
        let clock = TestClock()
        let (list, tester) = StandupsList().andTester {
            $0.continuousClock = clock
            $0.dataManager = .file(at: file)
        }
        let loadSamples = try await tester.unwrap(list.destination?.dataFailedToLoad)

        loadSamples()
        await tester.assert(list.standupDetails.count == 3)
        list.standupDetails[0].standup.title = "Changed"
        await clock.advance(by: .seconds(5))
        await tester.assert(list.standupDetails[0].standup.title == "Changed")

        #expect(try Data(contentsOf: file) == Data("{ not json".utf8))
    }

    @Test func aChangeIsSavedToTheFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "standups-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "standups.json")
        let clock = WatchedClock()
        let saved = TestProbe("saved")
        let (list, tester) = StandupsList().andTester {
            $0.continuousClock = clock
            $0.dataManager = .file(at: file)
            $0.dataManager.save = { [save = $0.dataManager.save] data in
                try await save(data)
                saved.call()
            }
            $0.uuid = .incrementing
        }
        tester.install(saved)

        list.addStandupButtonTapped()
        let add = try await tester.unwrap(list.destination?.add)
        add.form.standup.title = "Kept"
        add.add(add.form.standup)
        await tester.assert {
            list.destination == nil
            list.standupDetails.map(\.standup.title) == ["Kept"]
        }
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: .seconds(1))
        await tester.assert(saved.wasCalled())

        let onDisk = try JSONDecoder().decode([Standup].self, from: Data(contentsOf: file))
        #expect(onDisk == list.standupDetails.map(\.standup))
    }

    @Test func theFileIsReplacedWholeNotRewrittenInPlace() async throws {
        let file = try temporaryFile(containing: Data("old".utf8))
        let manager = DataManager.file(at: file)
        let oldFile = try FileHandle(forReadingFrom: file)
        defer { try? oldFile.close() }
        let inodeBefore = try inode(of: file)

        try await manager.save(Data("new".utf8))

        #expect(try manager.load() == Data("new".utf8))
        // A new file took the name: whoever had the old one open still reads
        // it whole, so no reader ever sees half a file.
        #expect(try inode(of: file) != inodeBefore)
        #expect(try oldFile.readToEnd() == Data("old".utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == [
                "standups.json"
            ])
    }

    @Test func aMissingFileThrowsAsReadingOneDoesAndSavingCreatesItsFolder() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "standups-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = DataManager.file(at: folder.appending(path: "nested/standups.json"))

        #expect {
            try manager.load()
        } throws: {
            ($0 as? CocoaError)?.code == .fileReadNoSuchFile
        }
        try await manager.save(Data("[]".utf8))
        #expect(try manager.load() == Data("[]".utf8))

        // A folder where the file should be is an error, not an empty list.
        let blocked = DataManager.file(at: folder)
        #expect(throws: (any Error).self) { try blocked.load() }
    }

    /// A new `standups.json` holding `data`, alone in a new folder.
    private func temporaryFile(containing data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "standups-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: "standups.json")
        try data.write(to: file)
        return file
    }

    /// The file system's number for the file at `url`.
    private func inode(of url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.systemFileNumber] as? UInt64)
    }
}
