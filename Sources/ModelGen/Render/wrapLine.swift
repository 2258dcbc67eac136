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
/// Any other line stays as it is.
func wrapLine(_ text: String, indent: String) -> [String] {
    let line = indent + text
    // Counting bytes first spares nearly every line the count of its characters.
    guard line.utf8.count > maximumLineLength, line.count > maximumLineLength else { return [line] }
    // A line may carry part of its indentation (a call's arguments, written one a line).
    if text.first == " " {
        let spaces = text.prefix { $0 == " " }
        return wrapLine(String(text.dropFirst(spaces.count)), indent: indent + spaces)
    }
    if text.hasPrefix("case "), let body = splitAtColon(text) {
        return [indent + body.head] + wrapLine(body.rest, indent: indent + "    ")
    }
    guard let list = trailingList(of: text) else { return [line] }
    let inner = indent + "    "
    // A one-line body (`var x: T { value }`) takes lines of its own.
    if list.open == "{" {
        let head = list.head.hasSuffix(" ") ? String(list.head.dropLast()) : list.head
        return [indent + head + " {"] + wrapLine(list.inside, indent: inner) + [indent + "}" + list.tail]
    }
    let closesOwnLine = list.open != "("
    var lines = [indent + list.head + String(list.open)]
    var current = ""
    for (index, element) in list.elements.enumerated() {
        let isLast = index == list.elements.count - 1
        let separator = list.open == "[" || !isLast ? "," : ""
        let piece = element + separator + (closesOwnLine || !isLast ? "" : ")" + list.tail)
        if !current.isEmpty, inner.count + current.count + 1 + piece.count > maximumLineLength {
            lines.append(inner + current)
            current = piece
        } else {
            current += (current.isEmpty ? "" : " ") + piece
        }
    }
    lines.append(inner + current)
    if closesOwnLine { lines.append(indent + String(list.close) + list.tail) }
    return lines
}

/// A parameter of a declaration's parameter list, indented, with its type on
/// the next line when it doesn't fit, as `swift format` puts it (and that
/// type wrapped by ``wrapLine(_:indent:)``).
func wrapParameter(_ text: String, indent: String) -> [String] {
    guard indent.utf8.count + text.utf8.count > maximumLineLength, indent.count + text.count > maximumLineLength,
        let parameter = splitAtColon(text)
    else {
        return [indent + text]
    }
    return [indent + parameter.head] + wrapLine(parameter.rest, indent: indent + "    ")
}

/// `text` split after its first colon outside brackets and string literals
/// (a `case` pattern's, a parameter's label's): the head keeps the colon.
private func splitAtColon(_ text: String) -> (head: String, rest: String)? {
    let characters = Array(text)
    let text = CharacterSlicer(text)
    var depth = 0
    var index = 0
    while index < characters.count {
        switch characters[index] {
        case "\"": index = endOfString(characters, from: index)
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case ":" where depth == 0 && index + 1 < characters.count && characters[index + 1] == " ":
            return (text[0..<(index + 1)], text[(index + 2)..<characters.count])
        default: break
        }
        index += 1
    }
    return nil
}

/// The bracketed list a line ends with (before a trailing comma, if any):
/// what comes before its opening bracket, the brackets, its top-level
/// elements, and what follows its closing bracket.
private func trailingList(
    of text: String
) -> (head: String, open: Character, close: Character, elements: [String], inside: String, tail: String)? {
    let characters = Array(text)
    let text = CharacterSlicer(text)
    var end = characters.count
    if end > 0, characters[end - 1] == "," { end -= 1 }
    guard end > 0, ")]>}".contains(characters[end - 1]) else { return nil }
    var openers: [Int] = []
    var separators: [Int: [Int]] = [:]
    var listStart: Int?
    var index = 0
    while index < end {
        let character = characters[index]
        let previous = index > 0 ? characters[index - 1] : " "
        switch character {
        case "\"":
            index = endOfString(characters, from: index)
        // `<` opens generic arguments right after a name; `->` and comparisons are operators.
        case "<" where previous.isLetter || previous.isNumber || previous == "_":
            openers.append(index)
        case "(", "[", "{":
            openers.append(index)
        case ">" where previous != "-" && openers.last.map({ characters[$0] == "<" }) == true,
            ")", "]", "}":
            guard let opener = openers.popLast() else { return nil }
            if index == end - 1 { listStart = opener }
        case ",":
            if let opener = openers.last { separators[opener, default: []].append(index) }
        default:
            break
        }
        index += 1
    }
    guard openers.isEmpty, let start = listStart, start + 1 < end - 1 else { return nil }
    var elements: [String] = []
    var elementStart = start + 1
    for separator in (separators[start] ?? []) + [end - 1] {
        elements.append(text[elementStart..<separator].trimmingSpaces())
        elementStart = separator + 1
    }
    // A trailing comma in an array literal isn't an element.
    if elements.last == "" { elements.removeLast() }
    let inside = text[(start + 1)..<(end - 1)].trimmingSpaces()
    return (
        text[0..<start], characters[start], characters[end - 1], elements, inside,
        text[end..<characters.count]
    )
}

/// The index of the quote that ends the string literal starting at `start`.
private func endOfString(_ characters: [Character], from start: Int) -> Int {
    var index = start + 1
    while index < characters.count, characters[index] != "\"" {
        index += characters[index] == "\\" ? 2 : 1
    }
    return index
}

/// The text of a run of a string's characters, by their offsets: a copy of
/// the string's own bytes, where building it from an array of characters
/// appended them one by one (most of the time wrapping took).
private struct CharacterSlicer {
    private let text: String
    /// Where each character starts, and the end.
    private let starts: [String.Index]

    init(_ text: String) {
        self.text = text
        starts = Array(text.indices) + [text.endIndex]
    }

    subscript(offsets: Range<Int>) -> String {
        String(text[starts[offsets.lowerBound]..<starts[offsets.upperBound]])
    }
}

extension String {
    /// Without the spaces it starts and ends with (`" "` characters).
    fileprivate func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(self[first...last])
    }
}
