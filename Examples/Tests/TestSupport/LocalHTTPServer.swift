import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1, at a port the system picks, for
/// testing HTTP clients without the internet. It answers every request the
/// same way, one connection at a time, on a thread of its own: its blocking
/// socket calls never hold up the threads async tests run on.
final class LocalHTTPServer: Sendable {
    /// How the server answers.
    enum Behavior: Sendable {
        /// Reads the request, answers `status` with `body`, and closes.
        case respond(status: Int, body: String)
        /// Reads the request and never answers, holding the connection open
        /// until the server stops.
        case neverAnswer
        /// Answers 200 with a body it sends one byte every `interval`, and
        /// never finishes, until the server stops.
        case trickle(interval: TimeInterval)
    }

    /// Where the server listens: `http://127.0.0.1:<port>`.
    let baseURL: URL
    private let port: UInt16
    private let listener: Int32
    private let state = Mutex(State())

    private struct State {
        var requestLines: [String] = []
        /// Open connections: the one being served and those held open.
        var connections: Set<Int32> = []
        /// The connection `stop()` makes to wake the accept loop.
        var waker: Int32?
        var isStopping = false
        /// Whether the accept loop ended and closed the sockets.
        var hasEnded = false
    }

    /// Starts listening and answering.
    init(_ behavior: Behavior) throws {
        (listener, port) = try makeLoopbackSocket()
        guard listen(listener, 16) == 0 else { throw SystemCallError(operation: "listen") }
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
        Thread.detachNewThread { [self] in
            acceptConnections(behavior)
            closeEverything()
        }
    }

    /// The request lines received so far, like `GET /42 HTTP/1.1`. A client
    /// that hangs up before its request line is whole sent no request: a
    /// client whose deadline passes under load may connect and give up
    /// before it writes.
    var requestLines: [String] { state.withLock { $0.requestLines } }

    /// Stops accepting and answering. Returns at once, without waiting for
    /// the server's thread: that closes the sockets as it ends.
    func stop() {
        state.withLock { state in
            state.isStopping = true
            // Wakes the thread if it is reading a request or trickling an
            // answer. Under the lock, so the thread can't have closed the
            // socket and the number gone to another meanwhile.
            for connection in state.connections { shutdown(connection, Int32(SHUT_RDWR)) }
        }
        // accept() doesn't return when the listener closes on every
        // platform; a connection of our own always wakes it. On loopback,
        // connecting to a listening socket completes at once.
        guard let waker = try? makeLoopbackSocket().socket else { return }
        var address = loopbackAddress(port: port)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(waker, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        let hasEnded = state.withLock { state in
            if !state.hasEnded { state.waker = waker }
            return state.hasEnded
        }
        if hasEnded { close(waker) }
    }

    /// Closes the listener and every connection, once the accept loop ended.
    private func closeEverything() {
        state.withLock { state in
            state.hasEnded = true
            for connection in state.connections { close(connection) }
            close(listener)
            if let waker = state.waker { close(waker) }
        }
    }

    /// Keeps `connection` open until the server stops, or closes it now if it is stopping.
    private func open(_ connection: Int32) -> Bool {
        state.withLock { state in
            if !state.isStopping { state.connections.insert(connection) }
            return !state.isStopping
        }
    }

    private func finish(_ connection: Int32) {
        state.withLock { state in
            state.connections.remove(connection)
            close(connection)
        }
    }

    private func acceptConnections(_ behavior: Behavior) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if state.withLock({ $0.isStopping }) { return }
                continue
            }
            guard open(connection) else {
                close(connection)
                return
            }
            guard let requestLine = readRequestLine(connection) else {
                finish(connection)
                continue
            }
            state.withLock { $0.requestLines.append(requestLine) }
            switch behavior {
            case .respond(let status, let body):
                let head =
                    "HTTP/1.1 \(status) Status\r\nContent-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
                sendAll(Array((head + body).utf8), to: connection)
                finish(connection)
            case .neverAnswer:
                break  // held open until the server stops
            case .trickle(let interval):
                sendAll(Array("HTTP/1.1 200 OK\r\nContent-Length: 1000000\r\n\r\n".utf8), to: connection)
                while !state.withLock({ $0.isStopping }), sendAll([UInt8(ascii: "x")], to: connection) {
                    Thread.sleep(forTimeInterval: interval)
                }
                finish(connection)
            }
        }
    }
}

/// A port on 127.0.0.1 where connections are refused: bound, so nothing
/// else takes it while the test runs, but never listening.
final class RefusingPort: Sendable {
    /// `http://127.0.0.1:<port>`.
    let baseURL: URL
    private let socket: Int32

    /// Reserves the port.
    init() throws {
        let (socket, port) = try makeLoopbackSocket()
        self.socket = socket
        baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// Releases the port.
    func release() {
        close(socket)
    }
}

/// A system call that failed.
struct SystemCallError: Error, CustomStringConvertible {
    /// The call.
    var operation: String
    /// errno, as it was right after the call.
    var code = errno
    var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
}

/// A TCP socket bound to 127.0.0.1 at a port the system picks.
private func makeLoopbackSocket() throws -> (socket: Int32, port: UInt16) {
    #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    guard fd >= 0 else { throw SystemCallError(operation: "socket") }
    var address = loopbackAddress(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
        }
    }
    guard bound else {
        let error = SystemCallError(operation: "bind")
        close(fd)
        throw error
    }
    return (fd, UInt16(bigEndian: address.sin_port))
}

/// 127.0.0.1 at `port`.
private func loopbackAddress(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
    #endif
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    return address
}

/// Reads a request up to the blank line after its headers and returns its
/// first line, enough for GET, which has no body; nil if the peer hung up
/// before the first line ended.
private func readRequestLine(_ connection: Int32) -> String? {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !received.ends(with: Array("\r\n\r\n".utf8)) {
        let count = recv(connection, &buffer, buffer.count, 0)
        guard count > 0 else { break }
        received += buffer[..<count]
    }
    let lineEnd = Array("\r\n".utf8)
    guard let end = received.indices.first(where: { received[$0...].starts(with: lineEnd) }) else { return nil }
    return String(decoding: received[..<end], as: UTF8.self)
}

/// Sends all of `bytes`; false if the peer has gone.
@discardableResult
private func sendAll(_ bytes: [UInt8], to connection: Int32) -> Bool {
    #if canImport(Glibc)
        // A peer that hung up would otherwise kill the test process with SIGPIPE.
        let flags = Int32(MSG_NOSIGNAL)
    #else
        let flags: Int32 = 0
    #endif
    var sent = 0
    while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
        guard count > 0 else { return false }
        sent += count
    }
    return true
}

extension Array where Element: Equatable {
    /// Whether the array ends with `suffix`.
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
