/// `text` on one line, as messages, comments and `#sourceLocation` need it:
/// line breaks and other control characters written as Swift escapes (`\n`,
/// `\r`, `\t`, `\0`, `\u{85}`), everything else unchanged.
///
/// Line breaks are every character that ends a line for libyaml, Swift or
/// Unicode: LF, CR, NEL, U+2028 and U+2029; the other controls can't be
/// seen, and NUL ends C strings.
public func escapeControlCharacters(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\0": result += "\\0"
        case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default: result.unicodeScalars.append(scalar)
        }
    }
    return result
}

private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default: false
    }
}
