import Foundation
import Simulation
import Testing

/// Random programs against a reference model (Docs/Testing.md#simulation):
/// a small fixed budget of seeds, serial and concurrent. A failure gives the
/// seed and the shrunk program; `make sim SEED=<n>` replays it. Serialized:
/// the concurrent programs' threads are the budget's, not to be shared.
@Suite(.serialized) struct SimulationTests {
    /// Under ThreadSanitizer (`make test-tsan`), which slows every step
    /// several times over, a shorter budget.
    static let isSanitized = dlsym(nil, "__tsan_init") != nil

    @Test func serialProgramsMatchTheReference() async {
        let seeds: UInt64 = Self.isSanitized ? 20 : 90
        let run = await onOwnThread {
            var run = SimulationRun()
            for seed in 1...seeds { run.runSerial(seed: seed) }
            return run
        }
        for failure in run.failures { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func concurrentProgramsEndConsistent() async {
        let seeds: UInt64 = Self.isSanitized ? 3 : 6
        let run = await onOwnThread {
            var run = SimulationRun()
            for seed in 1...seeds { run.runConcurrent(seed: seed, operations: 1_000) }
            return run
        }
        for failure in run.failures { Issue.record(Comment(rawValue: failure)) }
    }
}
