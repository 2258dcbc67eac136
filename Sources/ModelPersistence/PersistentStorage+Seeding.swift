import Foundation

extension PersistentStorage {
    /// Stores `value` under `key` as if another process had written it: a
    /// test's starting data, or, once models hold the key, an outside
    /// change they take up.
    ///
    /// ```swift
    /// let storage = PersistentStorage.inMemory()
    /// try storage.seed([Todo(title: "Milk")], for: .file("todos.json"))
    /// ```
    public func seed<Value: Codable & Sendable>(_ value: Value, for key: PersistenceKey<Value>) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try seed(data: encoder.encode(value), for: key)
    }

    /// Stores `data` under `key` as if another process had written it; for
    /// testing what can't be decoded. An in-memory key takes no bytes.
    public func seed<Value: Codable & Sendable>(data: Data, for key: PersistenceKey<Value>) throws {
        switch key.strategy {
        case .file(let path):
            try fileSystem.write(data, atomicallyToPath: resolve(path))
        case .appStorage:
            try withBytes(of: key) { try $0.write(data) }
        case .inMemory:
            let value = try JSONDecoder().decode(Value.self, from: data)
            if let existing = existingValue(for: key) {
                existing.write(value, from: nil)
            } else {
                keepSeed(value, for: PersistenceKeyIdentity(key.strategy))
            }
            return
        }
        onSaverQueue { existingValue(for: key)?.checkOutsideChange() }
    }

    /// What is stored under `key` once every pending save is written: what a
    /// test asserts was saved. `nil` when nothing is.
    public func savedValue<Value: Codable & Sendable>(for key: PersistenceKey<Value>) throws -> Value? {
        flush()
        if case .inMemory = key.strategy { return existingValue(for: key)?.current }
        guard let data = try withBytes(of: key, { try $0.read() }) ?? nil else { return nil }
        return try JSONDecoder().decode(Value.self, from: data)
    }

    private func existingValue<Value>(for key: PersistenceKey<Value>) -> StoredValue<Value>? {
        valueIfMade(PersistenceKeyIdentity(key.strategy)) as? StoredValue<Value>
    }

    private func withBytes<R>(of key: PersistenceKey<some Any>, _ body: (any ByteStore) throws -> R) rethrows -> R? {
        guard let bytes = byteStore(for: key.strategy) else { return nil }
        return try body(bytes)
    }
}
