/// How a run's counts compare with the baseline's.
struct Comparison {
    /// Lines to print, one per operation, and one per problem.
    private(set) var report: [String] = []
    /// A figure rose, or the operations differ from the baseline's: the check fails.
    private(set) var failed = false
    /// A figure fell and none rose: the baseline should be recorded again.
    private(set) var improved = false

    init(measured: [(name: String, counts: AllocationCounts)], baseline: Baseline) {
        let recorded = Dictionary(
            baseline.entries.map { ($0.name, $0.counts) }, uniquingKeysWith: { first, _ in first })
        let labels = ["allocations", "bytes requested", "blocks held", "bytes held"]
        for (name, counts) in measured {
            guard let expected = recorded[name] else {
                report.append("\(name): not in the baseline; record it with make update-allocations")
                failed = true
                continue
            }
            let changes = zip(labels, zip(counts.figures, expected.figures)).compactMap { label, pair in
                pair.0 == pair.1 ? nil : "\(label) \(pair.1) → \(pair.0)"
            }
            if changes.isEmpty {
                report.append("\(name): \(counts.figures.map(String.init).joined(separator: " ")), as recorded")
                continue
            }
            let rose = zip(counts.figures, expected.figures).contains { $0 > $1 }
            failed = failed || rose
            improved = improved || !rose
            report.append(
                "\(name): \(rose ? "MORE THAN RECORDED" : "fewer than recorded"): " + changes.joined(separator: ", "))
        }
        let measuredNames = Set(measured.map(\.name))
        for entry in baseline.entries where !measuredNames.contains(entry.name) {
            report.append("\(entry.name): in the baseline, but no such operation runs")
            failed = true
        }
    }
}
