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
/// Any other line stays as it is. `indent` counts spaces. The lines are
/// appended to `lines`, built in bytes: a long line is cut and joined by
/// offsets into its UTF-8, not made into a string of each piece.
func wrapLine(_ text: UnsafeBufferPointer<UInt8>, indent: Int, into lines: inout WrappedLines) {
    let characters = LineCharacters(text)
    // The whole line's count, not the indent's plus the text's: a text that
    // starts with a joiner or a combining mark joins it to the last space.
    // One of a byte a character (nearly every one) can't, and its count is
    // its bytes'.
    let fits =
        characters.isOneByteEach
        ? indent + characters.count <= maximumLineLength
        : !(String(repeating: " ", count: indent) + String(decoding: text, as: UTF8.self)).hasMoreCharacters(
            than: maximumLineLength)
    guard !fits else { return lines.append(characters, characters.all, indent: indent) }
    wrap(characters, characters.all, indent: indent, into: &lines)
}

/// A parameter of a declaration's parameter list, indented `indent` spaces,
/// with its type on the next line when it doesn't fit, as `swift format`
/// puts it (and that type wrapped by ``wrapLine(_:indent:into:)``).
func wrapParameter(_ text: UnsafeBufferPointer<UInt8>, indent: Int, into lines: inout WrappedLines) {
    let line = LineCharacters(text)
    guard indent + text.count > maximumLineLength, indent + line.count > maximumLineLength,
        let colon = colonAfterLabel(in: line, line.all)
    else { return lines.append(line, line.all, indent: indent) }
    lines.append(line, 0..<(colon + 1), indent: indent)
    wrap(line, (colon + 2)..<line.count, indent: indent + 4, into: &lines)
}

/// ``wrapLine(_:indent:into:)`` of the characters `range` of `line`.
private func wrap(_ line: LineCharacters, _ range: Range<Int>, indent: Int, into lines: inout WrappedLines) {
    // The indent is spaces, one character each.
    guard indent + range.count > maximumLineLength else { return lines.append(line, range, indent: indent) }
    // A line may carry part of its indentation (a call's arguments, written one a line).
    let start = line.firstIndex(in: range) { $0 != .space } ?? range.upperBound
    if start > range.lowerBound {
        return wrap(line, start..<range.upperBound, indent: indent + start - range.lowerBound, into: &lines)
    }
    if line.hasPrefix("case ", in: range), let colon = colonAfterLabel(in: line, range) {
        lines.append(line, range.lowerBound..<(colon + 1), indent: indent)
        return wrap(line, (colon + 2)..<range.upperBound, indent: indent + 4, into: &lines)
    }
    guard let list = trailingList(in: line, range) else { return lines.append(line, range, indent: indent) }
    let inner = indent + 4
    let head = range.lowerBound..<list.open
    // A one-line body (`var x: T { value }`) takes lines of its own.
    if line.codes[list.open] == .openBrace {
        let headEnd = head.isEmpty || line.codes[head.upperBound - 1] != .space ? head.upperBound : head.upperBound - 1
        lines.append(line, head.lowerBound..<headEnd, indent: indent, then: " {")
        wrap(line, list.inside, indent: inner, into: &lines)
        return lines.append(line, (list.close + 1)..<range.upperBound, indent: indent, after: "}")
    }
    let isCall = line.codes[list.open] == .openParenthesis
    let isArray = line.codes[list.open] == .openBracket
    lines.append(line, head.lowerBound..<(list.open + 1), indent: indent)
    // The continuation line's length in characters so far, without its indentation.
    var currentCount = 0
    lines.startLine(indent: inner)
    for (index, element) in list.elements.enumerated() {
        let isLast = index == list.elements.count - 1
        var pieceCount = element.count
        if isArray || !isLast { pieceCount += 1 }  // `,`
        if isCall && isLast { pieceCount += range.upperBound - list.close }  // `)` and the tail
        if index > 0 {
            if inner + currentCount + 1 + pieceCount > maximumLineLength {
                lines.endLine()
                lines.startLine(indent: inner)
                currentCount = 0
            } else {
                lines.append(.space)
                currentCount += 1
            }
        }
        lines.append(line, element)
        if isArray || !isLast { lines.append(.comma) }
        if isCall && isLast {
            lines.append(.closeParenthesis)
            lines.append(line, (list.close + 1)..<range.upperBound)
        }
        currentCount += pieceCount
    }
    lines.endLine()
    if !isCall { lines.append(line, list.close..<range.upperBound, indent: indent) }
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
