import ModelRuntime
import Observation
import Showcase

/// Reading and writing tracked state.
func stateBenchmarks() async -> [Measurement?] {
    let (counter, anchor) = Counter.make().andAnchor()
    let (unread, unreadAnchor) = Counter.make().andAnchor()
    defer { withExtendedLifetime((anchor, unreadAnchor)) {} }
    let n = 1_000_000
    var results = [
        measure("tracked read", operations: n) {
            var sum = 0
            for _ in 0..<n { sum &+= counter.count }
            blackHole(sum)
        },
        measure("write (assignment)", operations: n) {
            for value in 0..<n { counter.count = value }
        },
        // A model nobody has read has no Observation registrar yet (see
        // `ObservationBox`), so nothing can be observing it through Observation
        // and a write skips `willSet` and `didSet`.
        measure("write to a model nobody has read", operations: n) {
            for value in 0..<n { unread.count = value }
        },
        measure("read-modify-write (+= 1)", operations: n) {
            for _ in 0..<n { counter.count += 1 }
        },
        measure("read inside withObservationTracking", operations: n) {
            withObservationTracking {
                var sum = 0
                for _ in 0..<n { sum &+= counter.count }
                blackHole(sum)
            } onChange: {
            }
        },
    ]
    // A write with one observer: an Observed subscription of `count`, as a
    // forEach or a view would hold. The cost is the writer's. Coalescing, the
    // writer only marks the value stale; delivering each change (the
    // default), it evaluates the expression and queues the value too.
    do {
        var observed = Observed(coalesceUpdates: true) { counter.count }.makeAsyncIterator()
        _ = await observed.next()
        results.append(
            measure("write with one observer", operations: n) {
                for value in 0..<n { counter.count = value }
            })
        // A transaction's writes are told at its end, in one batch: the
        // observer hears once, of the last change.
        results.append(
            measure("10 writes in a transaction with one observer", operations: n / 10) {
                for value in 0..<n / 10 {
                    counter.node.transaction {
                        for offset in 0..<10 { counter.count = value &* 10 &+ offset }
                    }
                }
            })
        blackHole(observed)
    }
    do {
        var observed = Observed { counter.count }.makeAsyncIterator()
        _ = await observed.next()
        results.append(
            await measure("write with one observer, each change delivered and taken", operations: n) {
                for value in 0..<n { counter.count = value }
                // Taken here, so the queue doesn't grow from round to round.
                for _ in 0..<n { _ = await observed.next() }
            })
        blackHole(observed)
    }
    return results
}

/// Looking up dependencies.
func dependencyBenchmarks() -> [Measurement?] {
    let (counter, anchor) = Counter.make().andAnchor { $0.numberClient = .liveValue }
    defer { withExtendedLifetime(anchor) {} }
    let n = 200_000
    return [
        measure("dependency access (generated accessor)", operations: n) {
            for _ in 0..<n { blackHole(counter.numberClient) }
        },
        measure("dependency access (node.keyPath)", operations: n) {
            for _ in 0..<n { blackHole(counter.node.numberClient) }
        },
    ]
}
