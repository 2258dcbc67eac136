import ModelRuntime
import Showcase

/// Anchoring, activating and releasing hierarchies.
func hierarchyBenchmarks() -> [Measurement?] {
    var results: [Measurement?] = []
    let n = 2_000
    results.append(
        measure("anchor a model", operations: n) {
            var anchors: [ModelAnchor<Counter>] = []
            anchors.reserveCapacity(n)
            for _ in 0..<n { anchors.append(Counter.make().andAnchor().anchor) }
            blackHole(anchors)
            // Released outside the loop: the next round pays for it, not this one.
            anchors.removeAll(keepingCapacity: true)
        })
    results.append(
        measure("activate + release a model", operations: n) {
            for _ in 0..<n { blackHole(Counter.make().andAnchor()) }
        })
    results.append(
        measure("activate + release a model, withAnchor()", operations: n) {
            for _ in 0..<n { blackHole(Counter.make().withAnchor()) }
        })
    results.append(
        measure("activate + release a parent with a child", operations: n) {
            for _ in 0..<n {
                blackHole(
                    Tracked(name: "p", onLifecycle: { _ in }, children: [Tracked(name: "c", onLifecycle: { _ in })])
                        .andAnchor())
            }
        })
    results.append(
        measure("activate + release a list of 1,000 children", operations: 1, rounds: 9) {
            blackHole(Parent(list: (0..<1_000).map { Counter.make(count: $0) }).andAnchor())
        })
    for size in [0, 100, 500, 5_000] {
        let (parent, anchor) = Parent(list: (0..<size).map { Counter.make(count: $0) }).andAnchor()
        let operations = 2_000
        results.append(
            measure("append + remove one child, list of \(size)", operations: operations) {
                for _ in 0..<operations {
                    parent.list.append(.make())
                    parent.list.removeLast()
                }
            })
        withExtendedLifetime(anchor) {}
    }
    return results
}
