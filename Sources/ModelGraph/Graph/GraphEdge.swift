/// An arrow of the diagram: a model or container holding a child, or a model
/// using a dependency.
public struct GraphEdge: Hashable, Sendable {
    /// How the source relates to the target.
    public enum Relation: Hashable, Sendable {
        /// The source holds the target, wrapped as the kind says.
        case child(ChildKind)
        /// The source resolves the target through its `node`.
        case dependency
    }

    /// The ``GraphNode/id`` of the holder or user.
    public var from: String
    /// The ``GraphNode/id`` of what it holds or uses.
    public var to: String
    /// The property, enum case (`.detail`, `.pair.second`) or dependency accessor.
    public var name: String
    /// Child or dependency.
    public var relation: Relation

    /// Creates an edge.
    public init(from: String, to: String, name: String, relation: Relation) {
        self.from = from
        self.to = to
        self.name = name
        self.relation = relation
    }

    /// The edge's text: `counters (array)` for a child, the accessor's name for a dependency.
    public var label: String {
        switch relation {
        case .child(let kind): "\(name) (\(kind))"
        case .dependency: name
        }
    }
}

/// How a child is held: inline, or inside optionals and collections,
/// outermost first (`[Row?]` is an array of optionals).
public struct ChildKind: Hashable, Sendable, CustomStringConvertible {
    /// One layer around the child.
    public enum Wrapper: Hashable, Sendable {
        /// `T?`
        case optional
        /// `[T]`
        case array
        /// `IdentifiedArrayOf<T>`
        case identifiedArray
        /// `[Key: T]`, with the key type as written.
        case dictionary(key: String)
    }

    /// The layers, outermost first; empty for an inline child.
    public var wrappers: [Wrapper]

    /// Creates a kind.
    public init(_ wrappers: [Wrapper] = []) {
        self.wrappers = wrappers
    }

    /// `inline`, `optional`, `array`, `identified array`, `dictionary keyed by String`;
    /// nested layers read outside in: `array of optional`.
    public var description: String {
        guard !wrappers.isEmpty else { return "inline" }
        return wrappers.map { wrapper in
            switch wrapper {
            case .optional: "optional"
            case .array: "array"
            case .identifiedArray: "identified array"
            case .dictionary(let key): "dictionary keyed by \(key)"
            }
        }.joined(separator: " of ")
    }
}
