/// Names with what each means (why it is reserved, what it is), looked up
/// as Swift compares strings.
///
/// Every name of a table is ASCII, so a name looked up that is ASCII too,
/// nearly every name of a schema, is compared with them byte for byte, which
/// is what string equality is between ASCII strings, instead of hashed: the
/// checks look up every member and type name of a set, and most are in no
/// table. Any other name is looked up in the dictionary, by canonical
/// equivalence.
struct NameTable: Sendable, ExpressibleByDictionaryLiteral {
    private let meanings: [String: String]
    private let names: [[UInt8]]

    /// A table of `meanings` by name; every name must be ASCII.
    init(_ meanings: [String: String]) {
        precondition(meanings.keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "a NameTable's names are ASCII")
        self.meanings = meanings
        names = meanings.keys.map { Array($0.utf8) }
    }

    /// A table of the names and meanings listed.
    init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(uniqueKeysWithValues: elements))
    }

    /// What `name` means, if the table has it.
    subscript(name: String) -> String? {
        // `true` or `false` for an ASCII name, `nil` for any other (or a
        // string without contiguous UTF-8, which Swift's own strings have).
        let isListed = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return names.contains { $0.count == bytes.count && $0.elementsEqual(bytes) }
        }
        if isListed == false { return nil }
        return meanings[name]
    }

    /// The table's entries whose name passes `isIncluded`.
    func filter(_ isIncluded: (String) -> Bool) -> NameTable {
        NameTable(meanings.filter { isIncluded($0.key) })
    }
}
