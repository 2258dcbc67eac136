import Foundation
import ModelRuntime
import ModelTesting
@testable import Counters
@testable import TestSupport
import Testing

/// The list of counters, with the service in this process, in the
/// `andTester` style.
@Suite struct CountersModelTests {
    @Test func theListAddsCountersEachKeptByTheService() async throws {
        let service = CounterService()
        let (list, tester) = CountersModel().andTester {
            $0.counterService = .local(service)
            $0.uuid = .incrementing
        }
        tester.timeout = patience

        await list.addNew()
        await list.addNew()
        await tester.assert {
            list.counters.map(\.id) == [.counter(0), .counter(1)]
            list.counters.map(\.value) == [0, 0]
        }

        let second = list.counters[1]
        await second.increment()
        await second.increment()
        await list.counters[0].increment()
        await tester.assert(list.counters.map(\.value) == [1, 2])
        #expect(await service.value(of: .counter(1)) == 2)
    }

    @Test func aNewCounterShowsLoadingUntilItsFirstRefresh() async throws {
        let service = HeldCounterService()
        let (list, tester) = CountersModel().andTester {
            $0.counterService = service.client
            $0.uuid = .incrementing
        }
        tester.timeout = patience
        tester.install(service.calls)

        let adding = Task { await list.addNew() }
        await tester.assert {
            list.counters.map(\.value) == [nil]
            service.calls.wasCalled(with: "value", UUID.counter(0))
        }
        service.values.send(41)
        await adding.value
        await tester.assert(list.counters.map(\.value) == [41])
    }
}

/// The actor the counters live in.
@Suite struct CounterServiceTests {
    @Test func incrementsFromManyTasksAtOnceAreAllCounted() async {
        let service = CounterService()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<200 {
                group.addTask { await service.increment(.counter(1)) }
                group.addTask { await service.increment(.counter(2)) }
            }
        }
        #expect(await service.value(of: .counter(1)) == 200)
        #expect(await service.value(of: .counter(2)) == 200)
        #expect(await service.value(of: .counter(3)) == 0)
    }
}
