import Testing
@testable import ModelSchema

/// Names follow the identifier-head and identifier-character tables of The
/// Swift Programming Language's grammar, where swiftc agrees with them.
@Suite("Swift identifiers")
struct IdentifierTests {
    /// `name` with `scalar` at its start, or after an `a`.
    private func name(_ scalar: UInt32, first: Bool) -> String {
        let character = String(Character(Unicode.Scalar(scalar)!))
        return first ? character + "a" : "a" + character
    }

    @Test(
        arguments: [
            // Each range of identifier-head at both ends, and a scalar just outside.
            (0x41, true), (0x5A, true), (0x40, false), (0x5B, false), (0x60, false), (0x7B, false),
            (0xA8, true), (0xA9, false), (0xAA, true), (0xAB, false), (0xAD, true), (0xAE, false), (0xAF, true),
            (0xB0, false), (0xB2, true), (0xB5, true), (0xB6, false), (0xB7, true), (0xBA, true), (0xBB, false),
            (0xBC, true), (0xBE, true), (0xBF, false), (0xD6, true), (0xD7, false), (0xF6, true), (0xF7, false),
            (0x2FF, true), (0x300, false), (0x36F, false), (0x370, true), (0x167F, true), (0x1680, false),
            (0x1681, true), (0x180D, true), (0x180E, false), (0x180F, true), (0x1DBF, true), (0x1DC0, false),
            (0x1DFF, false), (0x1E00, true), (0x1FFF, true), (0x2000, false), (0x200A, false), (0x200B, true),
            (0x200D, true), (0x200E, false), (0x2029, false), (0x202A, true), (0x202E, true), (0x202F, false),
            (0x203E, false), (0x203F, true), (0x2040, true), (0x2041, false), (0x2053, false), (0x2054, true),
            (0x2055, false), (0x205F, false), (0x2060, true), (0x206F, true), (0x2070, true), (0x20CF, true),
            (0x20D0, false), (0x20FF, false), (0x2100, true), (0x218F, true), (0x2190, false), (0x245F, false),
            (0x2460, true), (0x24FF, true), (0x2500, false), (0x2775, false), (0x2776, true), (0x2793, true),
            (0x2794, false), (0x2BFF, false), (0x2C00, true), (0x2DFF, true), (0x2E00, false), (0x2E2F, false),
            (0x2E7F, false), (0x2E80, true), (0x2FFF, true), (0x3000, false), (0x3003, false), (0x3004, true),
            (0x3007, true), (0x3008, false), (0x3020, false), (0x3021, true), (0x302F, true), (0x3030, false),
            (0x3031, true), (0x303F, true), (0x3040, true), (0xD7FF, true), (0xE000, false), (0xF8FF, false),
            (0xF900, true), (0xFD3D, true), (0xFD3E, false), (0xFD3F, false), (0xFD40, true), (0xFDCF, true),
            (0xFDD0, false), (0xFDEF, false), (0xFDF0, true), (0xFE1F, true), (0xFE20, false), (0xFE2F, false),
            (0xFE30, true), (0xFE44, true), (0xFE45, false), (0xFE46, false), (0xFE47, true), (0xFFF8, true),
            // The book allows U+FFF9–U+FFFD; swiftc doesn't.
            (0xFFF9, false), (0xFFFD, false), (0xFFFE, false),
            (0x10000, true), (0x1FFFD, true), (0x1FFFE, false), (0x1FFFF, false), (0x20000, true),
            (0xEFFFD, true), (0xEFFFE, false), (0xF0000, false), (0x10FFFD, false),
        ] as [(UInt32, Bool)])
    func identifierHead(scalar: UInt32, isHead: Bool) {
        #expect(isIdentifierHead(Unicode.Scalar(scalar)!) == isHead)
    }

    @Test(
        arguments: [
            // Digits and the four blocks of combining marks continue a name but can't start one.
            0x30, 0x39, 0x300, 0x345, 0x36F, 0x1DC0, 0x1DFF, 0x20D0, 0x20FF, 0xFE20, 0xFE2F,
        ] as [UInt32])
    func identifierCharacterOnly(scalar: UInt32) {
        #expect(!isSwiftIdentifier(name(scalar, first: true)))
        #expect(isSwiftIdentifier(name(scalar, first: false)))
    }

    @Test(arguments: [0x24, 0x2D, 0x20, 0x2E2F, 0x2E00, 0xFFF9, 0xFFFD, 0x2028, 0x85, 0xE000] as [UInt32])
    func notAnIdentifierCharacter(scalar: UInt32) {
        #expect(!isSwiftIdentifier(name(scalar, first: false)))
    }

    /// swiftc reads `.` and these as an operator, though the grammar lets them start a name.
    @Test(arguments: [0x3021, 0x302F, 0xFE00, 0xFE0F, 0xE0100, 0xE01EF] as [UInt32])
    func scalarsThatReadAsOperatorsAfterADotCantStartAName(scalar: UInt32) {
        #expect(isIdentifierHead(Unicode.Scalar(scalar)!))
        #expect(!isSwiftIdentifier(name(scalar, first: true)))
        #expect(isSwiftIdentifier(name(scalar, first: false)))
    }

    @Test func saysWhichCharacterBreaksTheName() {
        #expect(identifierProblem("count") == nil)
        #expect(identifierProblem("\u{345}a") == "U+0345 can't start a name")
        #expect(identifierProblem("2fast") == "'2' (U+0032) can't start a name")
        #expect(identifierProblem("a\u{2E2F}") == "'\u{2E2F}' (U+2E2F) can't be part of a name")
        #expect(identifierProblem("my-count") == "'-' (U+002D) can't be part of a name")
        #expect(identifierProblem("a$b") == "'$' (U+0024) can't be part of a name")
        #expect(identifierProblem("a\nb") == "U+000A can't be part of a name")
        #expect(identifierProblem("_") == "'_' alone is a wildcard, not a name")
        #expect(identifierProblem("") == "a name can't be empty")
    }

    @Test func schemaNamesAreCheckedWithTheTables() throws {
        // U+00B7 (middle dot) is an identifier-head.
        let result = try parse("models:\n  \"\\u0345Model\": {}\n  \"Bad\\u2E2F\": {}\n  \"Fine\\u00B7\": {}\n")
        #expect(
            rendered(result.diagnostics) == [
                "Test.yaml:2:3: error: '\u{345}Model' is not a valid Swift identifier: U+0345 can't start a name",
                "Test.yaml:3:3: error: 'Bad\u{2E2F}' is not a valid Swift identifier: '\u{2E2F}' (U+2E2F) can't be part of a name",
            ])
    }

    @Test func typesAreTokenizedWithTheTables() {
        #expect(tokenizeType("A\u{2E2F}").map(\.kind) == [.identifier("A"), .symbol("\u{2E2F}"), .end])
        #expect(tokenizeType("a$b").map(\.kind) == [.identifier("a"), .symbol("$"), .identifier("b"), .end])
    }
}
