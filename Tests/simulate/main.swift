// The simulation's command line (Docs/Testing.md#simulation):
//
//   simulate --seed N [--concurrent]      replay one seed: make sim SEED=N [CONCURRENT=1]
//   simulate --soak [--minutes M]         random seeds until stopped, or for M minutes: make soak
//
// A failure prints its seed and its shrunk program, and the exit status is 1.

import Foundation
import Simulation

let arguments = CommandLine.arguments.dropFirst()
/// The argument after `option`, if given.
func value(of option: String) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.endIndex else { return nil }
    return arguments[index + 1]
}
let concurrent = arguments.contains("--concurrent")
/// Each concurrent program runs four threads of this many steps.
let concurrentSteps = 2_500

if let seed = value(of: "--seed").flatMap(UInt64.init) {
    var run = SimulationRun()
    if concurrent { run.runConcurrent(seed: seed, operations: concurrentSteps) } else { run.runSerial(seed: seed) }
    print(run.failures.first ?? "seed \(seed): \(run.operations) operations, no failure")
    exit(run.failures.isEmpty ? 0 : 1)
}

guard arguments.contains("--soak") else {
    print("usage: simulate --seed N [--concurrent] | simulate --soak [--minutes M]")
    exit(2)
}
let minutes = value(of: "--minutes").flatMap(Double.init)
let start = Date()
let end = minutes.map { start.addingTimeInterval($0 * 60) }
var serial = SimulationRun()
var parallel = SimulationRun()
var seed = UInt64(start.timeIntervalSince1970)
let firstSeed = seed
var lastReport = start
print("soak: seeds from \(firstSeed); serial programs, then every tenth seed a concurrent one (4 threads)")
while end.map({ Date() < $0 }) ?? true {
    serial.runSerial(seed: seed)
    if seed % 10 == 0 { parallel.runConcurrent(seed: seed, operations: concurrentSteps) }
    for failure in serial.failures + parallel.failures { print(failure) }
    if !serial.failures.isEmpty || !parallel.failures.isEmpty { exit(1) }
    seed += 1
    if Date().timeIntervalSince(lastReport) >= 10 {
        lastReport = Date()
        let seconds = lastReport.timeIntervalSince(start)
        print(
            "\(Int(seconds)) s: seeds \(firstSeed)...\(seed - 1); serial \(serial.operations) ops"
                + " (\(Int(Double(serial.operations) / seconds))/s), concurrent \(parallel.operations) ops"
                + " in \(parallel.programs) programs; 0 failures")
    }
}
print(
    "soak done: seeds \(firstSeed)...\(seed - 1), serial \(serial.operations) ops,"
        + " concurrent \(parallel.operations) ops, 0 failures")
