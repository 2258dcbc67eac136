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

/// The state of one rendering: the text so far, and what the compiler will
/// take the next line's position to be.
///
/// The text is kept as UTF-8 bytes, every line ending in LF, rather than as
/// an array of line strings: a large schema set prints millions of lines,
/// and building each as a string of its own, then joining them, was most of
/// the time rendering took.
private struct SwiftRenderer: ~Copyable {
    private var output = OutputBuffer()
    private var lineCount = 0
    /// Where the last line starts in `output`.
    private var lastLineStart = 0
    /// The schema file and line the compiler thinks the next line is, while mapped to a schema.
    private var mappedFile: String?
    private var mappedLine = 0
    /// The last path written in a directive, and how it is written there.
    private var escapedFile: (path: String, escaped: String)?

    mutating func render(_ nodes: [SwiftNode], depth: Int, mapped: Bool) {
        // By index, not by element: a node copied out of the array retains each string it holds.
        for index in nodes.indices {
            // End a mapping before the blank line that separates it from unmapped code.
            if mapped, case .blank = nodes[index], !nextNonBlankIsMapped(in: nodes, after: index) {
                resetMapping(depth: depth)
            }
            render(nodes[index], depth: depth, mapped: mapped)
        }
        if mapped { resetMapping(depth: depth) }
    }

    private func nextNonBlankIsMapped(in nodes: [SwiftNode], after index: Int) -> Bool {
        for next in (index + 1)..<nodes.count {
            if case .blank = nodes[next] { continue }
            return nodes[next].isMapped
        }
        return false
    }

    private mutating func render(_ node: SwiftNode, depth: Int, mapped: Bool) {
        switch node {
        case .blank:
            if lineCount > 0, !lastLineIsEmpty, !lastLineEndsWithOpeningBrace { appendLine("") }
        case .comment(let text):
            if mapped { resetMapping(depth: depth) }
            emit("// " + text, depth: depth)
        case .line(let text, let origin, let doc):
            let comment = DocComment(doc)
            if mapped { map(to: origin, docLines: comment.lineCount, depth: depth) }
            emit(comment, depth: depth)
            // Counting bytes first spares nearly every line the wrapping, which counts characters.
            if 4 * depth + text.utf8.count <= maximumLineLength {
                emit(text, depth: depth)
            } else {
                for line in wrapLine(text, indent: String(repeating: "    ", count: depth)) { emit(line, depth: 0) }
            }
        case .block(let header, let origin, let doc, let body, let close):
            let comment = DocComment(doc)
            if mapped { map(to: origin, docLines: comment.lineCount, depth: depth) }
            emit(comment, depth: depth)
            // Most headers are one line: split only one that holds a line feed.
            if header.containsByte(UInt8(ascii: "\n")) {
                // Without a CR, every LF is a character of its own, so splitting the bytes is splitting the characters.
                let headerLines =
                    header.containsByte(UInt8(ascii: "\r"))
                    ? header.split(separator: "\n", omittingEmptySubsequences: false) : splitAtLineFeeds(header)
                for (offset, line) in headerLines.enumerated() {
                    if offset == 0 || offset == headerLines.count - 1 {
                        emit(line + (offset == headerLines.count - 1 ? " {" : ""), depth: depth)
                    } else if 4 * (depth + 1) + line.utf8.count <= maximumLineLength {
                        emit(String(line), depth: depth + 1)
                    } else {
                        let indent = String(repeating: "    ", count: depth + 1)
                        for part in wrapParameter(String(line), indent: indent) { emit(part, depth: 0) }
                    }
                }
            } else {
                emit(header, depth: depth, then: " {")
            }
            switch body {
            case .declarations(let members):
                // Members map on their own: the first one moves or ends the header's mapping.
                render(members, depth: depth + 1, mapped: mapped)
            case .code(let statements):
                // Swift style keeps a switch's cases at the switch's own depth.
                render(statements, depth: header.hasPrefix("switch ") ? depth : depth + 1, mapped: false)
            }
            if lastLineIsEmpty { removeLastLine() }
            emit(close, depth: depth)
        }
    }

    /// Makes the next line (after `docLines` of documentation) report `origin`,
    /// or stops mapping when `origin` is `nil`. The directive is indented to
    /// `depth`, the member's.
    private mutating func map(to origin: SwiftNode.Origin?, docLines: Int, depth: Int) {
        guard let origin else { return resetMapping(depth: depth) }
        let line = max(1, origin.line - docLines)
        if mappedFile == origin.file && mappedLine == line { return }
        if escapedFile?.path != origin.file { escapedFile = (origin.file, escapeForSourceLocation(origin.file)) }
        indent(depth)
        output.append("#sourceLocation(file:\"")
        output.append(escapedFile!.escaped)
        output.append("\",line:")
        output.append(line)
        output.append(")\n")
        lineCount += 1
        mappedFile = origin.file
        mappedLine = line
    }

    /// Starts a line indented `depth` levels.
    private mutating func indent(_ depth: Int) {
        lastLineStart = output.count
        // One append of the whole indentation: a call for each level was a tenth of rendering.
        output.append(UInt8(ascii: " "), times: 4 * depth)
    }

    /// Ends the mapping with a directive indented to `depth`.
    mutating func resetMapping(depth: Int) {
        guard mappedFile != nil else { return }
        indent(depth)
        output.append("#sourceLocation()\n")
        lineCount += 1
        mappedFile = nil
    }

    /// Adds a line, indented `depth` levels. Text copied from a schema (a
    /// default written over several lines) may hold line breaks: they become
    /// LFs, and each counts, so the lines after it still map to the right
    /// schema lines.
    ///
    /// `suffix` (one line, not ending in a space) is added to the line's
    /// end, sparing the caller a string of the two.
    private mutating func emit(_ text: String, depth: Int, then suffix: StaticString = "") {
        var text = text
        // Nearly every line has no break and no trailing space: check its
        // bytes (CR and LF bytes are only ever those characters in UTF-8)
        // rather than split it by Character, which segments graphemes.
        let appended = text.withUTF8 { bytes in
            guard suffix.utf8CodeUnitCount > 0 || (bytes.last.map { $0 != UInt8(ascii: " ") } ?? (depth == 0)),
                !bytes.contains(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") })
            else { return false }
            appendPlainLine(bytes, depth: depth, then: suffix)
            return true
        }
        if appended { return }
        let line = String(repeating: "    ", count: depth) + text + suffix.description
        for part in line.split(omittingEmptySubsequences: false, whereSeparator: \.isSwiftLineBreak) {
            appendLine(part.hasSuffix(" ") ? String(part.reversed().drop { $0 == " " }.reversed()) : String(part))
            if mappedFile != nil { mappedLine += 1 }
        }
    }

    /// Adds a line known to hold no break and not to end in a space:
    /// `prefix`, `bytes` and `suffix`, indented `depth` levels.
    private mutating func appendPlainLine(
        _ bytes: UnsafeBufferPointer<UInt8>, depth: Int, after prefix: StaticString = "", then suffix: StaticString = ""
    ) {
        indent(depth)
        output.append(prefix)
        output.append(bytes)
        output.append(suffix)
        output.append(UInt8(ascii: "\n"))
        lineCount += 1
        if mappedFile != nil { mappedLine += 1 }
    }

    /// Adds a node's doc comment, one `///` line for each of its lines.
    private mutating func emit(_ comment: DocComment, depth: Int) {
        switch comment {
        case .none: break
        case .oneLine(var text): text.withUTF8 { appendPlainLine($0, depth: depth, after: "/// ") }
        case .lines(let lines): for line in lines { emit(line, depth: depth) }
        }
    }

    private mutating func appendLine(_ text: String) {
        lastLineStart = output.count
        output.append(text)
        output.append(UInt8(ascii: "\n"))
        lineCount += 1
    }

    private var lastLineIsEmpty: Bool { lineCount > 0 && lastLineStart == output.count - 1 }

    /// Whether the last line's last character is `{`: its last byte is, and
    /// the one before is ASCII, which no character joins to the brace.
    private var lastLineEndsWithOpeningBrace: Bool {
        let end = output.count - 1
        guard end > lastLineStart, output[end - 1] == UInt8(ascii: "{") else { return false }
        if end - 1 == lastLineStart || output[end - 2] < 0x80 { return true }
        return output.string(lastLineStart..<end).hasSuffix("{")
    }

    /// Removes the last line, which is empty.
    private mutating func removeLastLine() {
        output.removeLast()
        lineCount -= 1
        var start = output.count - 1
        while start > 0, output[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        lastLineStart = max(0, start)
    }

    mutating func text() -> String {
        while lastLineIsEmpty { removeLastLine() }
        guard lineCount > 0 else { return "\n" }
        return output.string(0..<output.count)
    }
}

/// `///` lines for a doc string; none for `nil`.
///
/// The doc is split at every line break: those YAML reads (LF, CR, CR LF,
/// NEL, U+2028, U+2029) and the vertical tab and form feed Unicode adds.
/// Swift ends a comment at CR as well as LF, so a break left inside a line
/// would end the comment and turn the rest into code.
func documentation(_ doc: String?) -> [String] {
    switch DocComment(doc) {
    case .none: []
    case .oneLine(let text): ["/// \(text)"]
    case .lines(let lines): lines
    }
}

/// A doc string as a comment's lines (see ``documentation(_:)``).
private enum DocComment {
    /// No doc, or only whitespace.
    case none
    /// One line of printable ASCII without trailing spaces, nearly every
    /// doc: its text, which the renderer writes after `/// ` without
    /// building the line.
    case oneLine(Substring)
    /// The `///` lines of any other doc.
    case lines([String])

    init(_ doc: String?) {
        guard var doc else {
            self = .none
            return
        }
        // In printable ASCII, only a space is whitespace and nothing breaks
        // the line: such a doc is one line, up to its last other character.
        let printableLength = doc.withUTF8 { bytes -> Int? in
            guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
            return bytes.lastIndex { $0 != UInt8(ascii: " ") }.map { $0 + 1 } ?? 0
        }
        if let printableLength {
            self = printableLength == 0 ? .none : .oneLine(Substring(doc.utf8.prefix(printableLength)))
            return
        }
        let trimmed = doc.trimmingTrailingWhitespace()
        guard !trimmed.isEmpty else {
            self = .none
            return
        }
        self = .lines(
            trimmed.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
                $0.isEmpty ? "///" : "/// \($0)"
            })
    }

    var lineCount: Int {
        switch self {
        case .none: 0
        case .oneLine: 1
        case .lines(let lines): lines.count
        }
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

/// `text`'s lines, split at each LF in its contiguous bytes (the UTF-8
/// view's generic split goes a byte at a time through its iterator).
private func splitAtLineFeeds(_ text: String) -> [Substring] {
    var text = text
    return text.withUTF8 { bytes in
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            Substring(decoding: UnsafeBufferPointer(rebasing: $0), as: UTF8.self)
        }
    }
}

extension String {
    /// Whether the UTF-8 holds `byte`, searched in the string's contiguous
    /// bytes rather than through its UTF-8 view's iterator.
    fileprivate func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
