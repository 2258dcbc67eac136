/// A node of a loaded YAML document, with the place it starts.
///
/// Aliases are already replaced by the node their anchor names, so the tree is
/// plain data; because nodes are values, a repeated alias shares storage with
/// its anchor instead of copying it.
public struct YAMLNode: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        /// A scalar: text with its style and tag.
        case scalar(YAMLScalar)
        /// A sequence of nodes.
        case sequence([YAMLNode], YAMLCollectionStyle)
        /// A mapping, its pairs in the order the file writes them.
        case mapping([YAMLPair], YAMLCollectionStyle)
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts.
    public var location: SourceLocation

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The scalar, when the node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { scalar } else { nil }
    }

    /// Whether the node is YAML's null: nothing, `~` or `null` unquoted, or tagged `!!null`.
    public var isNull: Bool {
        guard let scalar else { return false }
        if scalar.tag == "tag:yaml.org,2002:null" { return true }
        return scalar.tag == nil && scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.text)
    }

    /// The kind of node with an article, for messages: "a scalar", "a sequence", "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: isNull ? "nothing" : "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        }
    }
}

/// A scalar node's text, as YAML reads it (quotes removed, escapes applied).
public struct YAMLScalar: Sendable {
    /// How a scalar is written.
    public enum Style: Sendable {
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

    /// The text after YAML's quoting and folding rules.
    public var text: String
    /// How it is written.
    public var style: Style
    /// The explicit tag, resolved (`!!str` is `tag:yaml.org,2002:str`); `nil` when untagged.
    public var tag: String?
    /// Where the scalar ends, just past its last character (closing quote included).
    public var end: SourceLocation

    /// Creates a scalar.
    public init(text: String, style: Style, tag: String? = nil, end: SourceLocation) {
        self.text = text
        self.style = style
        self.tag = tag
        self.end = end
    }
}

/// How a sequence or mapping is written.
public enum YAMLCollectionStyle: Sendable {
    /// Indented lines.
    case block
    /// `[a, b]` or `{a: 1}`.
    case flow
}

/// One key and value of a mapping.
public struct YAMLPair: Sendable {
    /// The key; the loader only accepts scalar keys.
    public var key: YAMLNode
    /// The value.
    public var value: YAMLNode

    /// Creates a pair.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }

    /// The key's text.
    public var name: String {
        // Matched in place: `key.scalar` would copy the whole scalar to read its text.
        guard case .scalar(let scalar) = key.content else { return "" }
        return scalar.text
    }
}

extension YAMLNode {
    /// The location of the character `offset` Unicode scalars into a scalar's
    /// text, when the file spells the text out unchanged on one line (a plain
    /// scalar, or a quoted one without escapes); otherwise the scalar's start,
    /// the nearest place that is surely right.
    public func location(atOffset offset: Int) -> SourceLocation {
        guard let scalar, scalar.end.line == location.line else { return location }
        let width = scalar.end.column - location.column
        let length = scalar.text.unicodeScalars.count
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return location
        }
        guard width == length + 2 * quote else { return location }
        var result = location
        result.column += quote + offset
        return result
    }
}
