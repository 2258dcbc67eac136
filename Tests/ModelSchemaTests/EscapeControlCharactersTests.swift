import Testing
@testable import ModelSchema

/// Paths and messages go on one line: every control character, and the
/// line and paragraph separators, are written as escapes, and nothing else.
@Suite("Escaping control characters")
struct EscapeControlCharactersTests {
    @Test func escapesExactlyControlsAndSeparators() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            let shouldEscape = category == .control || category == .lineSeparator || category == .paragraphSeparator
            let text = "a" + String(scalar) + "b"
            let escaped = escapeControlCharacters(text)
            let printable = escaped.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }
            if (escaped != text) != shouldEscape || (shouldEscape && !printable) {
                wrong.append("U+\(String(value, radix: 16, uppercase: true)) as \(escaped.debugDescription)")
            }
        }
        #expect(wrong.isEmpty)
    }

    @Test func writesSwiftEscapes() {
        #expect(escapeControlCharacters("a\nb\rc\td\0e") == #"a\nb\rc\td\0e"#)
        #expect(escapeControlCharacters("x\u{85}y\u{2028}z\u{2029}\u{7F}") == #"x\u{85}y\u{2028}z\u{2029}\u{7F}"#)
        #expect(escapeControlCharacters("Schemas/Ünïcode 📦.yaml") == "Schemas/Ünïcode 📦.yaml")
    }
}
