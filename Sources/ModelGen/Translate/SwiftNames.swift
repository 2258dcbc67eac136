import ModelSchema

/// `name` as a declaration or a reference writes it: in backticks when it
/// is a keyword, or a contextual keyword that some place would read as one
/// (`some` in a type, `get` or `didSet` as a computed property's body).
///
/// A nested type's name, `Model.Name`, is escaped part by part.
func swiftName(_ name: String) -> String {
    if namesInBackticks.contains(name) { return "`\(name)`" }
    guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
    return name.split(separator: ".").map { swiftName(String($0)) }.joined(separator: ".")
}

/// The name a declaration of `name` is written with where it is declared:
/// a nested type's own name, after its model's.
func declaredName(_ name: String) -> String {
    swiftName(name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name)
}

/// The keywords and the contextual keywords ``swiftName(_:)`` escapes, in
/// one set: a name is looked up once, not once in each.
private let namesInBackticks = swiftKeywords.union(escapedContextualKeywords)

/// Contextual keywords, escaped everywhere but in argument lists, where
/// Swift warns that they needn't be: one rule instead of one per place.
private let escapedContextualKeywords: Set<String> = [
    "Protocol", "Type", "_modify", "_read", "actor", "any", "associativity", "async", "consume", "convenience",
    "copy", "didSet", "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated",
    "lazy", "left", "macro", "modify", "mutating", "none", "nonmutating", "optional", "override", "postfix",
    "precedence", "prefix", "read", "required", "right", "sending", "set", "some", "then", "unowned", "unsafe",
    "weak", "willSet", "yield", "__owned", "__shared",
]

/// `name` as a parameter or associated-value label where it is declared:
/// `inout`, `var` and `let` would read as modifiers there.
func parameterLabel(_ name: String) -> String {
    name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
}

/// `name` as an argument label in a call: only `inout` needs backticks
/// there, and Swift warns about any other keyword in them.
func argumentLabel(_ name: String) -> String {
    name == "inout" ? "`\(name)`" : name
}

/// The keyword for `access`, with a trailing space (empty for `internal`).
func accessPrefix(_ access: AccessLevel) -> String {
    access.keyword
}

/// `public internal(set) ` when a setter is less visible than its property.
func accessPrefix(_ access: AccessLevel, setter: AccessLevel?) -> String {
    guard let setter, setter < access else { return access.keyword }
    return "\(access.keyword)\(setter.rawValue)(set) "
}

extension TypeSyntax {
    /// How the type is spelled as an init parameter: function types escape.
    var parameterSpelling: String {
        if case .function = self { return "@escaping \(swift)" }
        return swift
    }

    /// The type as generated code writes it: as the schema wrote it, in
    /// canonical form (``description``), with each name that is a keyword in
    /// backticks, so a value named `class` is `` [`class`] ``. `Any` and `Self`
    /// stay bare (the set can't declare them), as does a metatype's `.Type`.
    var swift: String { spelled(generatedName) }
}

extension TypeSyntax.TupleElement {
    /// `label: Type` or `Type`, as generated code writes it.
    var swift: String { spelled(generatedName) }
}

extension TypeSyntax.FunctionType {
    /// `@Sendable (Int) async throws -> String`, as generated code writes it.
    var swift: String { spelled(generatedName) }
}

/// A name in a type as generated code writes it.
private func generatedName(_ name: String, role: TypeSyntax.NameRole) -> String {
    switch role {
    case .component(let index) where index > 0 && (name == "Type" || name == "Protocol"): name
    case .component where name == "Any" || name == "Self": name
    case .component, .parameterName: swiftName(name)
    case .label: parameterLabel(name)
    }
}

/// A parenthesised parameter list: on one line when it is short, else one
/// parameter per line (the renderer indents the middle lines of a header).
func parameterList(_ parameters: [String]) -> String {
    let oneLine = code("(\(joined: parameters, separator: ", "))")
    guard parameters.count > 1, oneLine.hasMoreCharacters(than: 80) else { return oneLine }
    return code("(\n\(joined: parameters, separator: ",\n")\n)")
}

extension String {
    /// Whether the string has more than `limit` characters. Its bytes say
    /// when it has no more bytes than that, or when they are ASCII without
    /// a CR (which joins an LF into one character): one character each.
    /// Counting characters segments the whole string into graphemes.
    func hasMoreCharacters(than limit: Int) -> Bool {
        guard utf8.count > limit else { return false }
        let isOneByteACharacter =
            utf8.withContiguousStorageIfAvailable { bytes in
                bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
            } ?? false
        return isOneByteACharacter || count > limit
    }
}
