// Allocations per operation, counted by ordo-one's benchmark package
// (`make check-allocations`, Docs/Performance.md). Counts don't change from
// run to run, unlike timings: `Thresholds/` holds the counts of the last
// accepted run, and the check fails when any of them rises.

import Benchmark
import ModelRuntime
import Observation
import ScaleModels

/// The number of models in the "create + anchor" scenarios; the per-model
/// figures in Docs/Performance.md are the totals divided by it.
let itemCount = 1_000

let benchmarks: @Sendable () -> Void = {
    // Allocations made and bytes requested, and what stays allocated at the
    // end of the measured region: for an operation that keeps what it makes
    // (anchoring), that is the memory it holds.
    let countedMetrics: [BenchmarkMetric] = [
        .mallocCountTotal, .mallocBytesCount, .mallocFreeDelta, .memoryLeakedBytes,
    ]
    // Any rise fails the check: counts are exact.
    let exact = BenchmarkThresholds(absolute: BenchmarkThresholds.Absolute.strict)
    Benchmark.defaultConfiguration = .init(
        metrics: countedMetrics,
        warmupIterations: 2,
        maxDuration: .seconds(1),
        maxIterations: 20,
        thresholds: Dictionary(uniqueKeysWithValues: countedMetrics.map { ($0, exact) })
    )

    let root = hierarchy.model
    let item = root.items[0]

    Benchmark("read") { benchmark in
        benchmark.startMeasurement()
        blackHole(item.count)
    }

    Benchmark("write") { benchmark in
        let value = item.count &+ 1
        benchmark.startMeasurement()
        item.count = value
    }

    // A fresh model each time, as for Observation's own below: tracking
    // registers an observer that stays until the model changes, so reads of
    // one model would pile up registrations and count differently each time.
    Benchmark("read in withObservationTracking") { benchmark in
        let tracked = Item().andAnchor()
        benchmark.startMeasurement()
        withObservationTracking {
            blackHole(tracked.model.count)
        } onChange: {
        }
        benchmark.stopMeasurement()
        blackHole(tracked)
    }

    Benchmark("plain Observable read in withObservationTracking") { benchmark in
        let plain = PlainObservable()
        benchmark.startMeasurement()
        withObservationTracking {
            blackHole(plain.count)
        } onChange: {
        }
        benchmark.stopMeasurement()
        blackHole(plain)
    }

    Benchmark("send with no listener") { benchmark in
        benchmark.startMeasurement()
        root.node.send(.saved)
    }

    Benchmark("create one model") { benchmark in
        benchmark.startMeasurement()
        let made = Item()
        benchmark.stopMeasurement()
        blackHole(made)
    }

    Benchmark("create and anchor one model") { benchmark in
        benchmark.startMeasurement()
        let anchored = Item().andAnchor()
        benchmark.stopMeasurement()
        blackHole(anchored)
    }

    Benchmark("release the anchor of one model") { benchmark in
        var anchored: ModelAnchor<Item>? = Item().andAnchor().anchor
        blackHole(anchored)
        benchmark.startMeasurement()
        anchored = nil
        benchmark.stopMeasurement()
        blackHole(anchored)
    }

    Benchmark("create and anchor \(itemCount) items under a root") { benchmark in
        benchmark.startMeasurement()
        let items = (0..<itemCount).map { _ in Item() }
        let anchored = Root(items: items).andAnchor()
        benchmark.stopMeasurement()
        blackHole(anchored)
    }
}

/// The anchored models the single-operation benchmarks use, alive for the whole run.
let hierarchy = Root(items: [Item()]).andAnchor().anchor

/// A class with one property that tells Observation about its reads, as
/// `@Observable` would: the floor that Observation itself puts under a
/// tracked read.
final class PlainObservable: Observable {
    private let registrar = ObservationRegistrar()
    private var storage = 0

    var count: Int {
        registrar.access(self, keyPath: \.count)
        return storage
    }
}
