#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path as the bytes the file system stores, which need not be UTF-8:
/// Foundation's paths are strings, and would lose or mangle a name that
/// isn't, so folders are listed in these.
struct RawPath: Hashable {
    /// The bytes, without a terminating NUL.
    var bytes: [UInt8]

    /// The path of a string.
    init(_ path: String) {
        bytes = Array(path.utf8)
    }

    /// The path of some bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// `self/component`.
    func appending(_ component: [UInt8]) -> RawPath {
        RawPath(bytes: bytes.isEmpty ? component : bytes + [UInt8(ascii: "/")] + component)
    }

    /// The path as text, or `nil` when its bytes aren't UTF-8.
    var string: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The path to print: bytes that aren't UTF-8 written `\xE9`.
    var displayString: String {
        if let string { return string }
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = validUTF8Length(at: index)
            if length > 0 {
                result += String(decoding: bytes[index..<index + length], as: UTF8.self)
                index += length
            } else {
                result += "\\x" + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return result
    }

    /// The first byte that isn't part of UTF-8, when there is one.
    var firstInvalidByte: UInt8? {
        var index = 0
        while index < bytes.count {
            let length = validUTF8Length(at: index)
            guard length > 0 else { return bytes[index] }
            index += length
        }
        return nil
    }

    /// Calls `body` with the path as a C string.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The length of the UTF-8 sequence at `index`, or 0 when the bytes there aren't one.
    private func validUTF8Length(at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xC2 ? 0 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF5 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<index + length], as: UTF8.self) == nil ? 0 : length
    }
}

/// The last system call's error as a message: "permission denied".
func systemErrorMessage(_ code: Int32 = errno) -> String {
    let message = String(cString: strerror(code))
    return message.prefix(1).lowercased() + message.dropFirst()
}
