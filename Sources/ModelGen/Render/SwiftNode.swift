import ModelSchema

/// A piece of generated Swift: the small declaration model the translators
/// build and ``renderSwift(_:)`` prints.
///
/// Nodes that come from a schema carry the place they came from; the
/// renderer turns that into `#sourceLocation` directives, so the compiler
/// reports an error in a YAML-written type or default at its YAML line.
/// Directives may only stand between declarations, so only members of a
/// declaration list (``Body/declarations``) carry an origin.
enum SwiftNode: Hashable, Sendable {
    /// One line of code.
    case line(String, origin: Origin? = nil, doc: String? = nil)
    /// A header line, an indented body, and a closing line.
    case block(String, origin: Origin? = nil, doc: String? = nil, body: Body, close: String = "}")
    /// An empty line (several in a row print as one).
    case blank
    /// A `// comment` line.
    case comment(String)

    /// The nodes inside a block.
    enum Body: Hashable, Sendable {
        /// Members of a type or extension: may carry origins.
        case declarations([SwiftNode])
        /// Statements or accessors: never mapped.
        case code([SwiftNode])
    }

    /// Where a generated node came from.
    struct Origin: Hashable, Sendable {
        /// The schema's display path: `Schemas/CounterFact/Counter.yaml`.
        let file: String
        /// The line in it.
        let line: Int

        init(_ location: SourceLocation) {
            self.init(file: location.file, line: location.line)
        }

        init(file: String, line: Int) {
            self.file = file
            self.line = line
        }
    }
}

extension SwiftNode {
    /// A block whose body holds declarations.
    static func type(_ header: String, origin: Origin? = nil, doc: String? = nil, _ members: [SwiftNode]) -> SwiftNode {
        .block(header, origin: origin, doc: doc, body: .declarations(members))
    }

    /// A block whose body holds code.
    static func code(_ header: String, origin: Origin? = nil, doc: String? = nil, _ lines: [SwiftNode]) -> SwiftNode {
        .block(header, origin: origin, doc: doc, body: .code(lines))
    }
}

extension SwiftNode {
    /// Whether the node comes from a schema line.
    var isMapped: Bool {
        switch self {
        case .line(_, let origin, _), .block(_, let origin, _, _, _): origin != nil
        case .blank, .comment: false
        }
    }
}
