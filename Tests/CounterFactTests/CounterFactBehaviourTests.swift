@testable import CounterFact
import ModelRuntime
import ModelTesting
import Testing

/// Behaviour the flow tests don't reach.
@Suite struct CounterFactBehaviourTests {
    @Test(.modelTesting) func movingARowKeepsItsState() async throws {
        let appModel = AppModel().withAnchor()
        appModel.addButtonTapped()
        appModel.addButtonTapped()
        let moved = try await require(appModel.counters.last)
        moved.counter.incrementTapped()
        moved.counter.incrementTapped()

        appModel.moveCounter(from: 1, to: 0)

        await expect {
            appModel.counters.map(\.id) == [moved.id, appModel.counters[1].id]
            appModel.counters.map(\.counter.count) == [2, 0]
        }
    }
}
