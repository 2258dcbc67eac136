import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads keys from a terminal as they are typed, until `stop()`.
final class KeyReader {
    private let source: any DispatchSourceRead

    /// Starts reading `input`, handing `handler` the keys of each read, and
    /// nil when input has ended.
    init(input: Int32, handler: @escaping @Sendable ([Key]?) -> Void) {
        source = DispatchSource.makeReadSource(fileDescriptor: input, queue: DispatchQueue(label: "terminal.keys"))
        source.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(input, &buffer, buffer.count)
            if count > 0 {
                handler(decodeKeys(Array(buffer[..<count])))
            } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                handler(nil)
            }
        }
        source.resume()
    }

    /// Stops reading, returning once the source no longer watches `input`:
    /// the caller may close it then, and a new reader may get its number.
    func stop() async {
        await withCheckedContinuation { continuation in
            source.setCancelHandler { continuation.resume() }
            source.cancel()
        }
    }
}
