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
/// texts share one buffer, which starts at 32 KB and doubles when full.
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
    /// How many blocks are open: 0 while nodes are added at file scope.
    private var openBlocks = 0
    /// The depth whose headers are written `nonisolated`: file scope's, or
    /// inside the extension that holds a nested type (``declaring(_:_:)``).
    private var nonisolatedDepth = 0
    /// The UTF-8 of every node's texts, one after another.
    private var text = OutputBuffer(capacity: 1 << 15)
    /// The schema files that nodes' origins name, each once, by display path.
    private(set) var files: [String] = []

    init() {
        // About what a file of twenty models takes: it grows a few times at most, not once a line.
        nodes.reserveCapacity(4096)
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
    /// `members` adds, indented, then `}`. At file scope the header is
    /// declared `nonisolated` (see ``appendHeader(_:_:origin:doc:)``).
    mutating func type(
        _ header: Code, origin: SourceLocation? = nil, doc: String? = nil, _ members: (inout SwiftCode) -> Void
    ) {
        appendHeader(.declarations, header, origin: origin, doc: doc)
        members(&self)
        closeBlock()
    }

    /// Adds a block whose body holds code: `header {`, the statements or
    /// accessors `body` adds, indented, then `}`. At file scope the header is
    /// declared `nonisolated` (see ``appendHeader(_:_:origin:doc:)``).
    mutating func block(
        _ header: Code, origin: SourceLocation? = nil, doc: String? = nil, _ body: (inout SwiftCode) -> Void
    ) {
        appendHeader(.statements, header, origin: origin, doc: doc)
        body(&self)
        closeBlock()
    }

    /// Adds what `body` adds where a declaration of `name` goes: at file
    /// scope, or for a nested type (`Model.Name`) inside
    /// `extension Model {`, where its header is written `nonisolated` too:
    /// a nested type doesn't take the extension's isolation.
    mutating func declaring(_ name: String, _ body: (inout SwiftCode) -> Void) {
        guard let dot = name.lastIndex(of: ".") else { return body(&self) }
        type("extension \(swiftName(String(name[..<dot])))") { swift in
            swift.nonisolatedDepth = 1
            body(&swift)
            swift.nonisolatedDepth = 0
        }
    }

    /// Opens a block. One at file scope, a type or extension, is written
    /// `nonisolated`, after its access keyword if it has one.
    ///
    /// Models, values, clients and the rest are Sendable and may be used from
    /// any isolation; a module built with `.defaultIsolation(MainActor.self)`
    /// would otherwise make some of them main-actor isolated (the storage
    /// types, defaults, values and clients; a model itself stays nonisolated
    /// because it conforms to `Model`, a `Sendable` protocol, where it is
    /// declared). One rule for every declaration keeps the generated code
    /// meaning the same thing in every setting; Docs/Isolation.md explains it.
    private mutating func appendHeader(_ kind: Kind, _ header: Code, origin: SourceLocation?, doc: String?) {
        append(kind, header, origin: origin, doc: doc, nonisolated: openBlocks == nonisolatedDepth)
        openBlocks += 1
    }

    private mutating func closeBlock() {
        openBlocks -= 1
        nodes.append(Node(kind: .end, text: 0..<0, doc: 0..<0, origin: nil))
    }

    private mutating func append(
        _ kind: Kind, _ code: Code, origin: SourceLocation?, doc: String?, nonisolated: Bool = false
    ) {
        let textRange = store(code.bytes, nonisolated: nonisolated)
        var docRange = text.count..<text.count
        if let doc {
            text.append(doc)
            docRange = docRange.lowerBound..<text.count
        }
        var mapped: Origin?
        if let origin { mapped = self.origin(origin) }
        nodes.append(Node(kind: kind, text: textRange, doc: docRange, origin: mapped))
    }

    /// Adds `bytes` to ``text``, with `nonisolated ` after their access
    /// keyword (or first) if `nonisolated`, and returns where they are.
    private mutating func store(_ bytes: LineBytes, nonisolated: Bool) -> Range<Int> {
        let start = text.count
        bytes.withBytes { bytes in
            guard nonisolated else { return text.append(bytes) }
            // The keyword is ASCII: its bytes are its characters.
            let access = AccessLevel.allCases.lazy.map(\.keyword).first {
                !$0.isEmpty && bytes.starts(with: $0.utf8)
            }
            let accessCount = access?.utf8.count ?? 0
            text.append(UnsafeRawBufferPointer(rebasing: bytes[..<accessCount]))
            text.append("nonisolated " as StaticString)
            text.append(UnsafeRawBufferPointer(rebasing: bytes[accessCount...]))
        }
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
