import ModelRuntime
import ModelTesting
import Showcase

/// The cost of exhaustive testing over a tree of 1,000 models: asserting a
/// change in every one, then the end-of-test check diffing all of them.
func testingBenchmarks() async -> [Measurement?] {
    guard isSelected("exhaustivity") || isSelected("assert one change") else { return [] }
    var assertTime: [Double] = []
    var checkTime: [Double] = []
    for _ in 0..<5 {
        let (parent, tester) = Parent(list: (0..<1_000).map { Counter.make(count: $0) }).andTester()
        for counter in parent.list { counter.count += 1 }
        let assertStart = ContinuousClock.now
        await tester.assert {
            for (index, counter) in parent.list.enumerated() {
                counter.count == index + 1
            }
        }
        assertTime.append(nanoseconds(ContinuousClock.now - assertStart))
        let checkStart = ContinuousClock.now
        withExtendedLifetime(tester) {}  // the end-of-test check runs as the tester goes away
        _ = consume tester
        checkTime.append(nanoseconds(ContinuousClock.now - checkStart))
        blackHole(parent)
    }
    return [
        Measurement(name: "assert one change in each of 1,000 models", nanosecondsPerOperation: median(assertTime), operations: 1),
        Measurement(name: "end-of-test exhaustivity check, 1,000 models", nanosecondsPerOperation: median(checkTime), operations: 1),
    ]
}

private func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

private func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}
