import Testing

@testable import ModelGen

/// How a generated line longer than the limit is wrapped (the fixtures show
/// it on whole files; these pin the rules on single lines).
@Suite("wrapping long lines")
struct WrapLineTests {
    @Test func aCallBreaksAfterItsParenthesisAndKeepsItOnTheLastArgument() {
        let arguments = (1...12).map { "argument\($0): value\($0)" }
        let lines = wrapLine("let x = call(\(arguments.joined(separator: ", ")))", indent: "    ")
        #expect(lines.first == "    let x = call(")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("        argument") && $0.count <= maximumLineLength })
        #expect(lines.last?.hasSuffix("argument12: value12)") == true)
    }

    @Test func aLineOfAtMostTheLimitInCharactersStaysWhole() {
        // 4 + 117 characters apart, but the joiner joins the indent's last
        // space: the line has 120 characters (123 bytes) and fits.
        let text = "\u{200D}f(" + String(repeating: "a", count: 113) + ")"
        #expect(("    " + text).count == maximumLineLength)
        #expect(wrapLine(text, indent: "    ") == ["    " + text])
    }
}

/// The lines ``wrapLine(_:indent:into:)`` makes of `text`, as strings.
func wrapLine(_ text: String, indent: String) -> [String] {
    var text = text
    var lines = WrappedLines()
    text.withUTF8 { wrapLine($0, indent: indent.utf8.count, into: &lines) }
    var strings: [String] = []
    lines.withEachLine { strings.append(String(decoding: $0, as: UTF8.self)) }
    return strings
}
