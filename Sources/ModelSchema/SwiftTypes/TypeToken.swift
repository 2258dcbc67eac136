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
    let scalars = Array(text.unicodeScalars)
    var tokens: [TypeToken] = []
    var index = 0
    while index < scalars.count {
        let scalar = scalars[index]
        if scalar.properties.isWhitespace {
            index += 1
        } else if isIdentifierHead(scalar) {
            let start = index
            while index < scalars.count, isIdentifierCharacter(scalars[index]) { index += 1 }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[start..<index])
            tokens.append(TypeToken(kind: .identifier(String(name)), offset: start))
        } else if scalar == "-", scalars[safe: index + 1] == ">" {
            tokens.append(TypeToken(kind: .symbol("->"), offset: index))
            index += 2
        } else {
            tokens.append(TypeToken(kind: .symbol(String(scalar)), offset: index))
            index += 1
        }
    }
    tokens.append(TypeToken(kind: .end, offset: scalars.count))
    return tokens
}
