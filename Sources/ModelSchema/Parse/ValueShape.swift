/// What the value of a schema key looks like, as far as the JSON Schema for
/// editors can say it. The parser checks more (type syntax, names, references).
indirect enum ValueShape: Sendable {
    /// Prose or a name: a string.
    case text
    /// Swift source copied into the generated code, such as a default value:
    /// YAML may read it as a string, number or boolean, or `[]`.
    case expression
    /// `true` or `false`.
    case boolean
    /// One of a fixed set of words.
    case choice([String])
    /// A Swift type: a string, or a one-element flow sequence for an array type.
    case type
    /// YAML's null, for a value that may be left out.
    case null
    /// A mapping of the given kind, with a fixed set of keys.
    case mapping(MappingKind)
    /// A mapping from names the schema chooses to values of one shape.
    case namedMapping(ValueShape)
    /// A sequence of values of one shape.
    case list(ValueShape)
    /// Any of these shapes.
    case anyOf([ValueShape])

    /// A stored property: `Type`, `Type = default` or the long form.
    static let property = ValueShape.anyOf([.type, .mapping(.property)])
    /// The set's access levels.
    static let accessLevel = ValueShape.choice(AccessLevel.allCases.map(\.rawValue))
    /// A list of enum case strings, `[logout, "login(user: String)"]`.
    static let caseList = ValueShape.list(.text)
    /// A dependency's type or its long form.
    static let dependency = ValueShape.anyOf([.type, .mapping(.dependency)])
}

/// One key a kind of mapping accepts.
struct KeySpec {
    /// The key as written.
    var name: String
    /// What it means, shown by editors.
    var summary: String
    /// What its value looks like.
    var shape: ValueShape
    /// Whether the mapping must have it.
    var isRequired = false

    /// `doc:`, which most kinds of mapping take.
    static let doc = KeySpec(name: "doc", summary: "Documentation.", shape: .text)
    /// `access:` of a declaration.
    static let access = KeySpec(name: "access", summary: "Access level, overriding the set's.", shape: .accessLevel)
}
