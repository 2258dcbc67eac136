import Foundation
import Simulation
import TestSupport
import Testing

/// Random programs against a reference model (Docs/Testing.md#simulation):
/// a small fixed budget of seeds, serial and concurrent. A failure gives the
/// seed and the shrunk program; `make sim SEED=<n>` replays it.
///
/// The programs run in the `simulate` executable, a process of their own:
/// they wait, under a ceiling, for their tasks to deliver, and in this
/// process those tasks would queue behind the whole test run's. Serialized:
/// the concurrent programs' threads are the budget's, not to be shared.
@Suite(.serialized) struct SimulationTests {
    /// Under ThreadSanitizer (`make test-tsan`), which slows every step
    /// several times over, a shorter budget.
    static let isSanitized = dlsym(nil, "__tsan_init") != nil

    @Test func serialProgramsMatchTheReference() async throws {
        try await simulate(["--seeds", Self.isSanitized ? "20" : "90"])
    }

    @Test func concurrentProgramsEndConsistent() async throws {
        try await simulate(["--seeds", Self.isSanitized ? "3" : "6", "--concurrent", "--operations", "1000"])
    }

    /// Runs `simulate` with `arguments`; its failures, if any, are the test's.
    private func simulate(_ arguments: [String]) async throws {
        let simulate = try #require(BuiltExecutable(named: "simulate"), "the simulate executable isn't built")
        let (status, output) = try await simulate.run(arguments)
        #expect(status == 0, Comment(rawValue: output))
    }
}

/// How a concurrent failure is shrunk, on a stand-in for a program run.
@Suite struct ConcurrentShrinkTests {
    @Test func aFailureShrinksToTheFewestThreadsAndStepsThatStillFail() {
        var runs = 0
        let shrunk = shrinkConcurrentRun(threads: 4, operations: 2_500) { threads, operations in
            runs += 1
            return threads >= 2 && operations >= 37 ? "\(threads) threads of \(operations) steps" : nil
        }
        #expect(shrunk.threads == 2)
        #expect(shrunk.operations == 37)
        #expect(shrunk.failure == "2 threads of 37 steps")
        // One thread, then 2,500 steps halved about twelve times, each passing candidate tried 3 times.
        #expect(runs < 60)
    }

    @Test func aFailureThatComesOnlySometimesIsKeptWhenOneTryFails() {
        var runs = 0
        let shrunk = shrinkConcurrentRun(threads: 4, operations: 100) { threads, operations -> String? in
            runs += 1
            // Fails on every third run of 3 threads or more, whatever the steps.
            return threads >= 3 && runs % 3 == 0 ? "failed" : nil
        }
        #expect(shrunk.threads == 3)
        #expect(shrunk.operations == 1)
    }
}
