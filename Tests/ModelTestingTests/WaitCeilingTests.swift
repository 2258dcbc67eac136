import Dispatch
import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

/// A wait of the test tools that the model keeps busy ends at the ceiling,
/// failing the test with the tasks still running, instead of hanging it.
/// The tests of failures set a ceiling of 100 ms; what they check is what
/// the failure says, never how long it took.
@Suite struct WaitCeilingTests {
    let ceiling: Duration = .milliseconds(100)

    @Test func anAssertionOnAModelThatNeverSettlesFailsAtTheCeiling() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off)) {
            await withWaitCeiling(ceiling) {
                let counter = Counter.make().withAnchor()
                let spinning = counter.node.task("spinner") { while !Task.isCancelled { await Task.yield() } }
                await expect(timeout: .milliseconds(20)) { counter.count == 1 }
                spinning.cancel()
            }
        }
        try #require(issues.count == 1)
        #expect(issues[0].hasPrefix("Expected the values to be equal"))
        #expect(
            issues[0].contains("(still failing after 120 ms, the wait's ceiling: the models kept working all along."))
        #expect(issues[0].contains("Still busy:\n• 'spinner' started by Counter at "))
    }

    @Test func anAssertionOnADeadlockedTaskFailsAtTheCeiling() async throws {
        let deadlock = Deadlock()
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off)) {
            await withWaitCeiling(ceiling) {
                let counter = Counter.make().withAnchor()
                counter.node.task("stuck") { await deadlock.blockOffTheCallersActor() }
                await expect(timeout: .milliseconds(20)) { counter.count == 1 }
                deadlock.release()
            }
        }
        try #require(issues.count == 1)
        #expect(issues[0].contains("(still failing after 120 ms, the wait's ceiling"))
        #expect(issues[0].contains("• 'stuck' started by Counter at "))
    }

    @Test func anAssertionThatHeldFailsWhenATaskNeverReturnsAfterIt() async throws {
        let deadlock = Deadlock()
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off)) {
            await withWaitCeiling(ceiling) {
                let counter = Counter.make().withAnchor()
                counter.node.task("stuck") {
                    counter.count = 1
                    await deadlock.blockOffTheCallersActor()
                }
                await expect(timeout: .milliseconds(20)) { counter.count == 1 }
                deadlock.release()
            }
        }
        try #require(issues.count == 1)
        #expect(
            issues[0].hasPrefix(
                "The assertion held, but the models' tasks still had work ready after 120 ms, the wait's ceiling"))
        #expect(issues[0].contains("• 'stuck' started by Counter"))
    }

    @Test func waitUntilFailsAtTheCeilingNamingTheBusyTasks() async throws {
        let thrown = Locked<String?>(nil)
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off)) {
            await withWaitCeiling(ceiling) {
                let counter = Counter.make().withAnchor()
                let spinning = counter.node.task("spinner") { while !Task.isCancelled { await Task.yield() } }
                do {
                    try await waitUntil(counter.count == 1, timeout: .milliseconds(20))
                } catch {
                    thrown.withLock { $0 = "\(error)" }
                }
                spinning.cancel()
            }
        }
        #expect(issues.isEmpty)
        let message = try #require(thrown.withLock { $0 })
        #expect(message.hasPrefix("The condition at "))
        #expect(message.contains("was still false after 120 ms, the wait's ceiling"))
        #expect(message.contains("• 'spinner' started by Counter"))
    }

    @Test func theEndOfATestWhoseTasksNeverStopFailsAtTheCeiling() async {
        // Tasks are left out of exhaustivity: the ceiling fails the test anyway.
        let issues = await reportedIssues {
            await withWaitCeiling(ceiling) {
                await withModelTesting(exhaustivity: .off) {
                    let counter = Counter.make().withAnchor()
                    counter.node.task("spinner") { while !Task.isCancelled { await Task.yield() } }
                }
            }
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix(
                "The test ended, and its models' tasks were still working after 1100 ms, the wait's ceiling") == true)
        #expect(issues.first?.contains("• 'spinner' started by Counter") == true)
    }

    @Test func aTestWhoseModelSettlesIsUnaffected() async throws {
        // The ceiling counts only once the model kept a wait past its
        // timeout; a second, not 100 ms, so a loaded machine that holds up
        // the main actor's queue (which settle() lets catch up) doesn't
        // reach it either.
        let gate = Gate()
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            await withWaitCeiling(.seconds(1)) {
                let counter = Counter.make().withAnchor()
                counter.node.task("load") {
                    await gate.wait()
                    counter.count = 1
                }
                gate.open()
                await expect { counter.count == 1 }
                try? await waitUntil(counter.count == 1)
                await settle()
            }
        }
        #expect(issues.isEmpty)
    }
}

/// Blocks a model's task in the middle of a job, as a deadlock does, until
/// the test releases it.
private nonisolated final class Deadlock: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    /// Blocks a thread of the task's until `release()`: `@concurrent`, so
    /// where the tests run on the main actor it doesn't block that.
    @concurrent func blockOffTheCallersActor() async {
        block()
    }

    private func block() {
        semaphore.wait()
    }

    func release() {
        semaphore.signal()
    }
}
