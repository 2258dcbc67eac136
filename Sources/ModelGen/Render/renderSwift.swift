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
func renderSwift(_ code: borrowing SwiftCode) -> String {
    let nodes = code.nodes
    var renderer = SwiftRenderer(files: code.files)
    code.withText { texts in renderer.render(nodes, texts: texts) }
    return renderer.text()
}

/// The state of one rendering: the text so far, and what the compiler will
/// take the next line's position to be.
///
/// The text is kept as UTF-8 bytes, every line ending in LF, rather than as
/// an array of line strings: a large schema set prints millions of lines,
/// and building each as a string of its own, then joining them, was most of
/// the time rendering took.
///
/// The nodes' texts are read through a pointer that is valid only inside
/// ``SwiftCode/withText(_:)``: the renderer keeps no pointer, and is given
/// the texts, or a node's bytes of them, for each call that reads them.
private struct SwiftRenderer: ~Copyable {
    /// The schema files the nodes' origins number.
    private let files: [String]
    private var output = OutputBuffer()
    private var lineCount = 0
    /// Where the last line starts in `output`.
    private var lastLineStart = 0
    /// The schema file (of `files`) and line the compiler thinks the next line is, while mapped to a schema.
    private var mappedFile: Int?
    private var mappedLine = 0
    /// The last file written in a directive, and how its path is written there.
    private var escapedFile: (file: Int, escaped: String)?

    init(files: [String]) {
        self.files = files
    }

    /// Renders the nodes of a file, whose texts are ranges of `texts`, in one
    /// pass: each block's start saves the depth and mapping of the list it
    /// stands in, and its end restores them. `texts` must not outlive the call.
    mutating func render(_ nodes: [SwiftCode.Node], texts: UnsafeBufferPointer<UInt8>) {
        /// The bytes of a node's text.
        func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: texts[range])
        }
        var enclosing: [(depth: Int, mapped: Bool)] = []
        var depth = 0
        // Whether the list being rendered may map its nodes: a file's and a type's do, a code block's doesn't.
        var mapped = true
        for index in nodes.indices {
            let node = nodes[index]
            switch node.kind {
            case .blank:
                // End a mapping before the blank line that separates it from unmapped code.
                if mapped, !nextNonBlankIsMapped(in: nodes, after: index) { resetMapping(depth: depth) }
                if lineCount > 0, !lastLineIsEmpty, !lastLineEndsWithOpeningBrace { appendLine("") }
            case .comment:
                if mapped { resetMapping(depth: depth) }
                emit(bytes(node.text), depth: depth, after: "// ")
            case .line:
                renderLine(bytes(node.text), doc: bytes(node.doc), origin: node.origin, depth: depth, mapped: mapped)
            case .declarations:
                renderHeader(bytes(node.text), doc: bytes(node.doc), origin: node.origin, depth: depth, mapped: mapped)
                enclosing.append((depth, mapped))
                // Members map on their own: the first one moves or ends the header's mapping.
                depth += 1
            case .statements:
                renderHeader(bytes(node.text), doc: bytes(node.doc), origin: node.origin, depth: depth, mapped: mapped)
                enclosing.append((depth, mapped))
                // Swift style keeps a switch's cases at the switch's own depth.
                if !bytes(node.text).starts(with: "switch ".utf8) { depth += 1 }
                mapped = false
            case .end:
                if mapped { resetMapping(depth: depth) }
                (depth, mapped) = enclosing.removeLast()
                if lastLineIsEmpty { removeLastLine() }
                emit(UnsafeBufferPointer(start: nil, count: 0), depth: depth, after: "}")
            }
        }
        if mapped { resetMapping(depth: depth) }
    }

    /// Whether the first node after `index` that isn't a blank line, in the
    /// same list, comes from a schema line. Blank lines are leaves: the next
    /// other node is the list's next member, or the end of its block.
    private func nextNonBlankIsMapped(in nodes: [SwiftCode.Node], after index: Int) -> Bool {
        for next in (index + 1)..<nodes.count where nodes[next].kind != .blank {
            return nodes[next].kind != .end && nodes[next].isMapped
        }
        return false
    }

    /// What comes before a line or a block's header: its doc comment, and
    /// the `#sourceLocation` mapping it to its schema line when `mapped`
    /// (placed above the doc comment, which counts in the mapped lines).
    private mutating func renderDoc(
        _ doc: UnsafeBufferPointer<UInt8>, origin: SwiftCode.Origin?, depth: Int, mapped: Bool
    ) {
        let comment = DocComment(doc)
        if mapped { map(to: origin, docLines: comment.lineCount, depth: depth) }
        emit(comment, of: doc, depth: depth)
    }

    /// A line node's doc comment and its text.
    private mutating func renderLine(
        _ text: UnsafeBufferPointer<UInt8>, doc: UnsafeBufferPointer<UInt8>, origin: SwiftCode.Origin?, depth: Int,
        mapped: Bool
    ) {
        renderDoc(doc, origin: origin, depth: depth, mapped: mapped)
        // Counting bytes first spares nearly every line the wrapping, which counts characters.
        if 4 * depth + text.count <= maximumLineLength {
            emit(text, depth: depth)
        } else {
            var lines = WrappedLines()
            wrapLine(text, indent: 4 * depth, into: &lines)
            lines.withEachLine { emit($0, depth: 0) }
        }
    }

    /// A block's doc comment and its header, ending in ` {`.
    private mutating func renderHeader(
        _ header: UnsafeBufferPointer<UInt8>, doc: UnsafeBufferPointer<UInt8>, origin: SwiftCode.Origin?, depth: Int,
        mapped: Bool
    ) {
        renderDoc(doc, origin: origin, depth: depth, mapped: mapped)
        // Most headers are one line: split only one that holds a line feed.
        guard header.contains(UInt8(ascii: "\n")) else { return emit(header, depth: depth, then: " {") }
        // Without a CR, every LF is a character of its own, so its bytes are where the lines split.
        guard header.contains(UInt8(ascii: "\r")) else {
            let lines = header.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            return emitHeaderLines(lines.map { UnsafeBufferPointer(rebasing: $0) }, depth: depth)
        }
        // A CR LF is one character, which a split at LFs leaves whole.
        var text = String(decoding: header, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            text.utf8.distance(
                from: text.startIndex, to: $0.startIndex)..<text.utf8.distance(from: text.startIndex, to: $0.endIndex)
        }
        text.withUTF8 { bytes in
            emitHeaderLines(lines.map { UnsafeBufferPointer(rebasing: bytes[$0]) }, depth: depth)
        }
    }

    /// The lines of a header written over several (a long parameter list):
    /// the first and the last at the header's depth, the last ending in ` {`,
    /// the others one level deeper, each wrapped when it doesn't fit.
    private mutating func emitHeaderLines(_ lines: [UnsafeBufferPointer<UInt8>], depth: Int) {
        for (offset, line) in lines.enumerated() {
            if offset == lines.count - 1 {
                emit(line, depth: depth, then: " {")
            } else if offset == 0 {
                emit(line, depth: depth)
            } else if 4 * (depth + 1) + line.count <= maximumLineLength {
                emit(line, depth: depth + 1)
            } else {
                var lines = WrappedLines()
                wrapParameter(line, indent: 4 * (depth + 1), into: &lines)
                lines.withEachLine { emit($0, depth: 0) }
            }
        }
    }

    /// Makes the next line (after `docLines` of documentation) report `origin`,
    /// or stops mapping when `origin` is `nil`. The directive is indented to
    /// `depth`, the member's.
    private mutating func map(to origin: SwiftCode.Origin?, docLines: Int, depth: Int) {
        guard let origin else { return resetMapping(depth: depth) }
        let line = max(1, origin.line - docLines)
        if mappedFile == origin.file && mappedLine == line { return }
        if escapedFile?.file != origin.file {
            escapedFile = (origin.file, escapeForSourceLocation(files[origin.file]))
        }
        indent(depth)
        output.append("#sourceLocation(file:\"" as StaticString)
        output.append(escapedFile!.escaped)
        output.append("\",line:" as StaticString)
        output.append(line)
        output.append(")\n" as StaticString)
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
        output.append("#sourceLocation()\n" as StaticString)
        lineCount += 1
        mappedFile = nil
    }

    /// Adds a line, indented `depth` levels: `prefix`, `text` and `suffix`.
    /// Text copied from a schema (a default written over several lines) may
    /// hold line breaks: they become LFs, and each counts, so the lines after
    /// it still map to the right schema lines. Trailing spaces are dropped.
    ///
    /// `prefix` and `suffix` (one line each, the suffix not ending in a
    /// space) spare the caller a string of the pieces.
    private mutating func emit(
        _ text: UnsafeBufferPointer<UInt8>, depth: Int, after prefix: StaticString = "", then suffix: StaticString = ""
    ) {
        // Nearly every line has no break and no trailing space: check its
        // bytes (CR and LF bytes are only ever those characters in UTF-8)
        // rather than split it by Character, which segments graphemes.
        let endsInSpace: Bool
        if suffix.utf8CodeUnitCount > 0 {
            endsInSpace = false  // A suffix never ends in a space.
        } else if let lastByte = text.last ?? prefix.withUTF8Buffer({ $0.last }) {
            endsInSpace = lastByte == UInt8(ascii: " ")
        } else {
            endsInSpace = depth > 0  // A line of indentation alone.
        }
        if !endsInSpace, !containsLineBreak(text) {
            return appendPlainLine(text, depth: depth, after: prefix, then: suffix)
        }
        let line =
            String(repeating: "    ", count: depth) + prefix.description + String(decoding: text, as: UTF8.self)
            + suffix.description
        for part in line.split(omittingEmptySubsequences: false, whereSeparator: \.isSwiftLineBreak) {
            appendLine(part.hasSuffix(" ") ? String(part.reversed().drop { $0 == " " }.reversed()) : String(part))
            if mappedFile != nil { mappedLine += 1 }
        }
    }

    /// Adds a line of `text`, indented `depth` levels (see ``emit(_:depth:after:then:)``).
    private mutating func emit(_ text: String, depth: Int) {
        var text = text
        text.withUTF8 { emit($0, depth: depth) }
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

    /// Adds a node's doc comment, read from its `doc` bytes, one `///` line for each of its lines.
    private mutating func emit(_ comment: DocComment, of doc: UnsafeBufferPointer<UInt8>, depth: Int) {
        switch comment {
        case .none: break
        case .oneLine(let length):
            appendPlainLine(UnsafeBufferPointer(rebasing: doc[..<length]), depth: depth, after: "/// ")
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

extension Character {
    /// Whether Swift's lexer ends a line here: LF, CR or CR LF.
    var isSwiftLineBreak: Bool { self == "\n" || self == "\r" || self == "\r\n" }
}
