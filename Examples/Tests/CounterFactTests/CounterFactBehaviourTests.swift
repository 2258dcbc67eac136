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

    @Test(.modelTesting) func aFactIsAboutTheCountWhenTheButtonWasTapped() async throws {
        let appModel = AppModel().withAnchor {
            $0.factClient.fetch = { "\($0) is a good number." }
        }
        appModel.addButtonTapped()
        let counter = try await require(appModel.counters.first).counter

        // A second key in the same keystroke batch, before the fetch's task runs.
        counter.factButtonTapped()
        counter.incrementTapped()

        await expect {
            counter.count == 1
            appModel.factPrompt?.count == 0
            appModel.factPrompt?.fact == "0 is a good number."
        }
    }

    @Test func factButtonTapped() async {
        let onFact = TestProbe("onFact")
        let (counter, tester) = CounterModel(count: 2, onFact: onFact.call).andTester {
            $0.factClient.fetch = { "\($0) is a good number." }
        }
        tester.install(onFact)

        counter.factButtonTapped()

        await tester.assert {
            onFact.wasCalled(with: 2, "2 is a good number.")
        }
    }

    @Test func aFailedFetchShowsAnAlertUntilDismissed() async {
        struct Offline: Error {}
        let onFact = TestProbe("onFact")
        let (counter, tester) = CounterModel(count: 3, onFact: onFact.call).andTester {
            $0.factClient.fetch = { _ in throw Offline() }
        }
        tester.install(onFact)

        counter.factButtonTapped()
        await tester.assert {
            counter.alert == Alert(message: "Couldn't load fact.", title: "Error")
        }

        counter.alertDismissed()
        await tester.assert(counter.alert == nil)
    }

    @Test(.modelTesting) func decrementAndAnotherFactWhileLoading() async {
        let prompt = FactPromptModel(count: 7, fact: "7 is prime.", onDismiss: {}).withAnchor {
            $0.factClient.fetch = { "\($0) is lucky." }
        }
        prompt.getAnotherFactButtonTapped()
        await expect {
            prompt.fact == "7 is lucky."
            prompt.isLoading == false
        }

        let counter = CounterModel(count: 1, onFact: { _, _ in }).withAnchor()
        counter.decrementTapped()
        counter.decrementTapped()
        await expect(counter.count == -1)
    }
}
