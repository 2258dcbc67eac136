import Foundation
import Simulation

/// Runs new seeds on several threads until stopped or out of time, printing
/// progress every ten seconds; ends the process at the first failure.
final class Soak: @unchecked Sendable {
    private let firstSeed: UInt64
    private let end: Date?
    private let concurrentSteps: Int
    /// Whether every seed runs only its concurrent program.
    private let concurrentOnly: Bool
    /// Where each job writes the seed it is running, so a crash names them.
    private let seedFile: String?
    private let start = Date()
    private let state = NSLock()
    private var nextSeed: UInt64
    private var serial = SimulationRun()
    private var concurrent = SimulationRun()
    /// The seed each job is running, by job, for `seedFile`.
    private var running: [UInt64?] = []

    init(firstSeed: UInt64, minutes: Double?, concurrentSteps: Int, concurrentOnly: Bool, seedFile: String?) {
        self.firstSeed = firstSeed
        self.concurrentOnly = concurrentOnly
        self.seedFile = seedFile
        nextSeed = firstSeed
        end = minutes.map { Date().addingTimeInterval($0 * 60) }
        self.concurrentSteps = concurrentSteps
    }

    /// Runs `jobs` threads of programs, every tenth seed also a concurrent
    /// one (four threads), or with `concurrentOnly` every seed a concurrent one only.
    func run(jobs: Int) {
        let mode = concurrentOnly ? "only concurrently" : "serially; every tenth seed also concurrently"
        say("soak: seeds from \(firstSeed), \(jobs) at a time, run \(mode)")
        running = Array(repeating: nil, count: jobs)
        let group = DispatchGroup()
        for job in 0..<jobs {
            group.enter()
            Thread {
                while let seed = self.takeSeed(for: job) { self.runPrograms(of: seed) }
                group.leave()
            }.start()
        }
        while group.wait(timeout: .now() + 10) == .timedOut { say(progress()) }
        say("done: " + progress())
    }

    /// The next seed for `job`, recorded in `seedFile` before it runs: a
    /// process that dies (a crash) leaves there the seeds it was running.
    private func takeSeed(for job: Int) -> UInt64? {
        state.lock()
        defer { state.unlock() }
        if let end, Date() >= end { return nil }
        defer { nextSeed += 1 }
        running[job] = nextSeed
        if let seedFile {
            let mode = concurrentOnly ? " --concurrent" : ""
            let lines = running.compactMap { $0.map { "simulate --seed \($0)\(mode)\n" } }.joined()
            _ = FileManager.default.createFile(atPath: seedFile, contents: Data(lines.utf8))
        }
        return nextSeed
    }

    private func runPrograms(of seed: UInt64) {
        var serial = SimulationRun()
        if !concurrentOnly { serial.runSerial(seed: seed) }
        var concurrent = SimulationRun()
        if concurrentOnly || seed % 10 == 0 { concurrent.runConcurrent(seed: seed, operations: concurrentSteps) }
        state.lock()
        self.serial.programs += serial.programs
        self.serial.operations += serial.operations
        self.concurrent.programs += concurrent.programs
        self.concurrent.operations += concurrent.operations
        let failures = serial.failures + concurrent.failures
        state.unlock()
        guard !failures.isEmpty else { return }
        for failure in failures { say(failure) }
        exit(1)
    }

    /// Writes `line` at once: `print` into a file or a pipe waits for its buffer to fill.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func progress() -> String {
        state.lock()
        defer { state.unlock() }
        let seconds = max(1, Date().timeIntervalSince(start))
        return "\(Int(seconds)) s: seeds \(firstSeed)..<\(nextSeed); serial \(serial.operations) ops"
            + " (\(Int(Double(serial.operations) / seconds))/s) in \(serial.programs) programs,"
            + " concurrent \(concurrent.operations) ops (\(Int(Double(concurrent.operations) / seconds))/s)"
            + " in \(concurrent.programs) programs; 0 failures"
    }
}
