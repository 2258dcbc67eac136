@testable import CounterFact
import ModelRuntime
import ModelTesting
import Testing

/// The CounterFact flow, written the way SwiftModel's documentation writes tests.
@Suite struct CounterFactFlowTests {
    @Test func addIncrementFetchDismissRemove() async throws {
        let (appModel, tester) = AppModel().andTester {
            $0.factClient.fetch = { "\($0) is a good number." }
        }

        appModel.addButtonTapped()
        await tester.assert(appModel.counters.count == 1)

        let row = try await tester.unwrap(appModel.counters.first)
        row.counter.incrementTapped()
        await tester.assert(row.counter.count == 1)

        row.counter.factButtonTapped()
        await tester.assert {
            appModel.factPrompt?.count == 1
            appModel.factPrompt?.fact == "1 is a good number."
        }

        appModel.factPrompt?.dismissTapped()
        await tester.assert(appModel.factPrompt == nil)

        row.removeButtonTapped()
        await tester.assert(appModel.counters.isEmpty)
    }

    @Test(.modelTesting) func factWithExpect() async throws {
        let appModel = AppModel().withAnchor {
            $0.factClient.fetch = { "\($0) is a good number." }
        }

        appModel.addButtonTapped()
        let counter = try await require(appModel.counters.first).counter

        counter.incrementTapped()
        counter.factButtonTapped()

        await expect {
            counter.count == 1
            appModel.factPrompt?.count == 1
            appModel.factPrompt?.fact == "1 is a good number."
        }
    }
}
