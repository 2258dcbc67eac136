import Synchronization

/// A mapping of one ``MappingKind``, checked against that kind's keys: every
/// key the kind doesn't list is reported once, with the closest known key
/// as a suggestion, and the rest are looked up by name.
struct MappingReader {
    /// A pair of the mapping whose key the kind lists.
    struct Field {
        /// The key's text: the table's own string when the file spells it
        /// the same, which costs no string of its own.
        let name: String
        /// The key node.
        let key: YAMLNode
        /// The value node.
        let value: YAMLNode
        /// Whether ``name`` is the table's own string (ASCII).
        var isTableSpelling = true
    }

    /// The kind of mapping.
    let kind: MappingKind
    /// The pairs with known keys, in the order the file writes them.
    private(set) var pairs: [Field] = []

    /// Reads `node` as a mapping of `kind`, reporting unknown keys.
    ///
    /// - Parameter subject: What the mapping describes in messages: "model
    ///   'AppModel'"; `nil` for the top level of a file. Worked out only for
    ///   a message, which most mappings never need.
    /// - Returns: `nil`, after reporting it, when `node` isn't a mapping; YAML's
    ///   null reads as an empty mapping so a section can be left empty.
    init?(
        _ node: YAMLNode, in document: YAMLDocument, kind: MappingKind, subject: @autoclosure () -> String?,
        diagnostics: inout [Diagnostic]
    ) {
        self.kind = kind
        let list: ArraySlice<YAMLPair>
        if let pairs = document.pairs(of: node) {
            list = pairs
        } else if document.isNull(node) {
            list = []
        } else {
            let expected = subject().map { "a mapping for \($0)" } ?? "a mapping with keys such as 'models'"
            diagnostics.append(
                .error(
                    "expected \(expected), found \(document.kindDescription(of: node))", at: document.location(of: node)
                ))
            return nil
        }
        let table = kind.table
        pairs.reserveCapacity(list.count)
        for pair in list {
            guard let field = Self.field(pair, in: document, table: table) else {
                let name = document.text(of: pair.key) ?? ""
                let place = subject().map { "in \($0)" } ?? "at the top level of the file"
                diagnostics.append(
                    .error(
                        "unknown key '\(name)' \(place)\(didYouMean(name, among: table.names))",
                        at: document.location(of: pair.key)))
                continue
            }
            pairs.append(field)
        }
        for key in table.keys where key.isRequired && self[key.name] == nil {
            diagnostics.append(
                .error("\(subject() ?? "this mapping") needs '\(key.name):'", at: document.location(of: node)))
        }
    }

    /// The field of `pair`, when its key is one of the table's: compared
    /// as strings are, byte for byte when the key is ASCII as every name of
    /// the table is; a key spelled otherwise but equal as a string (the
    /// Kelvin sign for a K) keeps its own spelling for messages.
    private static func field(_ pair: YAMLPair, in document: YAMLDocument, table: MappingKind.KeyTable) -> Field? {
        guard let bytes = document.utf8(of: pair.key) else { return nil }
        if let index = table.utf8.firstIndex(where: { $0.count == bytes.count && $0.elementsEqual(bytes) }) {
            return Field(name: table.names[index], key: pair.key, value: pair.value)
        }
        guard !document.isASCII(pair.key), let text = document.text(of: pair.key), table.names.contains(text) else {
            return nil
        }
        return Field(name: text, key: pair.key, value: pair.value, isTableSpelling: false)
    }

    /// The pair for `key`, if the mapping has it.
    ///
    /// The key table and the parser are checked against each other both
    /// ways: a key the parser reads must be in the table (asserted here), and
    /// a key of the table must be read (debug builds record each lookup in
    /// ``keysRead``, and a test parses every kind of mapping and compares).
    subscript(key: String) -> Field? {
        assert(kind.keyNames.contains(key), "'\(key)' is not in the key table of \(kind)")
        #if DEBUG
            Self.keysRead?.record(key, of: kind)
        #endif
        // A field spelled as the table spells it is ASCII, as `key` is:
        // a different length is a different name, found without comparing strings.
        return pairs.first { ($0.isTableSpelling ? $0.name.utf8.count == key.utf8.count : true) && $0.name == key }
    }

    /// Records that the parser read `pair`, taken from ``pairs`` rather than
    /// looked up by name (see ``subscript(_:)``).
    func didRead(_ pair: Field) {
        #if DEBUG
            Self.keysRead?.record(pair.name, of: kind)
        #endif
    }

    #if DEBUG
        /// Where lookups are recorded, when a test asks (debug builds only).
        @TaskLocal static var keysRead: KeysRead?
    #endif
}

#if DEBUG
    /// The keys the parser looked up, by kind of mapping: what a test
    /// compares with the key table, so that a key added to the table and
    /// never read fails it instead of being silently ignored.
    final class KeysRead: Sendable {
        private let keys = Mutex<[MappingKind: Set<String>]>([:])

        /// Records that the parser looked up `key` in a mapping of `kind`.
        func record(_ key: String, of kind: MappingKind) {
            keys.withLock { _ = $0[kind, default: []].insert(key) }
        }

        /// The keys looked up in mappings of `kind`.
        subscript(kind: MappingKind) -> Set<String> {
            keys.withLock { $0[kind] ?? [] }
        }
    }
#endif
