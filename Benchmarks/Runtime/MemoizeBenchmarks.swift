import ModelRuntime
import Showcase

/// `node.memoize`: a cached key read again and again, and keys used once
/// (a request's id, say), each a new memo: 100,000 of them on one model,
/// which once cost O(n²), each new key copying the table of all before it.
func memoizeBenchmarks() -> [Measurement?] {
    let (counter, anchor) = Counter.make(count: 3).andAnchor()
    defer { withExtendedLifetime(anchor) {} }
    let n = 1_000_000
    let keys = 100_000
    return [
        measure("memoize, a cached key", operations: n) {
            var sum = 0
            for _ in 0..<n { sum &+= counter.node.memoize(for: "tripled") { counter.count * 3 } }
            blackHole(sum)
        },
        // A fresh model each round: the keys are new to it.
        measure("memoize, 100,000 keys used once (per key)", operations: keys, rounds: 3) {
            let (model, anchor) = Counter.make(count: 3).andAnchor()
            var sum = 0
            for key in 0..<keys { sum &+= model.node.memoize(for: key) { model.count * 3 } }
            blackHole(sum)
            withExtendedLifetime(anchor) {}
        },
    ]
}
