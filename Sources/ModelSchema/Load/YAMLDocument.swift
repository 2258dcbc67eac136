import Synchronization

/// A loaded YAML document: every node in one table, and every scalar's text
/// in one buffer of bytes.
///
/// A schema file has tens of thousands of nodes at scale. Held as a tree of
/// values, each node was a few strings (its text, its file's path twice) and
/// each collection an array, all allocated, retained on every copy and freed
/// one by one; here a file is a handful of arrays, a ``YAMLNode`` is an
/// index into them, and reading one copies nothing that is reference-counted.
/// The parser makes a `String` only of the text it keeps.
///
/// Aliases are already replaced by the node their anchor names: an alias is
/// a node of its own, placed where the alias is written, that shares its
/// anchor's text or children.
///
/// A ``YAMLNode`` is read only through the document it came from (or a copy
/// of it): every read checks that, and stops with a message saying so
/// rather than read another document's node.
public struct YAMLDocument: Sendable {
    /// What the table holds for one node.
    struct Record: Sendable {
        var kind: YAMLNode.Kind
        /// A scalar's style; `.plain` for a collection.
        var scalarStyle: YAMLScalarStyle
        /// A collection's style; `.block` for a scalar.
        var collectionStyle: YAMLCollectionStyle
        /// Where the node starts, both counted from 1.
        var line: Int
        var column: Int
        /// Where a scalar ends, just past its last character (closing quote
        /// included); a collection's start.
        var endLine: Int
        var endColumn: Int
        /// A scalar's bytes in ``text``, a sequence's items in ``items``, or
        /// a mapping's pairs in ``pairs``: where they start and how many.
        var start: Int
        var count: Int
        /// A scalar's explicit tag in ``tags``; `nil` when untagged.
        var tag: Int?
        /// Whether a scalar's text is all ASCII, where comparing bytes is
        /// comparing strings and a byte is a Unicode scalar.
        var isASCII = true
    }

    /// The path diagnostics print, stored in every location read from the document.
    public let file: String
    /// Which document this is, stored in each of its nodes.
    let identity: UInt32
    /// The top node; a document always has one.
    public internal(set) var root: YAMLNode
    var records: [Record] = []
    var items: [YAMLNode] = []
    var pairs: [YAMLPair] = []
    var text: [UInt8] = []
    var tags: [String] = []

    /// An empty document of `file`, for the loader to fill.
    init(file: String) {
        self.file = file
        identity = nextDocumentIdentity.wrappingAdd(1, ordering: .relaxed).oldValue
        root = YAMLNode(index: 0, document: identity)
    }

    /// The node added at `index` of the table.
    func node(at index: Int) -> YAMLNode {
        YAMLNode(index: index, document: identity)
    }

    /// What the table holds for `node`, which must be a node of this document.
    @inline(__always)
    func record(_ node: YAMLNode) -> Record {
        precondition(
            node.document == identity,
            "a YAMLNode was read through a YAMLDocument it does not belong to; read a node through its own document")
        return records[node.index]
    }

    /// What kind of node `node` is.
    public func kind(of node: YAMLNode) -> YAMLNode.Kind {
        record(node).kind
    }

    /// Where `node` starts.
    public func location(of node: YAMLNode) -> SourceLocation {
        let record = self.record(node)
        return SourceLocation(file: file, line: record.line, column: record.column)
    }

    /// The text of a scalar, as YAML reads it (quotes removed, escapes
    /// applied); `nil` for a sequence or mapping.
    public func text(of node: YAMLNode) -> String? {
        let record = self.record(node)
        guard record.kind == .scalar else { return nil }
        return String(decoding: text[record.start..<record.start + record.count], as: UTF8.self)
    }

    /// The UTF-8 of a scalar's text, in place; `nil` for a sequence or mapping.
    public func utf8(of node: YAMLNode) -> ArraySlice<UInt8>? {
        let record = self.record(node)
        guard record.kind == .scalar else { return nil }
        return text[record.start..<record.start + record.count]
    }

    /// Whether a scalar's text is all ASCII; `false` for a sequence or mapping.
    public func isASCII(_ node: YAMLNode) -> Bool {
        let record = self.record(node)
        return record.kind == .scalar && record.isASCII
    }

    /// Whether `node` is a scalar whose text is `word`, compared as Swift
    /// compares strings (by canonical equivalence) without making a string
    /// when both are ASCII, where that is comparing bytes.
    public func text(of node: YAMLNode, is word: StaticString) -> Bool {
        word.withUTF8Buffer { text(of: node, is: $0, isASCII: word.isASCII) }
    }

    /// ``text(of:is:)`` of a word given by its UTF-8 and whether that is all ASCII.
    func text(of node: YAMLNode, is word: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> Bool {
        let record = self.record(node)
        guard record.kind == .scalar else { return false }
        if record.count == word.count && text[record.start..<record.start + record.count].elementsEqual(word) {
            return true
        }
        // Two ASCII texts are equal only byte for byte; otherwise a
        // different spelling can be canonically equivalent (K and the
        // Kelvin sign), which only `String` knows.
        if record.isASCII && isASCII { return false }
        return String(decoding: text[record.start..<record.start + record.count], as: UTF8.self)
            == String(decoding: word, as: UTF8.self)
    }

    /// Whether two scalars have the same text, compared as strings are.
    func sameText(_ first: YAMLNode, _ second: YAMLNode) -> Bool {
        let one = self.record(first)
        let other = self.record(second)
        guard one.kind == .scalar, other.kind == .scalar else { return false }
        if one.count == other.count
            && text[one.start..<one.start + one.count].elementsEqual(text[other.start..<other.start + other.count])
        {
            return true
        }
        // Two ASCII texts are equal only byte for byte; otherwise a
        // different spelling can be canonically equivalent, which only
        // `String` knows.
        if one.isASCII && other.isASCII { return false }
        return text(of: first) == text(of: second)
    }

    /// How a scalar is written; `nil` for a sequence or mapping.
    public func scalarStyle(of node: YAMLNode) -> YAMLScalarStyle? {
        let record = self.record(node)
        return record.kind == .scalar ? record.scalarStyle : nil
    }

    /// How a sequence or mapping is written; `nil` for a scalar.
    public func collectionStyle(of node: YAMLNode) -> YAMLCollectionStyle? {
        let record = self.record(node)
        return record.kind == .scalar ? nil : record.collectionStyle
    }

    /// A scalar's explicit tag, resolved (`!!str` is `tag:yaml.org,2002:str`);
    /// `nil` when untagged or not a scalar.
    public func tag(of node: YAMLNode) -> String? {
        record(node).tag.map { tags[$0] }
    }

    /// Where a scalar ends, just past its last character (closing quote
    /// included); `nil` for a sequence or mapping.
    public func end(of node: YAMLNode) -> SourceLocation? {
        let record = self.record(node)
        guard record.kind == .scalar else { return nil }
        return SourceLocation(file: file, line: record.endLine, column: record.endColumn)
    }

    /// The items of a sequence, in order; `nil` for a scalar or mapping.
    public func items(of node: YAMLNode) -> ArraySlice<YAMLNode>? {
        let record = self.record(node)
        guard record.kind == .sequence else { return nil }
        return items[record.start..<record.start + record.count]
    }

    /// The pairs of a mapping, in the order the file writes them; `nil` for
    /// a scalar or sequence.
    public func pairs(of node: YAMLNode) -> ArraySlice<YAMLPair>? {
        let record = self.record(node)
        guard record.kind == .mapping else { return nil }
        return pairs[record.start..<record.start + record.count]
    }

    /// Whether `node` is YAML's null: nothing, `~` or `null` unquoted, or tagged `!!null`.
    public func isNull(_ node: YAMLNode) -> Bool {
        let record = self.record(node)
        guard record.kind == .scalar else { return false }
        if let tag = record.tag { return tags[tag] == "tag:yaml.org,2002:null" }
        guard record.scalarStyle == .plain, record.count <= 4 || !record.isASCII else { return false }
        return record.count == 0 || text(of: node, is: "~") || text(of: node, is: "null") || text(of: node, is: "Null")
            || text(of: node, is: "NULL")
    }

    /// The kind of node with an article, for messages: "a scalar", "a sequence", "a mapping".
    public func kindDescription(of node: YAMLNode) -> String {
        switch kind(of: node) {
        case .scalar: isNull(node) ? "nothing" : "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }

    /// The location of the character `offset` Unicode scalars into a scalar's
    /// text, when the file spells the text out unchanged on one line (a plain
    /// scalar, or a quoted one without escapes); otherwise the scalar's start,
    /// the nearest place that is surely right.
    public func location(of node: YAMLNode, atOffset offset: Int) -> SourceLocation {
        let record = self.record(node)
        var result = location(of: node)
        guard record.kind == .scalar, record.endLine == record.line else { return result }
        let width = record.endColumn - record.column
        let quote: Int
        switch record.scalarStyle {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return result
        }
        guard width == scalarCount(of: node) + 2 * quote else { return result }
        result.column += quote + offset
        return result
    }

    /// How many Unicode scalars a scalar's text has.
    private func scalarCount(of node: YAMLNode) -> Int {
        guard let bytes = utf8(of: node) else { return 0 }
        if record(node).isASCII { return bytes.count }
        // Counted on the decoded text, which repairs any ill-formed byte as the text read does.
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.count
    }
}

/// A node of a ``YAMLDocument``: which node, not what it holds, so it is
/// read through its document (``YAMLDocument/kind(of:)``,
/// ``YAMLDocument/text(of:)``, ...).
///
/// A node is read only through the document it came from, or a copy of it.
/// It carries its document's identity, and reading it through any other
/// document stops the program with a message saying so, instead of reading
/// whichever node of that document has the same place.
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    public enum Kind: Sendable {
        /// A scalar: text with its style and tag.
        case scalar
        /// A sequence of nodes.
        case sequence
        /// A mapping of scalar keys to nodes.
        case mapping
    }

    /// Its place in the document's table. Held in 32 bits, as is the
    /// identity beside it, so a node is as small as a bare index: a file of
    /// over four billion nodes would need hundreds of gigabytes.
    private let position: UInt32
    /// The identity of the document it belongs to.
    let document: UInt32

    /// Its place in the document's table.
    var index: Int { Int(position) }

    init(index: Int, document: UInt32) {
        position = UInt32(index)
        self.document = document
    }
}

/// The identity the next document takes; documents are loaded on several
/// threads at once. After four billion documents it wraps around, long past
/// any two that one run compares.
private let nextDocumentIdentity = Atomic<UInt32>(1)

/// How a scalar is written.
public enum YAMLScalarStyle: Sendable {
    /// `text`
    case plain
    /// `'text'`
    case singleQuoted
    /// `"text"`
    case doubleQuoted
    /// `|` block
    case literal
    /// `>` block
    case folded
}

/// How a sequence or mapping is written.
public enum YAMLCollectionStyle: Sendable {
    /// Indented lines.
    case block
    /// `[a, b]` or `{a: 1}`.
    case flow
}

/// One key and value of a mapping.
public struct YAMLPair: Hashable, Sendable {
    /// The key; the loader only accepts scalar keys.
    public var key: YAMLNode
    /// The value.
    public var value: YAMLNode
}
