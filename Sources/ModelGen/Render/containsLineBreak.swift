/// Whether `bytes` hold a CR or an LF: the only bytes of those characters in
/// UTF-8, and the breaks a generated line must not hold as they stand.
///
/// Every line rendered is checked, millions in a large schema set, and
/// nearly none holds one: this reads eight bytes a step, where a byte at a
/// time cost more than copying the line.
func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, bytes.count >= 8 else {
        return bytes.contains { $0 == 0x0A || $0 == 0x0D }
    }
    let words = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= bytes.count {
        if holdsLineBreak(words.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return true }
        offset += 8
    }
    // The bytes left: the word that ends where the bytes end, which reads
    // some of them again (that changes no answer).
    return offset < bytes.count
        && holdsLineBreak(words.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
}

/// Whether one of the eight bytes of `word` is LF or CR.
private func holdsLineBreak(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    // A byte equal to LF or CR is a zero byte of the word XORed with it,
    // which `(x - 0x01…) & ~x` marks in its high bit (and no other is marked).
    let lineFeeds = word ^ (ones &* 0x0A)
    let carriageReturns = word ^ (ones &* 0x0D)
    let zeros = ((lineFeeds &- ones) & ~lineFeeds) | ((carriageReturns &- ones) & ~carriageReturns)
    return zeros & 0x8080_8080_8080_8080 != 0
}
