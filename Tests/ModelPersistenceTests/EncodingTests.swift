import Foundation
@testable import ModelPersistence
import Testing

@Suite struct EncodingTests {
    @Test func aValueThatCannotBeEncodedIsReportedAndTheOldFileStays() throws {
        // Saved only when flushed, inside `withKnownIssue`.
        let storage = PersistentStorage(
            folder: "/memory", fileSystem: MemoryFileSystem(), appStorage: .files, saveDelay: .seconds(3600),
            watchInterval: nil)
        let key = PersistenceKey<Double>.file("ratio.json")
        try storage.seed(1.5, for: key)
        let stored = try #require(storage.storedValue(for: key, holdsModels: false, equals: ==))
        let failures = LockedFailures()
        _ = stored.join(own: 0, push: { _ in }, report: { failures.append($0) })
        // JSON has no infinity.
        stored.write(.infinity, from: nil)
        withKnownIssue {
            storage.flush()
        } matching: {
            $0.description.contains("couldn't be encoded")
        }
        #expect(failures.values.compactMap { $0?.reason } == [.unencodable])
        #expect(try storage.memoryFiles?.contents(atPath: "/memory/ratio.json") == Data("1.5".utf8))
        // A value that encodes is saved, and the error cleared.
        stored.write(2.5, from: nil)
        #expect(try storage.savedValue(for: key) == 2.5)
        #expect(failures.values.last == .some(nil))
    }
}

/// The failures a holder was told of, in order.
private final class LockedFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [PersistenceError?] = []

    func append(_ failure: PersistenceError?) { lock.withLock { received.append(failure) } }
    var values: [PersistenceError?] { lock.withLock { received } }
}
