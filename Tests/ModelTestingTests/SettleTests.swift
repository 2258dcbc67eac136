import ModelRuntime
import ModelTesting
import Synchronization
import Testing

@testable import Showcase

/// `settle` starts a test's categories afresh once the model has no work
/// left; `waitUntil` waits for a condition outside the models too.
@Suite(.modelTesting) struct SettleTests {
    @Test func settleLetsActivationFinishAndForgetsWhatItDid() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withActivation { counter in
                counter.node.task {
                    counter.count = 5
                    counter.node.send(.reachedTen)
                }
            }.withAnchor()
            await settle()
            counter.count += 1
            await expect(counter.count == 6)
        }
        #expect(issues == [])
    }

    @Test func settleWaitsForAPredicate() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withActivation { counter in
                counter.node.task { counter.count = 5 }
            }.withAnchor()
            await settle { counter.count == 5 }
            #expect(counter.count == 5)
        }
        #expect(issues == [])
    }

    @Test func settleCanKeepCategoriesToAssertLater() async {
        let counter = Counter.make().withActivation { counter in
            counter.node.task {
                counter.count = 5
                counter.node.send(.reachedTen)
            }
        }.withAnchor()
        await settle(resetting: .full.removing(.events))
        await expect(counter.didSend(.reachedTen))
    }

    @Test func settleForgetsProbeCalls() async throws {
        func issues(settling: Bool) async throws -> [String] {
            try await reportedIssues(inTestMarked: .modelTesting) {
                let onFact = TestProbe("onFact")
                let counter = Counter(onFact: onFact.call, formatter: { "\($0)" }).withActivation { counter in
                    counter.onFact(1, "one")
                }.withAnchor()
                if settling { await settle() }
                _ = counter
            }
        }
        #expect(try await issues(settling: true) == [])
        // Without settle, the call activation made is reported.
        let unsettled = try await issues(settling: false)
        #expect(unsettled.count == 1)
        #expect(unsettled.first?.hasPrefix("Probe calls were not asserted:\n") == true)
    }

    @Test func settleWaitsForWorkATaskHandsToTheMainActor() async {
        // The forEach hands each count to the main actor and comes back to
        // wait for the next: settle() returns once both are done.
        let counter = Counter.make().withAnchor()
        let handled = Locked<[Int]>([])
        counter.node.forEach(Observed(initial: false) { counter.count }) { @MainActor count in
            handled.withLock { $0.append(count) }
        }
        counter.count = 1
        await settle()
        #expect(handled.withLock { $0 } == [1])
    }

    @Test func waitUntilSeesStateOutsideTheModels() async throws {
        let calls = Atomic(0)
        let counter = Counter(onFact: { _, _ in calls.add(1, ordering: .relaxed) }, formatter: { "\($0)" }).withAnchor()
        counter.node.task { counter.onFact(1, "one") }
        try await waitUntil(calls.load(ordering: .relaxed) == 1)
    }

    @Test func waitUntilGivesUp() async {
        await #expect(throws: WaitUntilTimeoutError.self) {
            try await waitUntil(false, timeout: 10_000_000)
        }
    }
}
