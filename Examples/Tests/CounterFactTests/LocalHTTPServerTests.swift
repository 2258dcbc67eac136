@testable import CounterFact
import Foundation
import Testing
@testable import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The test server the live clients' tests rely on.
@Suite struct LocalHTTPServerTests {
    /// Under load a client's deadline can pass after it connected and before
    /// it wrote its request; the server must not count that as a request.
    @Test func aClientThatHangsUpBeforeItsRequestLineSentNoRequest() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: "42 is the answer.\n"))
        defer { server.stop() }
        try connectAndHangUp(to: server.baseURL, sending: "GET /4")
        let client = FactClient.numbersAPI(baseURL: server.baseURL, timeout: .longerThanAnyTest)

        #expect(try await client.fetch(42) == "42 is the answer.")
        #expect(server.requestLines == ["GET /42 HTTP/1.1"])
    }
}

/// Connects to `url`'s port on 127.0.0.1, writes `bytes` and closes. The
/// server takes connections in the order they came, so this one is served
/// before any made after it.
private func connectAndHangUp(to url: URL, sending bytes: String) throws {
    #if canImport(Glibc)
        let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
        let connection = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    defer { close(connection) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(url.port!).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    try #require(connected == 0)
    _ = Array(bytes.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, 0) }
}
