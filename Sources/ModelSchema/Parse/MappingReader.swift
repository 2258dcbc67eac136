import Synchronization

/// A mapping of one ``MappingKind``, checked against that kind's keys: every
/// key the kind doesn't list is reported once, with the closest known key
/// as a suggestion, and the rest are looked up by name.
struct MappingReader {
    /// The kind of mapping.
    let kind: MappingKind
    /// The pairs with known keys, in the order the file writes them.
    private(set) var pairs: [YAMLPair] = []
    /// Their keys' text, looked up without copying each pair's key node.
    private var names: [String] = []

    /// Reads `node` as a mapping of `kind`, reporting unknown keys.
    ///
    /// - Parameter subject: What the mapping describes in messages: "model
    ///   'AppModel'"; `nil` for the top level of a file. Worked out only for
    ///   a message, which most mappings never need.
    /// - Returns: `nil`, after reporting it, when `node` isn't a mapping; YAML's
    ///   null reads as an empty mapping so a section can be left empty.
    init?(_ node: YAMLNode, kind: MappingKind, subject: @autoclosure () -> String?, diagnostics: inout [Diagnostic]) {
        self.kind = kind
        let list: [YAMLPair]
        switch node.content {
        case .mapping(let pairs, _):
            list = pairs
        case _ where node.isNull:
            list = []
        default:
            let expected = subject().map { "a mapping for \($0)" } ?? "a mapping with keys such as 'models'"
            diagnostics.append(.error("expected \(expected), found \(node.kindDescription)", at: node.location))
            return nil
        }
        let known = kind.keyNames
        let listNames = list.map(\.name)
        if listNames.allSatisfy(known.contains) {
            // Nearly every mapping: its node's pairs are shared, not copied one by one.
            pairs = list
            names = listNames
        } else {
            for (pair, name) in zip(list, listNames) {
                guard known.contains(name) else {
                    let place = subject().map { "in \($0)" } ?? "at the top level of the file"
                    diagnostics.append(
                        .error(
                            "unknown key '\(name)' \(place)\(didYouMean(name, among: known))",
                            at: pair.key.location))
                    continue
                }
                pairs.append(pair)
                names.append(name)
            }
        }
        for key in kind.keys where key.isRequired && self[key.name] == nil {
            diagnostics.append(.error("\(subject() ?? "this mapping") needs '\(key.name):'", at: node.location))
        }
    }

    /// The pair for `key`, if the mapping has it.
    ///
    /// The key table and the parser are checked against each other both
    /// ways: a key the parser reads must be in the table (asserted here), and
    /// a key of the table must be read (debug builds record each lookup in
    /// ``keysRead``, and a test parses every kind of mapping and compares).
    subscript(key: String) -> YAMLPair? {
        assert(kind.keyNames.contains(key), "'\(key)' is not in the key table of \(kind)")
        #if DEBUG
            Self.keysRead?.record(key, of: kind)
        #endif
        return names.firstIndex(of: key).map { pairs[$0] }
    }

    /// Records that the parser read `pair`, taken from ``pairs`` rather than
    /// looked up by name (see ``subscript(_:)``).
    func didRead(_ pair: YAMLPair) {
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
