/// Whether `name` can name a Swift type or member: an identifier-head, then
/// identifier-characters, as the grammar of The Swift Programming Language
/// defines them (see ``isIdentifierHead(_:)``). Keywords count as identifiers
/// because the generator escapes them with backticks (see
/// ``isSwiftKeyword(_:)``); `_` alone is a pattern, not a name.
///
/// One restriction beyond the grammar: a name can't start with a scalar that
/// swiftc also takes for an operator character (U+3021–U+302F, the
/// variation selectors U+FE00–U+FE0F and U+E0100–U+E01EF). Such a name can
/// be declared, but after a `.` (member access, a key path, `.case`) the
/// compiler reads the dot and the scalar as an operator, and generated
/// code writes every member after a dot.
public func isSwiftIdentifier(_ name: String) -> Bool {
    identifierProblem(name) == nil
}

/// Why `name` is not a Swift identifier, naming the first character that
/// breaks the grammar; `nil` when it is one.
public func identifierProblem(_ name: String) -> String? {
    if isPlainASCIIIdentifier(name) { return nil }
    guard let first = name.unicodeScalars.first else { return "a name can't be empty" }
    if name == "_" { return "'_' alone is a wildcard, not a name" }
    guard isIdentifierHead(first) else {
        if isIdentifierCharacter(first) { return "\(describe(first)) can't start a name" }
        return "\(describe(first)) can't be part of a name"
    }
    if readsAsOperatorAfterDot(first) {
        return "\(describe(first)) can't start a name: after a '.', Swift reads it as part of an operator"
    }
    guard let bad = name.unicodeScalars.first(where: { !isIdentifierCharacter($0) }) else { return nil }
    return "\(describe(bad)) can't be part of a name"
}

/// Whether `name` is an ASCII identifier: a letter or `_`, then letters,
/// digits and `_`, and not `_` alone. Nearly every name is one, and is told
/// by its bytes; for any other, ``identifierProblem(_:)`` reads its scalars.
private func isPlainASCIIIdentifier(_ name: String) -> Bool {
    func isHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
    let isPlain = name.utf8.withContiguousStorageIfAvailable { bytes in
        guard let first = bytes.first, isHead(first) else { return false }
        return (bytes.count > 1 || first != UInt8(ascii: "_"))
            && bytes.dropFirst().allSatisfy { isHead($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
    return isPlain ?? false
}

/// Whether swiftc lexes `.` followed by `scalar` as an operator, although
/// the grammar lets `scalar` start an identifier.
private func readsAsOperatorAfterDot(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3021...0x302F, 0xFE00...0xFE0F, 0xE0100...0xE01EF: true
    default: false
    }
}

/// A scalar for a message: `'-' (U+002D)`, or only the code point when the
/// character is invisible or would change the line.
private func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark,
        .spacingMark, .surrogate, .privateUse, .unassigned:
        return code
    default:
        return "'\(scalar)' (\(code))"
    }
}

/// Whether `name` is a Swift keyword that needs backticks to be used as a
/// name: `default`, `class`, `self`. Contextual keywords that Swift accepts
/// bare as names (`async`, `get`, `some`) are not.
public func isSwiftKeyword(_ name: String) -> Bool {
    swiftKeywords.contains(name)
}

/// The keywords The Swift Programming Language ("Lexical Structure") reserves
/// in declarations, statements, expressions and types; a declaration that uses
/// one as its name needs backticks. The generator adds the contextual keywords
/// it escapes too, and looks a name up once.
package let swiftKeywords: Set<String> = [
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
