// The runtime benchmarks: `make bench` (`swift run -c release RuntimeBenchmarks`).
// Numbers are the median over several rounds, per operation. See
// Docs/Performance.md for results and SwiftModel's figures for the same scenarios.

var measurements: [Measurement?] = []
measurements += designBenchmarks()
measurements += await stateBenchmarks()
measurements += dependencyBenchmarks()
measurements += hierarchyBenchmarks()
measurements += await eventBenchmarks()
measurements += await testingBenchmarks()
measurements += contentionBenchmarks()
measurements += memoizeBenchmarks()
measurements += persistenceBenchmarks()

let results = measurements.compactMap { $0 }
let width = results.map(\.name.count).max() ?? 0
print("Benchmark".padding(toLength: width, withPad: " ", startingAt: 0) + "  Median")
for measurement in results {
    print(
        measurement.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
            + formatted(measurement.nanosecondsPerOperation))
}
