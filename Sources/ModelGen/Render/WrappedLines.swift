/// The lines ``wrapLine(_:indent:into:)`` makes of a line: their UTF-8, one
/// after another, and where each ends.
struct WrappedLines {
    private var bytes: [UInt8] = []
    private var ends: [Int] = []

    init() {
        // Room for a usual wrapped line's lines, so that they rarely grow.
        bytes.reserveCapacity(512)
        ends.reserveCapacity(8)
    }

    /// Calls `body` with each line's bytes, which it must not keep.
    func withEachLine(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for end in ends {
                body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                start = end
            }
        }
    }

    /// Adds a line: `indent` spaces and the characters `range` of `line`,
    /// between `prefix` and `suffix`.
    mutating func append(
        _ line: LineCharacters, _ range: Range<Int>, indent: Int, after prefix: StaticString = "",
        then suffix: StaticString = ""
    ) {
        startLine(indent: indent)
        prefix.withUTF8Buffer { bytes.append(contentsOf: $0) }
        line.appendUTF8(of: range, to: &bytes)
        suffix.withUTF8Buffer { bytes.append(contentsOf: $0) }
        endLine()
    }

    /// Starts a line of `indent` spaces, continued by ``append(_:)`` and ended by ``endLine()``.
    mutating func startLine(indent: Int) {
        bytes.append(contentsOf: repeatElement(.space, count: indent))
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(_ line: LineCharacters, _ range: Range<Int>) {
        line.appendUTF8(of: range, to: &bytes)
    }

    mutating func endLine() {
        ends.append(bytes.count)
    }
}
