import ModelRuntime
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
}
