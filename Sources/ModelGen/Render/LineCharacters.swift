/// A line's characters, each as one byte to compare, with the line's text
/// to copy pieces from.
///
/// Wrapping looks for brackets, quotes and commas: comparing `Character`s
/// costs a string comparison each, which made wrapping a quarter of
/// generating 10,000 models. A character that is one ASCII byte is that
/// byte here; any other is ``UInt8/otherCharacter``, equal to no delimiter,
/// just as a `"` with a combining accent is not a `"` to `Character`.
/// Offsets count characters, so lengths are what `String.count` gives.
struct LineCharacters {
    /// One code a character.
    let codes: [UInt8]
    /// The line's UTF-8.
    private let utf8: [UInt8]
    /// Where each character starts in `utf8`, and the end; `nil` when every
    /// character is one byte (nearly every line: ASCII without CR LF).
    private let starts: [Int]?

    init(_ text: UnsafeBufferPointer<UInt8>) {
        utf8 = Array(text)
        if !utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) {
            codes = utf8
            starts = nil
            return
        }
        var codes: [UInt8] = []
        var starts: [Int] = []
        var offset = 0
        for character in String(decoding: text, as: UTF8.self) {
            let length = character.utf8.count
            starts.append(offset)
            codes.append(length == 1 ? character.utf8.first! : .otherCharacter)
            offset += length
        }
        self.codes = codes
        self.starts = starts + [offset]
    }

    var count: Int { codes.count }
    var all: Range<Int> { 0..<codes.count }
    /// Whether every character is one byte.
    var isOneByteEach: Bool { starts == nil }

    /// The text of the characters `range`.
    subscript(range: Range<Int>) -> String {
        let bytes = starts.map { $0[range.lowerBound]..<$0[range.upperBound] } ?? range
        return String(decoding: utf8[bytes], as: UTF8.self)
    }

    /// Appends the UTF-8 of the characters `range` to `bytes`.
    func appendUTF8(of range: Range<Int>, to bytes: inout [UInt8]) {
        let byteRange = starts.map { $0[range.lowerBound]..<$0[range.upperBound] } ?? range
        bytes.append(contentsOf: utf8[byteRange])
    }

    func firstIndex(in range: Range<Int>, where predicate: (UInt8) -> Bool) -> Int? {
        range.first { predicate(codes[$0]) }
    }

    /// Whether the characters `range` start with `prefix`, which is ASCII.
    func hasPrefix(_ prefix: String, in range: Range<Int>) -> Bool {
        codes[range].starts(with: prefix.utf8)
    }

    /// `range` without the spaces it starts and ends with.
    func trimmingSpaces(_ range: Range<Int>) -> Range<Int> {
        guard let first = range.first(where: { codes[$0] != .space }),
            let last = range.last(where: { codes[$0] != .space })
        else { return range.lowerBound..<range.lowerBound }
        return first..<(last + 1)
    }

    /// Whether the character at `offset` is a letter, a digit or `_`.
    func isPartOfName(_ offset: Int) -> Bool {
        let code = codes[offset]
        guard code == .otherCharacter else {
            return code == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(code)
                || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(code)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(code)
        }
        let character = Character(self[offset..<(offset + 1)])
        return character.isLetter || character.isNumber
    }
}

extension UInt8 {
    /// Whether the byte is a character ``trailingList(in:_:)`` looks at:
    /// a quote, a comma or a bracket. Its bit in a mask of the 128 ASCII
    /// codes says, where comparing it with each in turn cost a tenth of
    /// rendering a large schema set.
    var isListDelimiter: Bool {
        // " ( ) , < > below 64; [ ] { } from 64 on.
        let low: UInt64 = 1 << 0x22 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2C | 1 << 0x3C | 1 << 0x3E
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)
        if self < 64 { return low >> self & 1 != 0 }
        return self < 128 && high >> (self - 64) & 1 != 0
    }

    /// A character of more than one byte, in ``LineCharacters``.
    static let otherCharacter: UInt8 = 0x80
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let minus = UInt8(ascii: "-")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
}
