import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pseudo-terminal for testing terminal UIs: the code under test gets
/// `secondary` as its input and output, and the test plays the terminal on
/// the other side, typing and reading what is drawn.
final class PseudoTerminal {
    /// The side the code under test uses, like its standard input and output.
    let secondary: Int32
    private let primary: Int32
    private let output: Output
    private let reader: any DispatchSourceRead

    /// Everything drawn so far, and a signal each time more arrives.
    private final class Output: Sendable {
        let text = Mutex("")
        let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Opens a pseudo-terminal.
    init() throws {
        primary = posix_openpt(O_RDWR | O_NOCTTY)
        guard primary >= 0, grantpt(primary) == 0, unlockpt(primary) == 0, let name = ptsname(primary) else {
            throw SystemCallError(operation: "posix_openpt")
        }
        secondary = open(name, O_RDWR | O_NOCTTY)
        guard secondary >= 0 else { throw SystemCallError(operation: "open \(String(cString: name))") }
        let output = Output()
        let primary = self.primary
        reader = DispatchSource.makeReadSource(fileDescriptor: primary, queue: DispatchQueue(label: "pty"))
        reader.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(primary, &buffer, buffer.count)
            guard count > 0 else { return }
            output.text.withLock { $0 += String(decoding: buffer[..<count], as: UTF8.self) }
            output.arrived.yield()
        }
        // Closed once the source has let go of it, so that a later source
        // can't be handed the same number while this one still watches it.
        reader.setCancelHandler { close(primary) }
        reader.resume()
        self.output = output
    }

    /// Everything the code under test has written so far.
    var text: String { output.text.withLock { $0 } }

    /// Types `text`, as if on the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Waits until what was written contains `expected`; false after `timeout`.
    func waitForOutput(containing expected: String, timeout: Duration = .longerThanAnyTest) async -> Bool {
        let output = self.output
        return await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                if output.text.withLock({ $0.contains(expected) }) { return true }
                for await _ in output.arrivals where output.text.withLock({ $0.contains(expected) }) {
                    return true
                }
                return false
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return false
            }
            defer { group.cancelAll() }
            return await group.next() ?? false
        }
    }

    /// The secondary side's terminal modes, to compare before and after.
    func modes() -> [UInt64] {
        var attributes = termios()
        tcgetattr(secondary, &attributes)
        let flags = [attributes.c_iflag, attributes.c_oflag, attributes.c_cflag, attributes.c_lflag].map(UInt64.init)
        return flags + withUnsafeBytes(of: attributes.c_cc) { $0.map(UInt64.init) }
    }

    /// Closes both sides.
    func closeBoth() {
        close(secondary)
        reader.cancel()
    }
}

#if canImport(Glibc)
    // glibc has posix_openpt, grantpt, unlockpt and ptsname, but its headers
    // declare them only for X/Open builds, so Swift's Glibc module doesn't
    // see them. They are looked up by name instead.
    private let posix_openpt = libcFunction("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    private let grantpt = libcFunction("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    private let unlockpt = libcFunction("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    private let ptsname = libcFunction("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)

    /// The C library function `name`, as a Swift function of type `type`.
    private func libcFunction<Function>(_ name: String, as type: Function.Type) -> Function {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("libc has no \(name)") }
        return unsafeBitCast(symbol, to: type)
    }
#endif
