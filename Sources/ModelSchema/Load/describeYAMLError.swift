// libyaml: compiled from source as Yams' `CYaml` on Apple platforms (and
// with MODELGEN_LIBYAML=source), the system library `CYAML` elsewhere.
#if canImport(CYaml)
    import CYaml
#else
    import CYAML
#endif

/// The diagnostic for the error libyaml stopped at: its problem text at the
/// problem's place, and its context ("while parsing a block mapping") as a note
/// where that started. A tab that indents a line gets its own message, because
/// libyaml's ("found character that cannot start any token") doesn't say why.
func describeYAMLError(_ parser: yaml_parser_t, file: String, bytes: [UInt8]) -> Diagnostic {
    let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
    let location: SourceLocation
    if parser.error == YAML_READER_ERROR {
        // Reader errors have a byte offset instead of a mark.
        location = sourceLocation(ofByte: parser.problem_offset, in: bytes, file: file)
    } else {
        location = SourceLocation(
            file: file, line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
    }
    if let tab = indentingTab(near: location, in: bytes) {
        return .error("tabs can't indent YAML; indent with spaces", at: tab)
    }
    var notes: [Diagnostic] = []
    if let context = parser.context.map({ String(cString: $0) }) {
        let contextLocation = SourceLocation(
            file: file, line: parser.context_mark.line + 1, column: parser.context_mark.column + 1)
        notes.append(.note(readableContext(context), at: contextLocation))
    }
    return .error("invalid YAML: \(problem)\(hint(for: problem))", at: location, notes: notes)
}

/// libyaml's "while parsing a block mapping" as "the block mapping that starts here".
private func readableContext(_ context: String) -> String {
    for prefix in ["while parsing ", "while scanning "] where context.hasPrefix(prefix) {
        var subject = context.dropFirst(prefix.count)
        if subject.hasPrefix("a ") || subject.hasPrefix("an ") {
            subject = subject.drop { $0 != " " }.dropFirst()
        }
        return "in the \(subject) that starts here"
    }
    return context
}

/// How to fix the libyaml problems schema authors meet most.
private func hint(for problem: String) -> String {
    switch problem {
    case "mapping values are not allowed in this context":
        "; quote a value that contains ': '"
    case "found character that cannot start any token":
        "; quote a value that starts with '@', '`' or '%'"
    case "did not find expected key", "did not find expected '-' indicator":
        "; check the indentation of this line and the one before"
    default:
        ""
    }
}

/// The first tab in the indentation of the error's line, when the error sits
/// in or right after that indentation (where libyaml trips over tabs).
private func indentingTab(near location: SourceLocation, in bytes: [UInt8]) -> SourceLocation? {
    guard let lineStart = byteOffset(ofLine: location.line, in: bytes) else { return nil }
    var offset = lineStart
    var column = 1
    var tabColumn: Int?
    while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\t") {
        if bytes[offset] == UInt8(ascii: "\t"), tabColumn == nil { tabColumn = column }
        offset += 1
        column += 1
    }
    guard let tabColumn, location.column <= column else { return nil }
    var tab = location
    tab.column = tabColumn
    return tab
}

/// The offset of the first byte of a 1-based line, counting line breaks as libyaml does.
private func byteOffset(ofLine line: Int, in bytes: [UInt8]) -> Int? {
    var current = 1
    var offset = 0
    while current < line {
        guard offset < bytes.count else { return nil }
        let lineBreak = lineBreakLength(at: offset, in: bytes)
        if lineBreak > 0 { current += 1 }
        offset += max(1, lineBreak)
    }
    return offset
}
