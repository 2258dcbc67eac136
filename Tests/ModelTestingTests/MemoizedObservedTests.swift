import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

/// An `Observed` that reads a memoized value hears of the memo's changes,
/// not of every write to what the memo read. The tested hierarchy runs the
/// work an `Observed` starts where `settle()` waits for it, so an
/// evaluation that shouldn't happen is seen every time.
@Suite(.modelTesting) struct MemoizedObservedTests {
    @Test func aWriteThatLeavesTheMemoAsItWasIsNoChange() async {
        let counter = Counter.make().withAnchor()
        let parity: @Sendable () -> Int = { counter.node.memoize(for: "parity") { counter.count % 2 } }
        let evaluations = Locked(0)
        let parityCountingEvaluations = Observed(initial: false, removeDuplicates: false) {
            evaluations.withLock { $0 += 1 }
            return parity()
        }
        counter.node.forEach(parityCountingEvaluations) { _ in }
        counter.count = 2  // the memo stays 0
        await settle()
        #expect(evaluations.withLock { $0 } == 1)
        counter.count = 3  // the memo changes to 1, and tells the Observed at once
        #expect(evaluations.withLock { $0 } == 2)
        await expect(counter.count == 3)
    }
}
