import ModelSchema

/// `name`, in backticks when it is a Swift keyword.
func swiftName(_ name: String) -> String {
    isSwiftKeyword(name) ? "`\(name)`" : name
}

/// `name` as an argument label: keywords need no backticks there, except
/// the few that would read as parameter modifiers.
func argumentLabel(_ name: String) -> String {
    ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
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

/// The origin of a schema location, for `#sourceLocation`.
func origin(_ location: SourceLocation) -> SwiftNode.Origin {
    SwiftNode.Origin(location)
}

extension TypeSyntax {
    /// How the type is spelled as an init parameter: function types escape.
    var parameterSpelling: String {
        if case .function = self { return "@escaping \(self)" }
        return description
    }
}

/// A parenthesised parameter list: on one line when it is short, else one
/// parameter per line (the renderer indents the middle lines of a header).
func parameterList(_ parameters: [String]) -> String {
    let oneLine = "(" + parameters.joined(separator: ", ") + ")"
    guard parameters.count > 1, oneLine.count > 80 else { return oneLine }
    return "(\n" + parameters.joined(separator: ",\n") + "\n)"
}
