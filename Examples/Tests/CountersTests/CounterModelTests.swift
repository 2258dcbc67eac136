import Foundation
import ModelRuntime
import ModelTesting
@testable import Counters
@testable import TestSupport
import Testing

/// A counter whose value is the service's: loading until the service has
/// answered, in the `.modelTesting` style.
@Suite(.modelTesting) struct CounterModelTests {
    @Test func aNewCounterLoadsUntilTheServiceAnswersThenIncrementsThroughIt() async throws {
        let service = HeldCounterService()
        let list = CountersModel().withAnchor {
            $0.counterService = service.client
            $0.uuid = .incrementing
        }

        let adding = Task { await list.addNew() }
        let counter = try await require(list.counters.first, timeout: patience)
        await expect(timeout: patience) {
            counter.id == .counter(0)
            counter.value == nil
            service.calls.wasCalled(with: "value", UUID.counter(0))
        }
        service.values.send(0)
        await adding.value
        await expect(counter.value == 0, timeout: patience)

        let incrementing = Task { await counter.increment() }
        await expect(service.calls.wasCalled(with: "increment", UUID.counter(0)), timeout: patience)
        service.increments.send(())
        // The service has the new value; the model reads it back.
        await expect(service.calls.wasCalled(with: "value", UUID.counter(0)), timeout: patience)
        service.values.send(1)
        await incrementing.value
        await expect(counter.value == 1, timeout: patience)
    }

    @Test func refreshingReadsWhatAnotherClientDid() async throws {
        let service = CounterService()
        let list = CountersModel().withAnchor {
            $0.counterService = .local(service)
            $0.uuid = .incrementing
        }
        await list.addNew()
        let counter = try await require(list.counters.first, timeout: patience)
        await expect(counter.value == 0, timeout: patience)

        // Someone else increments this counter at the service.
        await service.increment(.counter(0))
        await service.increment(.counter(0))
        await counter.refresh()
        await expect(counter.value == 2, timeout: patience)
    }

    @Test func aFailedCallSaysWhyAndTheNextSuccessClearsIt() async throws {
        let answers = HeldReplies<Result<Int, CounterServiceError>>()
        let failure = CounterServiceError(
            method: "GET", url: URL(string: "http://127.0.0.1:9/counters/x")!, reason: .status(503))
        let counter = CounterModel(id: .counter(7)).withAnchor {
            $0.counterService = CounterServiceClient(
                value: { _ in try await answers.next().get() }, increment: { _ in throw failure })
        }
        answers.send(.failure(failure))
        await counter.refresh()
        await expect(timeout: patience) {
            counter.value == nil
            counter.failure == "GET http://127.0.0.1:9/counters/x failed: the server answered with HTTP status 503."
        }

        // An increment that fails reads nothing back, and keeps what was read.
        answers.send(.success(4))
        await counter.refresh()
        await expect(timeout: patience) {
            counter.value == 4
            counter.failure == nil
        }
        await counter.increment()
        await expect(timeout: patience) {
            counter.value == 4
            counter.failure == "GET http://127.0.0.1:9/counters/x failed: the server answered with HTTP status 503."
        }
    }
}
