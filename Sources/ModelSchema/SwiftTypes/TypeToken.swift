/// A token of Swift type syntax, with its offset in Unicode scalars from the
/// start of the text so errors can point inside a YAML scalar.
struct TypeToken: Equatable {
    /// What a token is.
    enum Kind: Equatable {
        /// An identifier or contextual keyword: `Int`, `any`, `async`, `_`.
        case identifier(String)
        /// Punctuation: `[ ] ( ) < > : , . ? ! @ &`, or any other single scalar.
        case symbol(Unicode.Scalar)
        /// `->`
        case arrow
        /// The end of the text.
        case end
    }

    /// What it is.
    var kind: Kind
    /// Where it starts.
    var offset: Int

    /// The token as written, for messages.
    var text: String {
        switch kind {
        case .identifier(let name): name
        case .symbol(let symbol): String(symbol)
        case .arrow: "->"
        case .end: ""
        }
    }

    /// The token for "expected …, found …": quoted, or "the end".
    var found: String {
        kind == .end ? "the end" : "'\(text)'"
    }
}

/// Splits type syntax into tokens; whitespace only separates them.
func tokenizeType(_ text: String) -> [TypeToken] {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return tokenizeASCIIType(ArraySlice(text.utf8)) }
    let scalars = text.unicodeScalars
    var tokens: [TypeToken] = []
    var index = scalars.startIndex
    var offset = 0
    while index < scalars.endIndex {
        let scalar = scalars[index]
        if isWhitespace(scalar) {
            scalars.formIndex(after: &index)
            offset += 1
        } else if isIdentifierHead(scalar) {
            let start = index
            let startOffset = offset
            while index < scalars.endIndex, isIdentifierCharacter(scalars[index]) {
                scalars.formIndex(after: &index)
                offset += 1
            }
            // A slice of the scalars, not of the characters: a name may end
            // inside a character (before a combining mark it can't hold).
            tokens.append(TypeToken(kind: .identifier(String(Substring(scalars[start..<index]))), offset: startOffset))
        } else if scalar == "-", scalars.index(after: index) < scalars.endIndex,
            scalars[scalars.index(after: index)] == ">"
        {
            tokens.append(TypeToken(kind: .arrow, offset: offset))
            index = scalars.index(index, offsetBy: 2)
            offset += 2
        } else {
            tokens.append(TypeToken(kind: .symbol(scalar), offset: offset))
            scalars.formIndex(after: &index)
            offset += 1
        }
    }
    tokens.append(TypeToken(kind: .end, offset: offset))
    return tokens
}

/// ``tokenizeType(_:)`` of ASCII text (nearly every type), a byte at a
/// time: each byte is a scalar, so offsets are byte offsets, and names are
/// cut from the bytes instead of walking the text's scalar view.
///
/// - Parameter text: The text's bytes, all ASCII, where they lie (a
///   scalar's text in its ``YAMLDocument``).
func tokenizeASCIIType(_ text: ArraySlice<UInt8>) -> [TypeToken] {
    // Indexed from 0: offsets are from the start of the text.
    let base = text.startIndex
    let count = text.count
    func isNameHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_")
    }
    func byteAt(_ index: Int) -> UInt8 { text[base + index] }
    var tokens: [TypeToken] = []
    // At most a token a byte, and the end: one allocation, not one per doubling.
    tokens.reserveCapacity(count + 1)
    var index = 0
    while index < count {
        let byte = byteAt(index)
        if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
            index += 1
        } else if isNameHead(byte) {
            let start = index
            while index < count,
                isNameHead(byteAt(index)) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byteAt(index))
            {
                index += 1
            }
            let name = String(decoding: text[(base + start)..<(base + index)], as: UTF8.self)
            tokens.append(TypeToken(kind: .identifier(name), offset: start))
        } else if byte == UInt8(ascii: "-"), index + 1 < count, byteAt(index + 1) == UInt8(ascii: ">") {
            tokens.append(TypeToken(kind: .arrow, offset: index))
            index += 2
        } else {
            tokens.append(TypeToken(kind: .symbol(Unicode.Scalar(byte)), offset: index))
            index += 1
        }
    }
    tokens.append(TypeToken(kind: .end, offset: count))
    return tokens
}

/// Unicode's White_Space, decided without the property tables for ASCII.
private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
}
