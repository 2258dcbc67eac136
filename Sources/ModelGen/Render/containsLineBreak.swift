/// Whether `bytes` hold a CR or an LF: the only bytes of those characters in
/// UTF-8, and the breaks a generated line must not hold as they stand.
///
/// Every line rendered is checked, millions in a large schema set, and
/// nearly none holds one: this reads eight bytes a step, where a byte at a
/// time cost more than copying the line.
func containsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    var offset = 0
    while offset + 8 <= bytes.count {
        let word = UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        // A byte equal to LF or CR is a zero byte of the word XORed with it,
        // which `(x - 0x01…) & ~x` marks in its high bit (and no other is marked).
        let lineFeeds = word ^ (ones &* 0x0A)
        let carriageReturns = word ^ (ones &* 0x0D)
        let zeros = ((lineFeeds &- ones) & ~lineFeeds) | ((carriageReturns &- ones) & ~carriageReturns)
        if zeros & highBits != 0 { return true }
        offset += 8
    }
    while offset < bytes.count {
        if bytes[offset] == 0x0A || bytes[offset] == 0x0D { return true }
        offset += 1
    }
    return false
}
