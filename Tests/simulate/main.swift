// The simulation's command line (Docs/Testing.md#simulation):
//
//   simulate --seed N [--concurrent [--threads T] [--operations K]]
//                                                replay one seed: make sim SEED=N [CONCURRENT=1 [THREADS=T] [OPERATIONS=K]]
//   simulate --seeds N [--concurrent --operations K]
//                                                seeds 1 to N, concurrent ones of K steps a thread:
//                                                the fixed budget SimulationTests runs
//   simulate --soak [--minutes M] [--jobs J] [--concurrent] [--seed-file F]
//                                                new seeds until stopped, or for M minutes: make soak;
//                                                --concurrent runs only concurrent programs, and
//                                                F names the seeds running (for a crash)
//
// A failure prints its seed and its shrunk program, and the exit status is 1.

import Foundation
import Simulation

let arguments = Array(CommandLine.arguments.dropFirst())
/// The argument after `option`, if given.
func value(of option: String) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.endIndex else { return nil }
    return arguments[index + 1]
}
/// Each concurrent program runs four threads of this many steps.
let concurrentSteps = 2_500

/// The steps a concurrent thread takes: `--operations`, or the soak's.
let operations = value(of: "--operations").flatMap(Int.init) ?? concurrentSteps
/// The threads of a concurrent program: `--threads`, or four.
let threads = value(of: "--threads").flatMap(Int.init) ?? 4

if let seed = value(of: "--seed").flatMap(UInt64.init) {
    var run = SimulationRun()
    if arguments.contains("--concurrent") {
        run.runConcurrent(seed: seed, threads: threads, operations: operations)
    } else {
        run.runSerial(seed: seed)
    }
    print(run.failures.first ?? "seed \(seed): \(run.operations) operations, no failure")
    exit(run.failures.isEmpty ? 0 : 1)
}

if let seeds = value(of: "--seeds").flatMap(UInt64.init), seeds > 0 {
    var run = SimulationRun()
    for seed in 1...seeds {
        if arguments.contains("--concurrent") {
            run.runConcurrent(seed: seed, operations: operations)
        } else {
            run.runSerial(seed: seed)
        }
    }
    print(run.failures.joined(separator: "\n"))
    print("seeds 1...\(seeds): \(run.programs) programs, \(run.operations) operations, \(run.failures.count) failures")
    exit(run.failures.isEmpty ? 0 : 1)
}

guard arguments.contains("--soak") else {
    print(
        "usage: simulate --seed N [--concurrent [--threads T] [--operations K]] | simulate --seeds N [--concurrent --operations K]"
            + " | simulate --soak [--minutes M] [--jobs J] [--concurrent] [--seed-file F]"
    )
    exit(2)
}
let soak = Soak(
    firstSeed: UInt64(Date().timeIntervalSince1970), minutes: value(of: "--minutes").flatMap(Double.init),
    concurrentSteps: concurrentSteps, concurrentOnly: arguments.contains("--concurrent"),
    seedFile: value(of: "--seed-file"))
// Programs spend much of their time waiting for tasks to deliver: several
// at once (each its own hierarchy) keep the processor busy meanwhile.
soak.run(jobs: value(of: "--jobs").flatMap(Int.init) ?? 4)
