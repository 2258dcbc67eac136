/// Whether `name` can name a Swift type or member: a letter or `_`, then
/// letters, digits, `_` or `$`. Keywords count as identifiers because the
/// generator escapes them with backticks (see ``isSwiftKeyword(_:)``).
public func isSwiftIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, isIdentifierStart(first), name != "_" else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy(isIdentifierContinuation)
}

/// Whether `name` is a Swift keyword that needs backticks to be used as a
/// name: `default`, `class`, `self`. Contextual keywords that Swift accepts
/// bare as names (`async`, `get`, `some`) are not.
public func isSwiftKeyword(_ name: String) -> Bool {
    swiftKeywords.contains(name)
}

/// The keywords The Swift Programming Language ("Lexical Structure") reserves
/// in declarations, statements, expressions and types; a declaration that uses
/// one as its name needs backticks.
private let swiftKeywords: Set<String> = [
    // Declarations
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate",
    "func", "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package",
    "precedencegroup", "private", "protocol", "public", "rethrows", "static", "struct", "subscript",
    "typealias", "var",
    // Statements
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
    // Expressions and types
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
]
