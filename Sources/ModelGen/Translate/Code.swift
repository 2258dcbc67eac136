/// A line of generated Swift written as a string literal with
/// interpolations, `"var \(name): \(type)"`, built by appending each
/// piece's UTF-8 to one buffer (``LineBytes``).
///
/// `String`'s own interpolation appends each piece through `String.append`,
/// which checks and grows the string every time; a large schema set builds
/// millions of lines, and that was the most of what translating them cost.
/// Pieces are literals, strings and small integers, all of them valid UTF-8,
/// so the bytes are a string's as they stand.
struct Code: ExpressibleByStringInterpolation {
    /// The line's UTF-8.
    let bytes: LineBytes

    init(stringLiteral literal: StaticString) {
        var bytes = LineBytes()
        bytes.append(literal)
        self.bytes = bytes
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    /// The pieces of a ``Code`` literal, appended in order.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes = LineBytes()

        init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendLiteral(_ literal: StaticString) {
            bytes.append(literal)
        }

        mutating func appendInterpolation(_ text: String) {
            bytes.append(text)
        }

        mutating func appendInterpolation(_ text: Substring) {
            var text = text
            text.withUTF8 { bytes.append(UnsafeRawBufferPointer($0)) }
        }

        mutating func appendInterpolation(_ text: StaticString) {
            bytes.append(text)
        }

        mutating func appendInterpolation(_ number: Int) {
            bytes.append(String(number))
        }

        /// `pieces` with `separator` between them, without a string of the whole.
        mutating func appendInterpolation(joined pieces: [String], separator: StaticString) {
            for index in pieces.indices {
                if index > 0 { bytes.append(separator) }
                bytes.append(pieces[index])
            }
        }
    }
}

/// The string of a line of generated Swift (see ``Code``).
func code(_ code: Code) -> String {
    code.bytes.string
}
