import ModelRuntime
import ModelTesting
import Showcase

/// The cost of exhaustive testing over a tree of 1,000 models: asserting a
/// change in every one, then the end-of-test check diffing all of them.
func testingBenchmarks() async -> [Measurement?] {
    let assertName = "assert one change in each of 1,000 models"
    let checkName = "end-of-test exhaustivity check, 1,000 models"
    guard isSelected(assertName) || isSelected(checkName) else { return [] }
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
        isSelected(assertName) ? median(assertName, operations: 1, assertTime) : nil,
        isSelected(checkName) ? median(checkName, operations: 1, checkTime) : nil,
    ]
}

private func nanoseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}
