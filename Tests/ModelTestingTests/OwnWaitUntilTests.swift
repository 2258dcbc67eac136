import ModelRuntime
import ModelTesting
import Synchronization
import Testing

@testable import Showcase

/// A test module may declare its own `waitUntil` (SwiftModel's test
/// utilities have one, and a migrating suite brings it along): its calls
/// then reach that helper instead of being ambiguous with ModelTesting's.
@Suite(.modelTesting) struct OwnWaitUntilTests {
    @Test func aModuleHelperNamedWaitUntilIsTheOneCalled() async throws {
        let counter = Counter.make().withAnchor()
        counter.count = 1
        try await waitUntil(counter.count == 1)
        try await waitUntil(counter.count == 1, timeout: 1_000_000_000)
        #expect(ownHelperCalls.load(ordering: .relaxed) == 2)
        await expect(counter.count == 1)
    }
}

private let ownHelperCalls = Atomic(0)

/// A helper with the shape a SwiftModel test module declares: a
/// non-`Sendable` autoclosure, a poll interval and a timeout in nanoseconds. The conditions
/// above already hold, so it only records that it was the one called.
private func waitUntil(
    _ condition: @autoclosure () -> Bool, pollInterval: UInt64 = 1_000_000, timeout: UInt64 = 5_000_000_000,
    file: StaticString = #file, line: UInt = #line
) async throws {
    ownHelperCalls.add(1, ordering: .relaxed)
    #expect(condition(), "condition at \(file):\(line)")
}
