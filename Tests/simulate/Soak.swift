import Foundation
import Simulation

/// Runs new seeds on several threads until stopped or out of time, printing
/// progress every ten seconds; ends the process at the first failure.
final class Soak: @unchecked Sendable {
    private let firstSeed: UInt64
    private let end: Date?
    private let concurrentSteps: Int
    private let start = Date()
    private let state = NSLock()
    private var nextSeed: UInt64
    private var serial = SimulationRun()
    private var concurrent = SimulationRun()

    init(firstSeed: UInt64, minutes: Double?, concurrentSteps: Int) {
        self.firstSeed = firstSeed
        nextSeed = firstSeed
        end = minutes.map { Date().addingTimeInterval($0 * 60) }
        self.concurrentSteps = concurrentSteps
    }

    /// Runs `jobs` threads of programs, every tenth seed also a concurrent one (four threads).
    func run(jobs: Int) {
        say("soak: seeds from \(firstSeed), \(jobs) at a time; every tenth seed also runs concurrently")
        let group = DispatchGroup()
        for _ in 0..<jobs {
            group.enter()
            Thread {
                while let seed = self.takeSeed() { self.runPrograms(of: seed) }
                group.leave()
            }.start()
        }
        while group.wait(timeout: .now() + 10) == .timedOut { say(progress()) }
        say("done: " + progress())
    }

    private func takeSeed() -> UInt64? {
        state.lock()
        defer { state.unlock() }
        if let end, Date() >= end { return nil }
        defer { nextSeed += 1 }
        return nextSeed
    }

    private func runPrograms(of seed: UInt64) {
        var serial = SimulationRun()
        serial.runSerial(seed: seed)
        var concurrent = SimulationRun()
        if seed % 10 == 0 { concurrent.runConcurrent(seed: seed, operations: concurrentSteps) }
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
