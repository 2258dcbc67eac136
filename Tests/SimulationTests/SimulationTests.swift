import Simulation
import Testing

/// Random programs against a reference model (Docs/Testing.md#simulation):
/// a small fixed budget of seeds, serial and concurrent. A failure gives the
/// seed and the shrunk program; `make sim SEED=<n>` replays it. Serialized:
/// the concurrent programs' threads are the budget's, not to be shared.
@Suite(.serialized) struct SimulationTests {
    @Test func serialProgramsMatchTheReference() async {
        let run = await onOwnThread {
            var run = SimulationRun()
            for seed in UInt64(1)...30 { run.runSerial(seed: seed) }
            return run
        }
        for failure in run.failures { Issue.record(Comment(rawValue: failure)) }
    }

    @Test func concurrentProgramsEndConsistent() async {
        let run = await onOwnThread {
            var run = SimulationRun()
            for seed in UInt64(1)...3 { run.runConcurrent(seed: seed, operations: 500) }
            return run
        }
        for failure in run.failures { Issue.record(Comment(rawValue: failure)) }
    }
}
