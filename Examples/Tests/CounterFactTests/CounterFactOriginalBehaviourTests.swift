@testable import CounterFact
import ModelRuntime
import ModelTesting
import Testing

// What SwiftModel's CounterFact example pins in its own tests, restated for
// this app: the reference that its models behave as the original's do.

@Suite(.modelTesting) struct CounterFactOriginalBehaviourTests {
    @Test func aCounterIsAddedCountedAskedForAFactAndRemoved() async throws {
        let app = AppModel().withAnchor { $0.factClient.fetch = { "\($0) is a good number." } }
        app.addButtonTapped()
        await expect(app.counters.count == 1)
        let row = try await require(app.counters.first)

        row.counter.incrementTapped()
        await expect(row.counter.count == 1)

        // The fact is about the count, and shows in the app's prompt.
        row.counter.factButtonTapped()
        await expect {
            app.factPrompt?.count == 1
            app.factPrompt?.fact == "1 is a good number."
        }
        try await require(app.factPrompt).dismissTapped()
        await expect(app.factPrompt == nil)

        row.removeButtonTapped()
        await expect(app.counters.isEmpty)
    }

    @Test func theFactButtonHandsTheCountAndItsFactToItsCallback() async {
        let onFact = TestProbe("onFact")
        let counter = CounterModel(count: 2, onFact: onFact.call).withAnchor {
            $0.factClient.fetch = { "\($0) is a good number." }
        }
        counter.factButtonTapped()
        await expect(onFact.wasCalled(with: 2, "2 is a good number."))
    }
}
