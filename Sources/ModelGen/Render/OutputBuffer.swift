/// The bytes of a file being rendered, appended a piece at a time.
///
/// A large schema set renders millions of lines of a few pieces each (the
/// indentation, the text, a suffix, the line feed); `Array`'s generic
/// `append(contentsOf:)` cost more per piece than copying it. This copies
/// each piece with one `memcpy`-like initialization, and grows by doubling.
struct OutputBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes so far.
    private(set) var count = 0

    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The byte at `offset`, which is less than ``count``.
    subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "offset out of range")
        return base[offset]
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        append(bytes.assumingMemoryBound(to: UInt8.self))
    }

    mutating func append(_ text: StaticString) {
        // Most suffixes and prefixes a line is given are empty.
        guard text.utf8CodeUnitCount > 0 else { return }
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ text: String) {
        // A native string's UTF-8 is contiguous: no copy of the string, as `withUTF8` may make.
        if let appended: Void = text.utf8.withContiguousStorageIfAvailable({ append($0) }) {
            return appended
        }
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func append(_ byte: UInt8, times: Int = 1) {
        guard times > 0 else { return }
        reserve(times)
        (base + count).initialize(repeating: byte, count: times)
        count += times
    }

    /// `number` in decimal, written digit by digit rather than through a
    /// string of its own (a line number of every `#sourceLocation`).
    mutating func append(_ number: Int) {
        guard number >= 0 else { return append(String(number)) }
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        reserve(digits)
        rest = number
        for offset in stride(from: count + digits - 1, through: count, by: -1) {
            base[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }

    /// Removes the last byte; there is one.
    mutating func removeLast() {
        precondition(count > 0, "removeLast of an empty buffer")
        count -= 1
    }

    /// Calls `body` with the bytes so far, which it must not keep.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes `range`, as a string; they are UTF-8.
    func string(_ range: Range<Int>) -> String {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        return String(decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count), as: UTF8.self)
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let newCapacity = max(2 * capacity, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
