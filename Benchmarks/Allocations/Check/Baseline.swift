import Foundation

/// The committed counts, `Benchmarks/Allocations/Baseline.txt`: one line per
/// operation, its four figures and then its name, in the order they run.
struct Baseline {
    /// Each operation's name and the counts recorded for it.
    var entries: [(name: String, counts: AllocationCounts)]

    /// The file next to this tool's sources.
    static let defaultPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Baseline.txt").path

    private static let header = """
        # Allocations per operation, release build: `make check-allocations` fails
        # when a figure rises above this file, `make update-allocations` rewrites it.
        # Columns: allocations, bytes requested, blocks still held after, bytes
        # still held after (as the allocator sizes blocks), then the operation.

        """

    init(entries: [(name: String, counts: AllocationCounts)]) {
        self.entries = entries
    }

    /// Reads the file at `path`; a malformed line is an error naming it.
    init(contentsOf path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var entries: [(name: String, counts: AllocationCounts)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = trimmed.split(separator: " ", maxSplits: 4, omittingEmptySubsequences: true)
            guard fields.count == 5, let counts = AllocationCounts(figures: fields.prefix(4).compactMap({ Int($0) }))
            else {
                throw BaselineError(message: "\(path):\(index + 1): expected four counts and an operation's name")
            }
            entries.append((String(fields[4].drop { $0 == " " }), counts))
        }
        self.entries = entries
    }

    /// Writes the file, figures right-aligned under each other.
    func write(to path: String) throws {
        let lines = entries.map { entry in
            zip(entry.counts.figures, [8, 10, 7, 10]).map { figure, width in
                String(repeating: " ", count: max(0, width - String(figure).count)) + String(figure)
            }.joined(separator: " ") + "  " + entry.name
        }
        try (Baseline.header + lines.joined(separator: "\n") + "\n").write(
            toFile: path, atomically: true, encoding: .utf8)
    }
}

/// A baseline file that can't be read.
struct BaselineError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
