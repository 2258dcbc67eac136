import Testing

@testable import ModelGen

/// The buffers a generated line and a generated file are built in: they must
/// hold exactly the bytes appended, however the pieces fall.
@Suite("line and output buffers")
struct LineBytesTests {
    @Test(arguments: [0, 1, 7, 64, LineBytes.inlineCapacity - 1, LineBytes.inlineCapacity, 500])
    func aLineHoldsItsPiecesInOrderWhateverItsLength(length: Int) {
        let pieces = (0..<length).map { "\($0 % 10)" } + ["é", "", "\u{301}"]
        var line = LineBytes()
        for piece in pieces { line.append(piece) }
        #expect(line.string == pieces.joined())
        #expect(line.count == pieces.joined().utf8.count)
    }

    @Test func aLineThatOutgrowsItsInlineBytesKeepsTheOnesBefore() {
        let head = String(repeating: "a", count: LineBytes.inlineCapacity - 2)
        var line = LineBytes()
        line.append(head)
        line.append("bcdef" as StaticString)
        line.append("g")
        #expect(line.string == head + "bcdefg")
    }

    @Test func aCodeLiteralIsItsPiecesInOrder() {
        let name = "naïve"
        let pieces = ["a", "b", "c"]
        #expect(code("var \(name): [\(joined: pieces, separator: ", ")] = \(42)") == "var naïve: [a, b, c] = 42")
        #expect(code("\(joined: [], separator: ", ")") == "")
    }

    @Test func anOutputBufferGrowsPastItsCapacityKeepingItsBytes() {
        var buffer = OutputBuffer(capacity: 4)
        buffer.append("abc" as StaticString)
        buffer.append("déf")
        buffer.append(UInt8(ascii: "-"), times: 3)
        buffer.append(120)
        buffer.removeLast()
        #expect(buffer.string(0..<buffer.count) == "abcdéf---12")
        #expect(buffer.withBytes { Array($0) } == Array("abcdéf---12".utf8))
        #expect(buffer[3] == UInt8(ascii: "d"))
    }

    @Test(arguments: [0, 7, 10, 99, 100, 12_345, 1_000_000, Int.max, -1, Int.min])
    func aNumberIsWrittenInDecimal(number: Int) {
        var buffer = OutputBuffer(capacity: 2)
        buffer.append("line:" as StaticString)
        buffer.append(number)
        #expect(buffer.string(0..<buffer.count) == "line:\(number)")
    }
}
