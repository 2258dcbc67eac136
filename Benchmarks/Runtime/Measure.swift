import Dispatch

/// One benchmark result: the median time per operation over several rounds.
struct Measurement {
    let name: String
    let nanosecondsPerOperation: Double
    let operations: Int
}

/// Times `body` (which performs `operations` operations) in `rounds` rounds
/// after one warm-up round, and keeps the median: the machine is shared, so
/// the median is steadier than the mean and more honest than the minimum.
func measure(_ name: String, operations: Int, rounds: Int = 7, _ body: () -> Void) -> Measurement? {
    guard isSelected(name) else { return nil }
    body()
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        samples.append(perOperation(since: start, operations: operations))
    }
    return median(name, operations: operations, samples)
}

/// Times an asynchronous `body`, like ``measure(_:operations:rounds:_:)``.
func measure(_ name: String, operations: Int, rounds: Int = 7, _ body: () async -> Void) async -> Measurement? {
    guard isSelected(name) else { return nil }
    await body()
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        await body()
        samples.append(perOperation(since: start, operations: operations))
    }
    return median(name, operations: operations, samples)
}

/// Nanoseconds per operation from `start` to now.
private func perOperation(since start: UInt64, operations: Int) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / Double(operations)
}

/// The measurement with the median of `samples`.
func median(_ name: String, operations: Int, _ samples: [Double]) -> Measurement {
    let sorted = samples.sorted()
    return Measurement(name: name, nanosecondsPerOperation: sorted[sorted.count / 2], operations: operations)
}

/// `1.2 µs`, `340 ns`, `4.5 ms`.
func formatted(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return "\(rounded(nanoseconds)) ns"
    case ..<1_000_000: return "\(rounded(nanoseconds / 1_000)) µs"
    default: return "\(rounded(nanoseconds / 1_000_000)) ms"
    }
}

private func rounded(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(Double(Int((value * 10).rounded())) / 10)
}

/// Keeps a value alive and opaque, so the optimizer can't drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Whether to run the benchmark called `name`: every one, or those whose
/// name contains the command line's arguments, joined by spaces
/// (`make bench FILTER="tracked read"`).
func isSelected(_ name: String) -> Bool {
    let filter = CommandLine.arguments.dropFirst().joined(separator: " ")
    return filter.isEmpty || name.contains(filter)
}
