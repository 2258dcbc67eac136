import Foundation
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
