/// The length of the programs `make test`, `make sim` and `make soak` run:
/// a seed names the same program in all three.
public let programLength = 200

/// What a run of several programs did.
public struct SimulationRun: Sendable {
    /// Programs run.
    public var programs = 0
    /// Their steps in all (in a concurrent program, every thread's).
    public var operations = 0
    /// Each failure, with its seed, its shrunk program and how to replay it.
    public var failures: [String] = []

    /// A run of no programs yet.
    public init() {}

    /// Runs the serial program of `seed`; a failure is shrunk and recorded.
    public mutating func runSerial(seed: UInt64, length: Int = programLength) {
        let program = generateProgram(seed: seed, length: length)
        programs += 1
        operations += program.count
        guard let failure = runProgram(program) else { return }
        let shrunk = shrinkProgram(program)
        let steps = shrunk.map { "    .\($0)," }.joined(separator: "\n")
        failures.append(
            """
            seed \(seed) failed at \(failure)
              shrunk to \(shrunk.count) steps (\(runProgram(shrunk).map(String.init(describing:)) ?? "passes alone")):
            [
            \(steps)
            ]
              replay: make sim SEED=\(seed)
            """)
    }

    /// Runs the concurrent programs of `seed`, `threads` at once, each
    /// `operations` steps; a failure is shrunk to the fewest threads and
    /// steps that still fail (not a stall: each try would take its ceiling).
    public mutating func runConcurrent(seed: UInt64, threads: Int = 4, operations: Int) {
        programs += 1
        self.operations += threads * operations
        guard let failure = runConcurrently(seed: seed, threads: threads, operations: operations) else { return }
        var report = "concurrent seed \(seed) (\(threads) threads of \(operations) steps) failed at \(failure)"
        var replay = (threads: threads, operations: operations)
        if !failure.message.hasPrefix("stalled") {
            let shrunk = shrinkConcurrentRun(threads: threads, operations: operations) {
                runConcurrently(seed: seed, threads: $0, operations: $1)
            }
            replay = (shrunk.threads, shrunk.operations)
            let outcome =
                shrunk.failure.map { "failed at \($0)" } ?? "did not fail again in 3 tries: it depends on timing"
            report += "\n  shrunk to \(shrunk.threads) threads of \(shrunk.operations) steps, which \(outcome)"
        }
        // The steps a thread takes are part of the program: the replay runs as many.
        failures.append(
            report + "\n  replay: make sim SEED=\(seed) CONCURRENT=1 THREADS=\(replay.threads)"
                + " OPERATIONS=\(replay.operations)")
    }
}
