import ModelRuntime
import Synchronization
import Showcase
import TerminalUI
import Testing

/// Waiting for what a script step started to show in the models.
@Suite struct SettleTests {
    @Test func settlingWaitsForAChangeMadeLater() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let change = Task {
            counter.count = 3
        }
        #expect(await settle(within: .seconds(5)) { counter.count == 3 })
        await change.value
        withExtendedLifetime(anchor) {}
    }

    @Test func settlingGivesUpAtTheTimeout() async {
        let (counter, anchor) = Counter.make().andAnchor()
        #expect(await settle(within: .milliseconds(50)) { counter.count == 3 } == false)
        withExtendedLifetime(anchor) {}
    }

    @Test func settlingAnOperationWaitsUntilItHasFinished() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let finished = await settle(within: .seconds(600)) {
            await Task.yield()
            counter.count = 3
        }
        #expect(finished)
        #expect(counter.count == 3)
        withExtendedLifetime(anchor) {}
    }

    @Test func settlingAnOperationGivesUpAtTheTimeoutAndCancelsIt() async {
        let wasCancelled = Mutex(false)
        let finished = await settle(within: .milliseconds(50)) {
            try? await Task.sleep(for: .seconds(600))
            wasCancelled.withLock { $0 = Task.isCancelled }
        }
        #expect(finished == false)
        // settle returns only once the operation has ended.
        #expect(wasCancelled.withLock { $0 })
    }
}
