/// The longest line generated code has, as `.swift-format`'s `lineLength`.
let maximumLineLength = 120

/// A line of code, indented, wrapped as `swift format` wraps it when it is
/// longer than ``maximumLineLength``:
/// - a `case` whose body doesn't fit puts the body on the next line, and so
///   does a declaration with a one-line body in braces;
/// - a line ending with an argument list, array literal or generic argument
///   list breaks after its opening bracket, and the elements fill
///   continuation lines four spaces deeper. A call's `)` stays on the last
///   argument's line; an array's elements each take a comma, and its `]`,
///   like a generic list's `>`, gets a line of its own.
///
/// ```swift
/// static let _$path = ModelRuntime.ModelChildProperty<Self, [SignUpStep]>(
///     "path", index: 2, childIndex: 2, \_State.path, \Self.path)
/// ```
///
/// Any other line stays as it is. `indent` is spaces only.
func wrapLine(_ text: String, indent: String) -> [String] {
    let characters = LineCharacters(text)
    // The whole line's count, not the indent's plus the text's: a text that
    // starts with a joiner or a combining mark joins it to the last space.
    // One of a byte a character (nearly every one) can't, and its count is
    // its bytes'.
    let fits =
        characters.isOneByteEach
        ? indent.utf8.count + characters.count <= maximumLineLength
        : !(indent + text).hasMoreCharacters(than: maximumLineLength)
    guard !fits else { return [indent + text] }
    return wrap(characters, characters.all, indent: indent)
}

/// A parameter of a declaration's parameter list, indented, with its type on
/// the next line when it doesn't fit, as `swift format` puts it (and that
/// type wrapped by ``wrapLine(_:indent:)``).
func wrapParameter(_ text: String, indent: String) -> [String] {
    guard indent.utf8.count + text.utf8.count > maximumLineLength else { return [indent + text] }
    let line = LineCharacters(text)
    guard indent.utf8.count + line.count > maximumLineLength, let colon = colonAfterLabel(in: line, line.all) else {
        return [indent + text]
    }
    return [indent + line[0..<(colon + 1)]] + wrap(line, (colon + 2)..<line.count, indent: indent + "    ")
}

/// ``wrapLine(_:indent:)`` of the characters `range` of `line`.
private func wrap(_ line: LineCharacters, _ range: Range<Int>, indent: String) -> [String] {
    // The indent is spaces, one character each.
    guard indent.utf8.count + range.count > maximumLineLength else { return [indent + line[range]] }
    // A line may carry part of its indentation (a call's arguments, written one a line).
    let start = line.firstIndex(in: range) { $0 != .space } ?? range.upperBound
    if start > range.lowerBound {
        let spaces = String(repeating: " ", count: start - range.lowerBound)
        return wrap(line, start..<range.upperBound, indent: indent + spaces)
    }
    if line.hasPrefix("case ", in: range), let colon = colonAfterLabel(in: line, range) {
        return [indent + line[range.lowerBound..<(colon + 1)]]
            + wrap(line, (colon + 2)..<range.upperBound, indent: indent + "    ")
    }
    guard let list = trailingList(in: line, range) else { return [indent + line[range]] }
    let inner = indent + "    "
    let head = range.lowerBound..<list.open
    // A one-line body (`var x: T { value }`) takes lines of its own.
    if line.codes[list.open] == .openBrace {
        let tail = line[(list.close + 1)..<range.upperBound]
        let headEnd = head.isEmpty || line.codes[head.upperBound - 1] != .space ? head.upperBound : head.upperBound - 1
        return [indent + line[head.lowerBound..<headEnd] + " {"] + wrap(line, list.inside, indent: inner)
            + [indent + "}" + tail]
    }
    let isCall = line.codes[list.open] == .openParenthesis
    let isArray = line.codes[list.open] == .openBracket
    var lines = [indent + line[head.lowerBound..<(list.open + 1)]]
    // The continuation line so far, built in bytes after its indentation,
    // and its length in characters without it.
    var current = Array(inner.utf8)
    let currentStart = current.count
    var currentCount = 0
    for (index, element) in list.elements.enumerated() {
        let isLast = index == list.elements.count - 1
        var pieceCount = element.count
        if isArray || !isLast { pieceCount += 1 }  // `,`
        if isCall && isLast { pieceCount += range.upperBound - list.close }  // `)` and the tail
        if current.count > currentStart {
            if inner.utf8.count + currentCount + 1 + pieceCount > maximumLineLength {
                lines.append(String(decoding: current, as: UTF8.self))
                current.removeSubrange(currentStart...)
                currentCount = 0
            } else {
                current.append(.space)
                currentCount += 1
            }
        }
        line.appendUTF8(of: element, to: &current)
        if isArray || !isLast { current.append(.comma) }
        if isCall && isLast {
            current.append(.closeParenthesis)
            line.appendUTF8(of: (list.close + 1)..<range.upperBound, to: &current)
        }
        currentCount += pieceCount
    }
    lines.append(String(decoding: current, as: UTF8.self))
    if !isCall { lines.append(indent + line[list.close..<range.upperBound]) }
    return lines
}

/// The offset of the first colon of `range` outside brackets and string
/// literals that a space follows (a `case` pattern's, a parameter's label's).
private func colonAfterLabel(in line: LineCharacters, _ range: Range<Int>) -> Int? {
    let codes = line.codes
    var depth = 0
    var index = range.lowerBound
    while index < range.upperBound {
        switch codes[index] {
        case .quote: index = endOfString(in: line, range, from: index)
        case .openParenthesis, .openBracket, .openBrace: depth += 1
        case .closeParenthesis, .closeBracket, .closeBrace: depth -= 1
        case .colon where depth == 0 && index + 1 < range.upperBound && codes[index + 1] == .space:
            return index
        default: break
        }
        index += 1
    }
    return nil
}

/// The bracketed list a line ends with (before a trailing comma, if any),
/// by character offsets: its brackets, its top-level elements and everything
/// inside, each without the spaces around it.
private struct TrailingList {
    var open: Int
    var close: Int
    var elements: [Range<Int>]
    var inside: Range<Int>
}

/// The list `range` of `line` ends with, if it ends with one.
private func trailingList(in line: LineCharacters, _ range: Range<Int>) -> TrailingList? {
    let codes = line.codes
    var end = range.upperBound
    if end > range.lowerBound, codes[end - 1] == .comma { end -= 1 }
    guard end > range.lowerBound else { return nil }
    switch codes[end - 1] {
    case .closeParenthesis, .closeBracket, .greaterThan, .closeBrace: break
    default: return nil
    }
    // The open brackets, and the offsets of the commas directly inside
    // each: those of `commas` from its `firstComma` on, until it closes.
    // Two flat arrays rather than an array of commas per bracket, which
    // allocated for each bracket of every line wrapped.
    var openers: [(open: Int, firstComma: Int)] = []
    var commas: [Int] = []
    // Room for a usual line's: growing them from empty was most of the time this took.
    openers.reserveCapacity(8)
    commas.reserveCapacity(16)
    var list: (open: Int, firstComma: Int)?
    var index = range.lowerBound
    while index < end {
        // Most of a line is names and spaces: skip them with one test.
        guard codes[index].isListDelimiter else {
            index += 1
            continue
        }
        switch codes[index] {
        case .quote:
            index = endOfString(in: line, range, from: index)
        // `<` opens generic arguments right after a name; `->` and comparisons are operators.
        case .lessThan where index > range.lowerBound && line.isPartOfName(index - 1):
            openers.append((index, commas.count))
        case .openParenthesis, .openBracket, .openBrace:
            openers.append((index, commas.count))
        case .greaterThan
        where (index == range.lowerBound || codes[index - 1] != .minus)
            && openers.last.map({ codes[$0.open] == .lessThan }) == true,
            .closeParenthesis, .closeBracket, .closeBrace:
            guard let opener = openers.popLast() else { return nil }
            if index == end - 1 {
                list = opener
            } else {
                commas.removeSubrange(opener.firstComma...)
            }
        case .comma:
            if !openers.isEmpty { commas.append(index) }
        default:
            break
        }
        index += 1
    }
    guard openers.isEmpty, let list, list.open + 1 < end - 1 else { return nil }
    var elements: [Range<Int>] = []
    elements.reserveCapacity(commas.count - list.firstComma + 1)
    var elementStart = list.open + 1
    for separator in commas[list.firstComma...] {
        elements.append(line.trimmingSpaces(elementStart..<separator))
        elementStart = separator + 1
    }
    elements.append(line.trimmingSpaces(elementStart..<(end - 1)))
    // A trailing comma in an array literal isn't an element.
    if elements.last?.isEmpty == true { elements.removeLast() }
    return TrailingList(
        open: list.open, close: end - 1, elements: elements, inside: line.trimmingSpaces((list.open + 1)..<(end - 1)))
}

/// The offset of the quote that ends the string literal starting at `start`.
private func endOfString(in line: LineCharacters, _ range: Range<Int>, from start: Int) -> Int {
    var index = start + 1
    while index < range.upperBound, line.codes[index] != .quote {
        index += line.codes[index] == .backslash ? 2 : 1
    }
    return index
}

/// A line's characters, each as one byte to compare, with the line's text
/// to copy pieces from.
///
/// Wrapping looks for brackets, quotes and commas: comparing `Character`s
/// costs a string comparison each, which made wrapping a quarter of
/// generating 10,000 models. A character that is one ASCII byte is that
/// byte here; any other is ``UInt8/otherCharacter``, equal to no delimiter,
/// just as a `"` with a combining accent is not a `"` to `Character`.
/// Offsets count characters, so lengths are what `String.count` gives.
private struct LineCharacters {
    /// One code a character.
    let codes: [UInt8]
    /// The line's UTF-8.
    private let utf8: [UInt8]
    /// Where each character starts in `utf8`, and the end; `nil` when every
    /// character is one byte (nearly every line: ASCII without CR LF).
    private let starts: [Int]?

    init(_ text: String) {
        utf8 = Array(text.utf8)
        if !utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) {
            codes = utf8
            starts = nil
            return
        }
        var codes: [UInt8] = []
        var starts: [Int] = []
        var offset = 0
        for character in text {
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
    fileprivate var isListDelimiter: Bool {
        // " ( ) , < > below 64; [ ] { } from 64 on.
        let low: UInt64 = 1 << 0x22 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2C | 1 << 0x3C | 1 << 0x3E
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)
        if self < 64 { return low >> self & 1 != 0 }
        return self < 128 && high >> (self - 64) & 1 != 0
    }

    /// A character of more than one byte, in ``LineCharacters``.
    fileprivate static let otherCharacter: UInt8 = 0x80
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let lessThan = UInt8(ascii: "<")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let openParenthesis = UInt8(ascii: "(")
    fileprivate static let closeParenthesis = UInt8(ascii: ")")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
}
