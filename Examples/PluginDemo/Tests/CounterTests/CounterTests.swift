import ModelTesting
import Testing
@testable import Counter

/// The Counter model compiled from committed Generated code, with its
/// hand-written behaviour.
@Suite(.modelTesting) struct CounterTests {
    @Test func countsUpAndDownButNotBelowZero() async {
        let counter = CounterModel().withAnchor()

        counter.incrementTapped()
        counter.incrementTapped()
        await expect(counter.count == 2)

        counter.decrementTapped()
        counter.decrementTapped()
        counter.decrementTapped()
        await expect(counter.count == 0)
    }
}
