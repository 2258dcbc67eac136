@testable import CounterFact
import Foundation
@testable import TestSupport
import Testing

/// The live client against a server the test runs on 127.0.0.1; never the internet.
@Suite struct NumbersAPIClientTests {
    @Test func theAnswerIsTheFact() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: "42 is the answer.\n"))
        defer { server.stop() }
        let client = FactClient.numbersAPI(baseURL: server.baseURL, timeout: .longerThanAnyTest)

        #expect(try await client.fetch(42) == "42 is the answer.")
        #expect(try await client.fetch(-5) == "42 is the answer.")
        #expect(server.requestLines == ["GET /42 HTTP/1.1", "GET /-5 HTTP/1.1"])
    }

    @Test func anErrorStatusIsReportedWithTheURL() async throws {
        let server = try LocalHTTPServer(.respond(status: 404, body: "no such number"))
        defer { server.stop() }
        let client = FactClient.numbersAPI(baseURL: server.baseURL, timeout: .longerThanAnyTest)

        let error = await #expect(throws: FactClientError.self) { try await client.fetch(7) }
        #expect(error?.reason == .status(404))
        #expect(
            error?.description
                == "GET \(server.baseURL.absoluteString)/7 failed: the server answered with HTTP status 404.")
    }

    @Test func anEmptyAnswerIsAnError() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: " \n"))
        defer { server.stop() }
        let client = FactClient.numbersAPI(baseURL: server.baseURL, timeout: .longerThanAnyTest)

        let error = await #expect(throws: FactClientError.self) { try await client.fetch(7) }
        #expect(error?.reason == .emptyBody)
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let server = try LocalHTTPServer(.neverAnswer)
        defer { server.stop() }
        let client = FactClient.numbersAPI(baseURL: server.baseURL, timeout: .milliseconds(200))

        let error = await #expect(throws: FactClientError.self) { try await client.fetch(7) }
        #expect(error?.reason == .timedOut(.milliseconds(200)))
        #expect(error?.description == "GET \(server.baseURL.absoluteString)/7 failed: no answer within 0.2 seconds.")
        // Whether the request got out before the deadline depends on the
        // machine's load; if it did, it is the one asked for.
        #expect(server.requestLines.allSatisfy { $0 == "GET /7 HTTP/1.1" })
    }

    @Test func aServerThatTricklesTimesOutToo() async throws {
        // Each byte comes well within the timeout, so only a deadline for the
        // whole exchange, not one for silence, stops this.
        let server = try LocalHTTPServer(.trickle(interval: 0.05))
        defer { server.stop() }
        let client = FactClient.numbersAPI(baseURL: server.baseURL, timeout: .milliseconds(300))

        let error = await #expect(throws: FactClientError.self) { try await client.fetch(7) }
        #expect(error?.reason == .timedOut(.milliseconds(300)))
    }

    @Test func aRefusedConnectionIsATransportError() async throws {
        let port = try RefusingPort()
        defer { port.release() }
        let client = FactClient.numbersAPI(baseURL: port.baseURL, timeout: .longerThanAnyTest)

        let error = await #expect(throws: FactClientError.self) { try await client.fetch(7) }
        #expect(error?.reason == .transport("could not connect to 127.0.0.1"))
        #expect(error?.description == "GET \(port.baseURL.absoluteString)/7 failed: could not connect to 127.0.0.1.")
    }

    @Test func cancellingTheCallerStopsTheRequestAtOnce() async throws {
        let server = try LocalHTTPServer(.neverAnswer)
        defer { server.stop() }
        let client = FactClient.numbersAPI(baseURL: server.baseURL, timeout: .longerThanAnyTest)

        let fetch = Task { try await client.fetch(7) }
        // Cancel only once the request is on the wire, to test the cancellation of a request in flight.
        while server.requestLines.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        fetch.cancel()
        await #expect(throws: CancellationError.self) { try await fetch.value }
    }
}
