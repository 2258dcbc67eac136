import ModelSchema
import Testing

@testable import ModelGen

/// How the renderer prints the nodes the translators build (the fixtures
/// show it on whole files; these pin the rules on small pieces).
@Suite("rendering Swift")
struct RenderSwiftTests {
    @Test func membersMapToTheirSchemaLinesUntilUnmappedCodeFollows() {
        var swift = SwiftCode()
        swift.type("struct Counter", origin: location(3), doc: "A counter.") { swift in
            swift.line("var count: Int", origin: location(5))
            swift.blank()
            swift.block("init()") { swift in
                swift.line("count = 0")
            }
        }
        #expect(
            renderSwift(swift) == """
                #sourceLocation(file:"Schemas/Counter.yaml",line:2)
                /// A counter.
                nonisolated struct Counter {
                    #sourceLocation(file:"Schemas/Counter.yaml",line:5)
                    var count: Int
                    #sourceLocation()

                    init() {
                        count = 0
                    }
                }

                """)
    }

    @Test func aSwitchKeepsItsCasesAtItsOwnDepth() {
        var swift = SwiftCode()
        swift.block("func visit()") { swift in
            swift.block("switch self") { swift in
                swift.line("case .a: break")
            }
        }
        #expect(
            renderSwift(swift) == """
                nonisolated func visit() {
                    switch self {
                    case .a: break
                    }
                }

                """)
    }

    @Test func aFileScopeBlockIsNonisolatedAfterItsAccessKeyword() {
        var swift = SwiftCode()
        swift.type("public extension Counter") { swift in
            swift.type("enum Event") { _ in }
        }
        swift.type("package struct Value") { _ in }
        swift.type("struct Plain") { _ in }
        #expect(
            renderSwift(swift) == """
                public nonisolated extension Counter {
                    enum Event {
                    }
                }
                package nonisolated struct Value {
                }
                nonisolated struct Plain {
                }

                """)
    }

    @Test func eachSchemaFileIsNamedInTheDirectivesOfItsNodes() {
        var swift = SwiftCode()
        swift.line("import A", origin: ModelSchema.SourceLocation(file: "Schemas/modelgen.yaml", line: 2, column: 3))
        swift.line("import B", origin: location(1))
        swift.line("import C", origin: ModelSchema.SourceLocation(file: "Schemas/modelgen.yaml", line: 3, column: 3))
        #expect(
            renderSwift(swift) == """
                #sourceLocation(file:"Schemas/modelgen.yaml",line:2)
                import A
                #sourceLocation(file:"Schemas/Counter.yaml",line:1)
                import B
                #sourceLocation(file:"Schemas/modelgen.yaml",line:3)
                import C
                #sourceLocation()

                """)
    }

    @Test func aDocOfSeveralLinesIsACommentLineEach() {
        var swift = SwiftCode()
        swift.line("let x = 1", doc: "First line.\r\nSecond line,  \n\ncafé.  ")
        #expect(
            renderSwift(swift) == """
                /// First line.
                /// Second line,
                ///
                /// café.
                let x = 1

                """)
    }

    @Test func aLineBreakIsFoundWhereverItFallsAndNoOtherByteIsTakenForOne() {
        for length in 0...24 {
            for position in 0..<max(length, 1) {
                for byte: UInt8 in [0x0A, 0x0D, 0x00, 0x09, 0x0B, 0x0C, 0x1A, 0x2A, 0x8A, 0x8D, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[position] = byte }
                    let expected = length > 0 && (byte == 0x0A || byte == 0x0D)
                    #expect(bytes.withUnsafeBufferPointer(containsLineBreak) == expected, "\(bytes)")
                }
            }
        }
    }

    private func location(_ line: Int) -> ModelSchema.SourceLocation {
        ModelSchema.SourceLocation(file: "Schemas/Counter.yaml", line: line, column: 3)
    }
}
