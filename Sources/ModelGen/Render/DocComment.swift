/// A doc string as a comment's lines.
///
/// The doc is split at every line break: those YAML reads (LF, CR, CR LF,
/// NEL, U+2028, U+2029) and the vertical tab and form feed Unicode adds.
/// Swift ends a comment at CR as well as LF, so a break left inside a line
/// would end the comment and turn the rest into code.
enum DocComment {
    /// No doc, or only whitespace.
    case none
    /// One line of printable ASCII without trailing spaces, nearly every
    /// doc: the number of the doc's first bytes that are the line, which the
    /// renderer writes after `/// ` without building it. A length, not the
    /// bytes, so the comment holds no pointer that could outlive the doc's.
    case oneLine(length: Int)
    /// The `///` lines of any other doc.
    case lines([String])

    /// The comment of the doc whose UTF-8 is `doc`; no bytes are no doc.
    init(_ doc: UnsafeBufferPointer<UInt8>) {
        // In printable ASCII, only a space is whitespace and nothing breaks
        // the line: such a doc is one line, up to its last other character.
        if doc.allSatisfy({ (0x20..<0x7F).contains($0) }) {
            let length = doc.lastIndex { $0 != UInt8(ascii: " ") }.map { $0 + 1 } ?? 0
            self = length == 0 ? .none : .oneLine(length: length)
            return
        }
        let trimmed = String(decoding: doc, as: UTF8.self).trimmingTrailingWhitespace()
        guard !trimmed.isEmpty else {
            self = .none
            return
        }
        self = .lines(
            trimmed.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
                $0.isEmpty ? "///" : "/// \($0)"
            })
    }

    /// How many `///` lines the comment is.
    var lineCount: Int {
        switch self {
        case .none: 0
        case .oneLine: 1
        case .lines(let lines): lines.count
        }
    }

    /// `///` lines for a doc string; none for `nil`.
    static func commentLines(for doc: String?) -> [String] {
        guard var doc else { return [] }
        return doc.withUTF8 { bytes in
            switch DocComment(bytes) {
            case .none: []
            case .oneLine(let length): ["/// " + String(decoding: bytes[..<length], as: UTF8.self)]
            case .lines(let lines): lines
            }
        }
    }
}

extension String {
    fileprivate func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
