/// A line of generated Swift written as a string literal with
/// interpolations, `code("var \(name): \(type)")`, built by appending each
/// piece's UTF-8 to one buffer sized for the whole line.
///
/// `String`'s own interpolation appends each piece through `String.append`,
/// which checks and grows the string every time; a large schema set builds
/// millions of lines, and that was the most of what translating them cost.
/// Pieces are literals, strings and small integers, all of them valid UTF-8,
/// so the bytes are a string's as they stand.
struct Code: ExpressibleByStringInterpolation {
    fileprivate var bytes: [UInt8]

    init(stringLiteral literal: StaticString) {
        bytes = literal.withUTF8Buffer { Array($0) }
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    /// The pieces of a ``Code`` literal, appended in order.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            // Room for names and types of a usual length: one allocation for most lines.
            bytes.reserveCapacity(literalCapacity + 32 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: String) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: Substring) {
            var text = text
            text.withUTF8 { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ number: Int) {
            appendInterpolation(String(number))
        }
    }
}

/// The string of a line of generated Swift (see ``Code``).
func code(_ code: Code) -> String {
    String(decoding: code.bytes, as: UTF8.self)
}

/// `pieces` joined by `separator`, built as ``Code`` builds a line.
func joinedCode(_ pieces: [String], separator: StaticString) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(pieces.reduce(pieces.count * separator.utf8CodeUnitCount) { $0 + $1.utf8.count })
    for (offset, piece) in pieces.enumerated() {
        if offset > 0 { separator.withUTF8Buffer { bytes.append(contentsOf: $0) } }
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }
    return String(decoding: bytes, as: UTF8.self)
}
