/// The offset of the first byte that breaks UTF-8 in `bytes`, or `nil` when
/// all of it is UTF-8.
///
/// Checked before libyaml sees the file, because libyaml reports bad bytes by
/// offset only and would guess at other encodings.
func findInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
        // ASCII, nearly every byte of a schema, is a sequence of one.
        if bytes[index] < 0x80 {
            index += 1
            continue
        }
        let length = utf8SequenceLength(at: index, in: bytes)
        guard length > 0 else { return index }
        index += length
    }
    return nil
}

/// The length in bytes of the line break at `offset`, or 0 when none starts
/// there: LF, CR LF, a lone CR, NEL (U+0085), LS (U+2028) or PS (U+2029).
///
/// These are libyaml's line breaks (YAML 1.1), so every location modelgen
/// reports counts lines as the locations libyaml reports do, whoever found
/// the problem.
func lineBreakLength(at offset: Int, in bytes: [UInt8]) -> Int {
    switch bytes[offset] {
    case UInt8(ascii: "\n"):
        return 1
    case UInt8(ascii: "\r"):
        return bytes[safe: offset + 1] == UInt8(ascii: "\n") ? 2 : 1
    case 0xC2 where bytes[safe: offset + 1] == 0x85:
        return 2
    case 0xE2 where bytes[safe: offset + 1] == 0x80 && [0xA8, 0xA9].contains(bytes[safe: offset + 2]):
        return 3
    default:
        return 0
    }
}

/// The line and column (1-based, the column counted in Unicode scalars as
/// libyaml counts it) of a byte offset.
func sourceLocation(ofByte target: Int, in bytes: [UInt8], file: String) -> SourceLocation {
    var line = 1
    var column = 1
    var offset = 0
    let end = min(target, bytes.count)
    while offset < end {
        let lineBreak = lineBreakLength(at: offset, in: bytes)
        if lineBreak > 0 {
            line += 1
            column = 1
            offset += lineBreak
        } else {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
    }
    return SourceLocation(file: file, line: line, column: column)
}

/// The length of the well-formed UTF-8 sequence starting at `index`, or 0
/// when the bytes there are not one (overlong forms, surrogates and values
/// past U+10FFFF included), following the table in Unicode's chapter 3.
private func utf8SequenceLength(at index: Int, in bytes: [UInt8]) -> Int {
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
        length = 3
        secondRange = 0xA0...0xBF
    case 0xED:
        length = 3
        secondRange = 0x80...0x9F
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xF0:
        length = 4
        secondRange = 0x90...0xBF
    case 0xF4:
        length = 4
        secondRange = 0x80...0x8F
    case 0xF1...0xF3: length = 4
    default: return 0
    }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
        return 0
    }
    return length
}

extension Array {
    /// The element at `index`, or `nil` past either end.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
