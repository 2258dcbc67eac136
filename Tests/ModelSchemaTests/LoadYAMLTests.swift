import Foundation
import Testing
@testable import ModelSchema

@Suite("loadYAML")
struct LoadYAMLTests {
    @Test func keepsLocationsStylesAndOrder() throws {
        let root = try loadTree(
            """
            b: plain
            a:
              - 'single'
              - "double"
              - [x, y]
            c: |
              literal
            d: >
              folded
            e: !!str 12
            """)
        #expect(root.kind == .mapping && root.collectionStyle == .block)
        let keys = try #require(root.keys)
        #expect(keys.map(\.text) == ["b", "a", "c", "d", "e"])
        #expect(keys[1].location == SourceLocation(file: testFile, line: 2, column: 1))
        let b = try #require(root["b"])
        #expect(b.text == "plain" && b.scalarStyle == .plain && b.tag == nil && b.collectionStyle == nil)
        #expect(b.location == SourceLocation(file: testFile, line: 1, column: 4))
        #expect(b.document.end(of: b.node) == SourceLocation(file: testFile, line: 1, column: 9))
        let items = try #require(root["a"]?.items)
        #expect(items[0].scalarStyle == .singleQuoted)
        #expect(items[1].scalarStyle == .doubleQuoted)
        #expect(items[1].location == SourceLocation(file: testFile, line: 4, column: 5))
        #expect(items[2].kind == .sequence && items[2].collectionStyle == .flow)
        #expect(items[2].items?.compactMap(\.text) == ["x", "y"])
        #expect(root["c"]?.scalarStyle == .literal)
        #expect(root["c"]?.text == "literal\n")
        #expect(root["d"]?.scalarStyle == .folded)
        #expect(root["e"]?.tag == "tag:yaml.org,2002:str")
    }

    @Test func aCopyOfADocumentReadsItsNodes() throws {
        let document = try loadDocument("a: [x, y]\n")
        let copy = document
        let value = try #require(document.pairs(of: document.root)?.first?.value)
        #expect(copy.items(of: value)?.compactMap { copy.text(of: $0) } == ["x", "y"])
    }

    /// A node of one document read through another stops with a message,
    /// instead of reading the other document's node in the same place.
    @Test func aNodeReadThroughAnotherDocumentStops() async {
        await #expect(processExitsWith: .failure) {
            let small = try loadDocument("a: 1\n")
            let large = try loadDocument("b: [1, 2, 3]\nc: 4\n")
            _ = large.kind(of: small.root)
        }
    }

    @Test func columnsCountUnicodeScalars() throws {
        let root = try loadTree("é→: [ab]\n")
        #expect(root["é→"]?.items?.first?.location.column == 6)
    }

    @Test func locatesOffsetsInsideScalars() throws {
        let root = try loadTree("a: Int??>\nb: \"[Int\"\nc: \"x\\ty\"\nd: |\n  Int\n")
        #expect(root["a"]?.location(atOffset: 5).column == 9)
        #expect(root["b"]?.location(atOffset: 4).column == 9)
        // An escape makes the text shorter than its spelling: fall back to the start.
        #expect(root["c"]?.location(atOffset: 2).column == 4)
        #expect(root["d"]?.location(atOffset: 1) == root["d"]?.location)
    }

    @Test func nullsAndNodeKinds() throws {
        let root = try loadTree("a:\nb: ~\nc: null\nd: ''\ne: !!null x\n")
        #expect(["a", "b", "c", "e"].allSatisfy { root[$0]?.isNull == true })
        #expect(root["d"]?.isNull == false)
        #expect(root["a"]?.kindDescription == "nothing")
        #expect(root.kindDescription == "a mapping")
    }

    @Test func aliasesShareTheirAnchorsNode() throws {
        let root = try loadTree("base: &base { x: 1 }\ncopy: *base\n")
        #expect(root["copy"]?["x"]?.text == "1")
        // The alias node is placed where the alias is written.
        #expect(root["copy"]?.location == SourceLocation(file: testFile, line: 2, column: 7))
        // A scalar alias keeps where its anchored text ends, so offsets inside it fall back to its start.
        let scalars = try loadTree("a: &a x\nb: *a\n")
        #expect(scalars["b"]?.text == "x")
        #expect(scalars["b"]?.location(atOffset: 0) == scalars["b"]?.location)
    }

    @Test func refusesBillionLaughsWithoutExpandingThem() {
        // Ten levels of nine aliases each would expand to 9^10 (3.4 billion) nodes.
        var yaml = "l0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...10 {
            yaml +=
                "l\(level): &l\(level) [" + Array(repeating: "*l\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        let result = loadYAML(Array(yaml.utf8), file: testFile)
        #expect(result.value == nil)
        #expect(
            rendered(result.diagnostics) == [
                "Test.yaml:6:10: error: aliases would expand this file past 100000 nodes, as a 'billion laughs' attack does; write the values out instead of nesting aliases"
            ])
    }

    @Test func acceptsAliasesBelowTheLimit() throws {
        var yaml = "l0: &l0 [a, b, c]\n"
        for level in 1...5 {
            yaml += "l\(level): &l\(level) [*l\(level - 1), *l\(level - 1), *l\(level - 1)]\n"
        }
        let root = try loadTree(yaml)
        #expect(root["l5"]?.items?.count == 3)
    }

    @Test func refusesDeepNesting() {
        let yaml = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let result = loadYAML(Array(yaml.utf8), file: testFile)
        #expect(result.value == nil)
        #expect(result.diagnostics.first?.message == "YAML nested more than 256 levels deep; a schema needs only a few")
    }

    /// A duplicate key is found, and noted at its first use, in a short
    /// mapping (searched key by key) and a long one (through a dictionary).
    @Test(arguments: [3, 40])
    func refusesDuplicateKeys(keyCount: Int) {
        let keys = (0..<keyCount).map { "k\($0): 0\n" }.joined()
        let result = loadYAML(Array((keys + "k1: 1\nk\(keyCount - 1): 2\n").utf8), file: testFile)
        #expect(result.value == nil)
        #expect(
            rendered(result.diagnostics) == [
                "Test.yaml:\(keyCount + 1):1: error: duplicate key 'k1'; each key may appear once in a mapping\nTest.yaml:2:1: note: 'k1' is first set here",
                "Test.yaml:\(keyCount + 2):1: error: duplicate key 'k\(keyCount - 1)'; each key may appear once in a mapping\nTest.yaml:\(keyCount):1: note: 'k\(keyCount - 1)' is first set here",
            ])
    }

    /// Keys are the same when they are equal as strings, whatever their
    /// bytes: `é` written as one scalar and as `e` and a combining accent.
    @Test func refusesKeysEqualAsStrings() {
        let result = loadYAML(Array("caf\u{E9}: 1\ncafe\u{301}: 2\n".utf8), file: testFile)
        #expect(result.value == nil)
        #expect(
            rendered(result.diagnostics) == [
                "Test.yaml:2:1: error: duplicate key 'cafe\u{301}'; each key may appear once in a mapping\nTest.yaml:1:1: note: 'cafe\u{301}' is first set here"
            ])
    }

    @Test(
        arguments: [
            ([0x61, 0x3A, 0x20, 0xFF], "1:4: error: byte 0xFF is not UTF-8"),
            ([0x61, 0x0A, 0xC3, 0x28], "2:1: error: byte 0xC3 is not UTF-8"),
            ([0xC3, 0xA9, 0x3A, 0x20, 0xED, 0xA0, 0x80], "1:4: error: byte 0xED is not UTF-8"),
            ([0x61, 0x3A, 0x20, 0xE2, 0x82], "1:4: error: byte 0xE2 is not UTF-8"),
            ([0x61, 0x0D, 0x0A, 0x62, 0xC0, 0x80], "2:2: error: byte 0xC0 is not UTF-8"),
        ] as [([UInt8], String)])
    func refusesBytesThatAreNotUTF8(bytes: [UInt8], expected: String) {
        let result = loadYAML(bytes, file: testFile)
        #expect(result.value == nil)
        #expect(rendered(result.diagnostics) == ["Test.yaml:\(expected); save the file as UTF-8"])
    }

    /// NEL, LS and PS end lines for libyaml, so for the errors it finds by mark;
    /// bad bytes and libyaml's reader errors, found by byte offset, count them too.
    @Test(arguments: [[0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], [0x0D], [0x0D, 0x0A]] as [[UInt8]])
    func everyErrorCountsLinesAlike(lineBreak: [UInt8]) {
        func firstError(_ tail: [UInt8]) -> String? {
            let bytes = Array("a: 1".utf8) + lineBreak + Array("b: 2".utf8) + lineBreak + Array("c: ".utf8) + tail
            return loadYAML(bytes, file: testFile).diagnostics.first.map {
                "\($0.location!.line):\($0.location!.column)"
            }
        }
        #expect(firstError(Array("@x".utf8)) == "3:4", "a scanner error, located by libyaml's mark")
        #expect(firstError([0xFF]) == "3:4", "a byte that isn't UTF-8")
        #expect(firstError([0x01]) == "3:4", "libyaml's reader error: a control character")
    }

    @Test func readsTenMegabytesOfSchema() async throws {
        var yaml = "models:\n"
        var count = 0
        while yaml.utf8.count < 10_000_000 {
            yaml += """
                  Model\(count):
                    doc: Model number \(count), with a longer description so the file holds prose as schemas do.
                    state:
                      count: Int = 0
                      title: { type: String, default: '"Untitled"', doc: The title shown in the list of all the models. }
                    children:
                      next: Model\(count + 1)?

                """
            count += 1
        }
        yaml += "  Model\(count): {}\n"
        // Seconds of synchronous work in a debug build: on its own thread, so
        // the few threads that run async tests aren't held up by it.
        let schema = yaml
        let result = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: compile([testFile: schema])) }
        }
        #expect(result.diagnostics.isEmpty)
        #expect(result.value?.files.first?.declarations.count == count + 1)
    }
}
