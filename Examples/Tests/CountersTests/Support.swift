import Foundation
import ModelTesting
@testable import Counters
@testable import TestSupport

/// A counter service as a test controls it: each call waits for the reply
/// the test sends, so the test sees the models while the service works.
struct HeldCounterService {
    /// The replies to reads of a counter's value.
    let values = HeldReplies<Int>()
    /// The replies to increments.
    let increments = HeldReplies<Void>()
    /// Each call, as "value" or "increment" with the counter's id.
    let calls = TestProbe("counter service")

    var client: CounterServiceClient {
        CounterServiceClient(
            value: { [values, calls] id in
                calls.call("value", id)
                return await values.next()
            },
            increment: { [increments, calls] id in
                calls.call("increment", id)
                await increments.next()
            })
    }
}

extension UUID {
    /// The ids `UUIDGenerator.incrementing` hands out: 0, 1, 2…
    static func counter(_ number: Int) -> UUID {
        UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", number))")!
    }
}

/// How long an assertion waits for what the models do. Under the load of a
/// full test run a chain of tasks can take seconds; a test that passes
/// never waits this long, so the deadline only ends a failing one.
let patience: Duration = .seconds(30)
