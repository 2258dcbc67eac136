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

/// Whether a scalar is a control (general category Cc: U+0000–U+001F and
/// U+007F–U+009F), the line separator U+2028 or the paragraph separator
/// U+2029, the only scalars of those categories. Compared by value: looking
/// the category up was a measurable part of generating a large set, where
/// every `#sourceLocation` path goes through here.
private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
}
