/// A token of Swift type syntax, with its offset in Unicode scalars from the
/// start of the text so errors can point inside a YAML scalar.
struct TypeToken: Equatable {
    /// What a token is.
    enum Kind: Equatable {
        /// An identifier or contextual keyword: `Int`, `any`, `async`, `_`.
        case identifier(String)
        /// Punctuation: `[ ] ( ) < > : , . ? ! @ & ->`, or any other single character.
        case symbol(String)
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
        case .symbol(let symbol): symbol
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
            tokens.append(TypeToken(kind: .symbol("->"), offset: offset))
            index = scalars.index(index, offsetBy: 2)
            offset += 2
        } else {
            tokens.append(TypeToken(kind: .symbol(String(scalar)), offset: offset))
            scalars.formIndex(after: &index)
            offset += 1
        }
    }
    tokens.append(TypeToken(kind: .end, offset: offset))
    return tokens
}

/// Unicode's White_Space, decided without the property tables for ASCII.
private func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
}
