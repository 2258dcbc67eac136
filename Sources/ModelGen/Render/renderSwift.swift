import ModelSchema

/// Prints nodes as Swift source: four-space indentation, LF line endings,
/// one final newline, no trailing whitespace, at most one blank line in a
/// row, and `#sourceLocation` directives where nodes came from a schema.
///
/// The layout is the one `swift format` gives with the project's
/// `.swift-format`, so generated code passes `make lint` without running it
/// (modelgen can't: that would take swift-syntax). Directives are indented
/// like the member they map and written as swift-format prints them, without
/// spaces; a line over ``maximumLineLength`` wraps its last argument list
/// (``wrapLine(_:indent:)``).
func renderSwift(_ nodes: [SwiftNode]) -> String {
    var renderer = SwiftRenderer()
    renderer.render(nodes, depth: 0, mapped: true)
    renderer.resetMapping(depth: 0)
    return renderer.text()
}

/// The state of one rendering: lines so far, and what the compiler will
/// take the next line's position to be.
private struct SwiftRenderer {
    private var lines: [String] = []
    /// Where the compiler thinks the next line is, while mapped to a schema.
    private var mappedNext: SwiftNode.Origin?

    mutating func render(_ nodes: [SwiftNode], depth: Int, mapped: Bool) {
        for (index, node) in nodes.enumerated() {
            // End a mapping before the blank line that separates it from unmapped code.
            if mapped, node == .blank, !(nodes[(index + 1)...].first { $0 != .blank }?.isMapped ?? false) {
                resetMapping(depth: depth)
            }
            render(node, depth: depth, mapped: mapped)
        }
        if mapped { resetMapping(depth: depth) }
    }

    private mutating func render(_ node: SwiftNode, depth: Int, mapped: Bool) {
        let indent = String(repeating: "    ", count: depth)
        switch node {
        case .blank:
            if let last = lines.last, !last.isEmpty, !last.hasSuffix("{") { lines.append("") }
        case .comment(let text):
            if mapped { resetMapping(depth: depth) }
            emit(indent + "// " + text)
        case .line(let text, let origin, let doc):
            let docLines = documentation(doc)
            if mapped { map(to: origin, docLines: docLines.count, depth: depth) }
            for line in docLines { emit(indent + line) }
            for line in wrapLine(text, indent: indent) { emit(line) }
        case .block(let header, let origin, let doc, let body, let close):
            let docLines = documentation(doc)
            if mapped { map(to: origin, docLines: docLines.count, depth: depth) }
            for line in docLines { emit(indent + line) }
            let headerLines = header.split(separator: "\n", omittingEmptySubsequences: false)
            for (offset, line) in headerLines.enumerated() {
                if offset == 0 || offset == headerLines.count - 1 {
                    emit(indent + line + (offset == headerLines.count - 1 ? " {" : ""))
                } else {
                    for part in wrapParameter(String(line), indent: indent + "    ") { emit(part) }
                }
            }
            switch body {
            case .declarations(let members):
                // Members map on their own: the first one moves or ends the header's mapping.
                render(members, depth: depth + 1, mapped: mapped)
            case .code(let statements):
                // Swift style keeps a switch's cases at the switch's own depth.
                render(statements, depth: header.hasPrefix("switch ") ? depth : depth + 1, mapped: false)
            }
            if lines.last == "" { lines.removeLast() }
            emit(indent + close)
        }
    }

    /// Makes the next line (after `docLines` of documentation) report `origin`,
    /// or stops mapping when `origin` is `nil`. The directive is indented to
    /// `depth`, the member's.
    private mutating func map(to origin: SwiftNode.Origin?, docLines: Int, depth: Int) {
        guard let origin else { return resetMapping(depth: depth) }
        let start = SwiftNode.Origin(file: origin.file, line: max(1, origin.line - docLines))
        if mappedNext == start { return }
        let file = escapeForSourceLocation(origin.file)
        lines.append(String(repeating: "    ", count: depth) + "#sourceLocation(file:\"\(file)\",line:\(start.line))")
        mappedNext = start
    }

    /// Ends the mapping with a directive indented to `depth`.
    mutating func resetMapping(depth: Int) {
        guard mappedNext != nil else { return }
        lines.append(String(repeating: "    ", count: depth) + "#sourceLocation()")
        mappedNext = nil
    }

    /// Adds a line. Text copied from a schema (a default written over
    /// several lines) may hold line breaks: they become LFs, and each counts,
    /// so the lines after it still map to the right schema lines.
    private mutating func emit(_ line: String) {
        // Nearly every line has no break and no trailing space: check its
        // bytes (CR and LF bytes are only ever those characters in UTF-8)
        // rather than split it by Character, which segments graphemes.
        let bytes = line.utf8
        if bytes.last != UInt8(ascii: " "), !bytes.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) {
            lines.append(line)
            if let next = mappedNext { mappedNext = SwiftNode.Origin(file: next.file, line: next.line + 1) }
            return
        }
        for part in line.split(omittingEmptySubsequences: false, whereSeparator: \.isSwiftLineBreak) {
            lines.append(part.hasSuffix(" ") ? String(part.reversed().drop { $0 == " " }.reversed()) : String(part))
            if let next = mappedNext { mappedNext = SwiftNode.Origin(file: next.file, line: next.line + 1) }
        }
    }

    func text() -> String {
        var lines = self.lines
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// `///` lines for a doc string; none for `nil`.
///
/// The doc is split at every line break: those YAML reads (LF, CR, CR LF,
/// NEL, U+2028, U+2029) and the vertical tab and form feed Unicode adds.
/// Swift ends a comment at CR as well as LF, so a break left inside a line
/// would end the comment and turn the rest into code.
func documentation(_ doc: String?) -> [String] {
    guard let doc = doc?.trimmingTrailingWhitespace(), !doc.isEmpty else { return [] }
    return doc.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
        $0.isEmpty ? "///" : "/// \($0)"
    }
}

/// A path as the string of `#sourceLocation(file:)`, which swiftc takes as
/// written, without reading escapes: backslashes and quotes are escaped so
/// the literal is valid, line breaks and other controls so it stays on one
/// line. The compiler then names the file as modelgen's diagnostics do.
func escapeForSourceLocation(_ path: String) -> String {
    // Paths rarely hold either character; skip the (slow) replacing then.
    var text = path
    if text.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
        text = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    }
    return escapeControlCharacters(text)
}

extension Character {
    /// Whether Swift's lexer ends a line here: LF, CR or CR LF.
    var isSwiftLineBreak: Bool { self == "\n" || self == "\r" || self == "\r\n" }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
