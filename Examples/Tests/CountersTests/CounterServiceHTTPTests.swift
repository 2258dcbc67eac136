import Foundation
import ModelRuntime
import ModelTesting
@testable import Counters
@testable import TestSupport
import Testing

/// The service over HTTP, against a server on 127.0.0.1.
@Suite struct CounterServiceHTTPTests {
    let id = UUID.counter(5)

    @Test func aValueIsReadWithGet() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: #"{"id": "x", "value": 3}"#))
        defer { server.stop() }
        let client = CounterServiceClient.http(baseURL: server.baseURL, timeout: .seconds(30))

        #expect(try await client.value(id) == 3)
        #expect(server.requestLines == ["GET /counters/\(id.uuidString) HTTP/1.1"])
    }

    @Test func anIncrementIsAPost() async throws {
        let server = try LocalHTTPServer(.respond(status: 204, body: ""))
        defer { server.stop() }
        let client = CounterServiceClient.http(baseURL: server.baseURL, timeout: .seconds(30))

        try await client.increment(id)
        #expect(server.requestLines == ["POST /counters/\(id.uuidString)/increment HTTP/1.1"])
    }

    @Test func anErrorStatusOrAnAnswerThatIsntACounterSaysWhichRequestFailed() async throws {
        let missing = try LocalHTTPServer(.respond(status: 404, body: "no"))
        defer { missing.stop() }
        let url = missing.baseURL.appending(path: "counters/\(id.uuidString)/increment")
        await #expect(throws: CounterServiceError(method: "POST", url: url, reason: .status(404))) {
            try await CounterServiceClient.http(baseURL: missing.baseURL, timeout: .seconds(30)).increment(id)
        }

        let garbled = try LocalHTTPServer(.respond(status: 200, body: "three"))
        defer { garbled.stop() }
        let error = await #expect(throws: CounterServiceError.self) {
            try await CounterServiceClient.http(baseURL: garbled.baseURL, timeout: .seconds(30)).value(id)
        }
        #expect(
            error?.errorDescription
                == "GET \(garbled.baseURL.absoluteString)/counters/\(id.uuidString) failed: the answer wasn't a counter."
        )
    }

    @Test func aRefusedConnectionIsNoAnswer() async throws {
        let port = try RefusingPort()
        defer { port.release() }
        let client = CounterServiceClient.http(baseURL: port.baseURL, timeout: .seconds(30))

        let error = await #expect(throws: CounterServiceError.self) { try await client.value(id) }
        #expect(error?.reason == .noAnswer(.transport("could not connect to 127.0.0.1")))
    }

    /// The blog's point: the models don't change when the service goes remote.
    @Test(.modelTesting) func theSameModelsWorkWithTheServiceOverHTTP() async throws {
        let server = try LocalHTTPServer(.respond(status: 200, body: #"{"value": 7}"#))
        defer { server.stop() }
        let list = CountersModel().withAnchor {
            $0.counterService = .http(baseURL: server.baseURL, timeout: .seconds(30))
            $0.uuid = .incrementing
        }

        await list.addNew()
        let counter = try await require(list.counters.first, timeout: patience)
        await expect(counter.value == 7, timeout: patience)
        await counter.increment()
        await expect(counter.value == 7, timeout: patience)
        let path = "/counters/\(UUID.counter(0).uuidString)"
        #expect(
            server.requestLines == ["GET \(path) HTTP/1.1", "POST \(path)/increment HTTP/1.1", "GET \(path) HTTP/1.1"])
    }
}
