/// One operation whose allocations are counted: `run` sets up what the
/// operation needs, counts the operation alone with `meter.measure`, and
/// releases what it made after.
struct Scenario: Sendable {
    let name: String
    let run: @Sendable (Meter) -> Void

    init(_ name: String, run: @escaping @Sendable (Meter) -> Void) {
        self.name = name
        self.run = run
    }

    /// Runs the scenario a few times unmeasured, then `rounds` times, and
    /// returns the median of each figure: counts are exact, but a round can
    /// differ when a table the runtime keeps grows during it.
    func measure(rounds: Int = 20, warmUps: Int = 2) -> AllocationCounts {
        let meter = Meter()
        for _ in 0..<warmUps { run(meter) }
        var counted: [AllocationCounts] = []
        for _ in 0..<rounds {
            run(meter)
            guard let counts = meter.counts else { fatalError("\(name) measured nothing: it must call meter.measure") }
            counted.append(counts)
            meter.counts = nil
        }
        let medians = (0..<4).map { figure in counted.map { $0.figures[figure] }.sorted()[rounds / 2] }
        return AllocationCounts(figures: medians)!
    }
}

/// Counts the one operation of a scenario's round.
final class Meter {
    fileprivate(set) var counts: AllocationCounts?

    /// Counts what `operation` allocates; its result is returned to be
    /// released outside the count.
    func measure<Result>(_ operation: () -> Result) -> Result {
        let (counts, result) = countingAllocations(operation)
        self.counts = counts
        return result
    }
}
