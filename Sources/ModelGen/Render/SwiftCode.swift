import ModelSchema

/// A file of generated Swift as the translators build it and
/// ``renderSwift(_:)`` prints it: a flat list of nodes (lines, comments,
/// blank lines, and the start and end of each block), whose texts are
/// ranges of one byte buffer.
///
/// The translators append to it in the order the code reads:
///
/// ```swift
/// swift.type("struct Counter: ModelRuntime.Model", origin: name.location, doc: "A counter.") { swift in
///     swift.line("let _$context: ModelRuntime.ModelContext<Self>")
/// }
/// ```
///
/// It was a tree of enum values that each held their strings. Building,
/// reading and freeing that tree retained, released and freed every string
/// of every node, for millions of lines in a large schema set; a node here
/// holds no reference, so reading one copies a few integers, and a file's
/// text is one allocation.
///
/// Nodes that come from a schema carry the place they came from; the
/// renderer turns that into `#sourceLocation` directives, so the compiler
/// reports an error in a YAML-written type or default at its YAML line.
/// Directives may only stand between declarations, so only members of a
/// declaration list (``type(_:origin:doc:_:)``) are mapped.
struct SwiftCode: ~Copyable {
    /// What a node is.
    enum Kind: UInt8 {
        /// One line of code.
        case line
        /// A `// comment` line.
        case comment
        /// An empty line (several in a row print as one).
        case blank
        /// A block's header, whose body holds declarations: members of a
        /// type or extension, which may be mapped.
        case declarations
        /// A block's header, whose body holds statements or accessors, never mapped.
        case statements
        /// The end of the innermost open block: its `}`.
        case end
    }

    /// One node. Its texts are ranges of the file's ``text``.
    struct Node {
        var kind: Kind
        /// A line's, comment's or header's text.
        var text: Range<Int>
        /// The doc comment's text: empty for none.
        var doc: Range<Int>
        /// The schema place a line or header comes from.
        var origin: Origin?

        /// Whether the node comes from a schema line.
        var isMapped: Bool { origin != nil }
    }

    /// Where a generated node came from: a file of ``files``, and a line in it.
    struct Origin: Equatable {
        var file: Int
        var line: Int
    }

    /// The nodes, in the order they print.
    private(set) var nodes: [Node] = []
    /// The UTF-8 of every node's texts, one after another.
    private var text = OutputBuffer(capacity: 1 << 15)
    /// The schema files that nodes' origins name, each once, by display path.
    private(set) var files: [String] = []

    init() {
        // About what a file of twenty models takes: it grows a few times at most, not once a line.
        nodes.reserveCapacity(4096)
    }

    /// The text of `range` as a string.
    func string(_ range: Range<Int>) -> String {
        text.string(range)
    }

    /// Calls `body` with the texts' bytes, which it must not keep.
    func withText<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withBytes(body)
    }
}

extension SwiftCode {
    /// Adds a line of code.
    mutating func line(_ line: Code, origin: SourceLocation? = nil, doc: String? = nil) {
        append(.line, line, origin: origin, doc: doc)
    }

    /// Adds a `// comment` line; `comment` is what follows the slashes.
    mutating func comment(_ comment: Code) {
        append(.comment, comment, origin: nil, doc: nil)
    }

    /// Adds an empty line.
    mutating func blank() {
        nodes.append(Node(kind: .blank, text: 0..<0, doc: 0..<0, origin: nil))
    }

    /// Adds a block whose body holds declarations: `header {`, the members
    /// `members` adds, indented, then `}`.
    mutating func type(
        _ header: Code, origin: SourceLocation? = nil, doc: String? = nil, _ members: (inout SwiftCode) -> Void
    ) {
        append(.declarations, header, origin: origin, doc: doc)
        members(&self)
        nodes.append(Node(kind: .end, text: 0..<0, doc: 0..<0, origin: nil))
    }

    /// Adds a block whose body holds code: `header {`, the statements or
    /// accessors `body` adds, indented, then `}`.
    mutating func block(
        _ header: Code, origin: SourceLocation? = nil, doc: String? = nil, _ body: (inout SwiftCode) -> Void
    ) {
        append(.statements, header, origin: origin, doc: doc)
        body(&self)
        nodes.append(Node(kind: .end, text: 0..<0, doc: 0..<0, origin: nil))
    }

    /// Gives the node at `index` the text `replacement` (its old bytes stay
    /// unused in ``text``).
    mutating func replaceText(ofNode index: Int, with replacement: Code) {
        nodes[index].text = store(replacement.bytes)
    }

    private mutating func append(_ kind: Kind, _ code: Code, origin: SourceLocation?, doc: String?) {
        let textRange = store(code.bytes)
        var docRange = text.count..<text.count
        if let doc {
            text.append(doc)
            docRange = docRange.lowerBound..<text.count
        }
        var mapped: Origin?
        if let origin { mapped = self.origin(origin) }
        nodes.append(Node(kind: kind, text: textRange, doc: docRange, origin: mapped))
    }

    private mutating func store(_ bytes: LineBytes) -> Range<Int> {
        let start = text.count
        bytes.withBytes { text.append($0) }
        return start..<text.count
    }

    /// The origin of a schema location, its file numbered in ``files``.
    private mutating func origin(_ location: SourceLocation) -> Origin {
        // Nearly every location of a file is in its own schema: the last file named.
        if let last = files.indices.last, files[last] == location.file {
            return Origin(file: last, line: location.line)
        }
        if let index = files.firstIndex(of: location.file) {
            return Origin(file: index, line: location.line)
        }
        files.append(location.file)
        return Origin(file: files.count - 1, line: location.line)
    }
}
