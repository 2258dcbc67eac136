/// Whether a scalar can start a Swift identifier: the grammar's
/// *identifier-head* (The Swift Programming Language, "Lexical Structure").
func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    // Nearly every name is ASCII: letters and `_`.
    if scalar.isASCII { return isASCIILetter(scalar) || scalar == "_" }
    return contains(identifierHeadRanges, scalar.value)
}

/// Whether a scalar can continue a Swift identifier: the grammar's
/// *identifier-character*, an identifier-head, a digit or a combining mark of
/// the four blocks that may not start a name.
///
/// `$` is not one: the grammar allows it only in `$0` and `$name`, which a
/// schema never declares.
func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return isASCIILetter(scalar) || scalar == "_" || ("0"..."9").contains(scalar) }
    return isIdentifierHead(scalar) || contains(identifierCharacterOnlyRanges, scalar.value)
}

private func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
}

/// The grammar's identifier-head, in ascending order.
///
/// One deliberate difference from the book: it lists U+FE47–U+FFFD, but
/// swiftc rejects U+FFF9–U+FFFD (interlinear annotation marks, the object
/// replacement and the replacement character) as "invalid character in
/// source file", so the range ends at U+FFF8, where the compiler's own table
/// does. A name modelgen accepts must compile.
private let identifierHeadRanges: [ClosedRange<UInt32>] = [
    0x41...0x5A, 0x5F...0x5F, 0x61...0x7A,
    0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
    0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
    0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
    0x1E00...0x1FFF,
    0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
    0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
    0x2C00...0x2DFF, 0x2E80...0x2FFF,
    0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
    0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
    0xFE47...0xFFF8,
    0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
    0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
    0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
    0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
]

/// What identifier-character adds to identifier-head: digits and the
/// combining marks that may not start a name, in ascending order.
private let identifierCharacterOnlyRanges: [ClosedRange<UInt32>] = [
    0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
]

/// Whether sorted, disjoint `ranges` contain `value`, by binary search.
private func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
    var low = 0
    var high = ranges.count
    while low < high {
        let middle = (low + high) / 2
        if value < ranges[middle].lowerBound {
            high = middle
        } else if value > ranges[middle].upperBound {
            low = middle + 1
        } else {
            return true
        }
    }
    return false
}
