/// The UTF-8 of one line of generated Swift while ``Code`` builds it: up to
/// ``inlineCapacity`` bytes in the value itself, and in an array past that.
///
/// Translating a large schema set builds millions of lines of a few pieces
/// each. In an `Array`, each line cost an allocation and each piece a pass
/// through the generic `append(contentsOf:)`, about a hundred instructions;
/// here a piece of a line that fits (nearly every line) is one copy into
/// storage the value already has.
struct LineBytes {
    /// How many bytes the value holds before it moves them to an array.
    static let inlineCapacity = 192

    /// The first ``inlineCapacity`` bytes, while they are all there are.
    private var inline:
        (
            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
            UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
        ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    /// Every byte, once there are more than fit inline; empty until then.
    private var overflow: [UInt8] = []
    /// The number of bytes.
    private(set) var count = 0

    init() {}

    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let start = count
        count += bytes.count
        if count <= Self.inlineCapacity {
            // In bounds: `count` is the end of what is copied. By pointer,
            // as a buffer slice checks its bounds again for each piece.
            withUnsafeMutableBytes(of: &inline) { storage in
                storage.baseAddress.unsafelyUnwrapped.advanced(by: start).copyMemory(
                    from: source, byteCount: bytes.count)
            }
            return
        }
        if overflow.isEmpty {
            overflow.reserveCapacity(2 * count)
            withUnsafeBytes(of: &inline) { overflow.append(contentsOf: $0[..<start]) }
        }
        overflow.append(contentsOf: bytes)
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: String) {
        // A native string's UTF-8 is contiguous: no copy of the string, as `withUTF8` may make.
        if let appended: Void = text.utf8.withContiguousStorageIfAvailable({ append(UnsafeRawBufferPointer($0)) }) {
            return appended
        }
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Calls `body` with the bytes, which it must not keep.
    func withBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if !overflow.isEmpty { return overflow.withUnsafeBytes(body) }
        return withUnsafeBytes(of: inline) { body(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
    }

    /// The bytes as a string; they are the UTF-8 of the strings appended.
    var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
