import Foundation
@testable import ModelPersistence
import Showcase
import Testing

/// Stored data written by an older version of a type: a field renamed with
/// `renamedFrom:` or missing reads, and the next save writes today's names.
@Suite struct MigrationTests {
    let key = PersistenceKey<Layout>.file("layout.json")

    func storage() -> PersistentStorage {
        PersistentStorage(
            folder: "/memory", fileSystem: MemoryFileSystem(), appStorage: .files, saveDelay: .seconds(3600),
            watchInterval: nil)
    }

    @Test func aFieldSavedUnderItsOldNameIsReadAndSavedUnderItsNewOne() throws {
        let storage = storage()
        try storage.seed(data: Data(#"{"width": 5, "title": "Board"}"#.utf8), for: key)
        let stored = try #require(storage.storedValue(for: key, holdsModels: false, equals: ==))
        let (start, _) = stored.join(own: Layout(title: ""), push: { _ in }, report: { _ in })
        guard case .stored(let value, nil) = start else {
            Issue.record("started with \(start), not the stored value")
            return
        }
        #expect(value == Layout(columns: 5, title: "Board"))

        stored.write(Layout(columns: 6, title: "Board"), from: nil)
        storage.flush()
        let saved = try #require(try storage.memoryFiles?.contents(atPath: "/memory/layout.json"))
        let fields = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        #expect(fields.keys.sorted() == ["columns", "title"])
        #expect(fields["columns"] as? Int == 6)
    }

    @Test func theMostRecentOldNameIsReadFirstAndTheCurrentNameWins() throws {
        let decoder = JSONDecoder()
        let older = try decoder.decode(Layout.self, from: Data(#"{"size": 3, "title": "a"}"#.utf8))
        let both = try decoder.decode(Layout.self, from: Data(#"{"size": 3, "width": 4, "title": "a"}"#.utf8))
        let current = try decoder.decode(Layout.self, from: Data(#"{"columns": 7, "width": 4, "title": "a"}"#.utf8))
        #expect([older.columns, both.columns, current.columns] == [Int]([3, 4, 7]))
    }

    @Test func aMissingFieldTakesItsSchemaDefault() throws {
        let storage = storage()
        try storage.seed(data: Data(#"{"title": "Board"}"#.utf8), for: key)
        #expect(try storage.savedValue(for: key) == Layout(columns: 2, title: "Board"))
    }
}
