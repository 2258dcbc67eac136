import ModelRuntime
@testable import ModelTesting
import Synchronization
import Testing

@testable import Showcase

/// Writes a task makes while the test's thread is descheduled in the middle
/// of an assertion or of a fresh start, made exactly there (through the
/// test tools' stall hook, or from inside a predicate), so each window is
/// hit every time. A write is either seen by an assertion or left for the
/// next one; never taken as asserted unseen, never lost.
@Suite struct InterleavedWriteTests {
    @Test func aWriteBetweenTwoReadsOfAModelIsLeftForTheNextExpectation() async throws {
        // The predicate reads the count, then a task writes 1 and 0, then
        // the predicate reads the step of the same model. Something happens
        // in every evaluation before (a write to another model), so the
        // pass is taken as it is at last: it saw the count before the
        // writes, and must leave both for the expectations after it.
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off.adding(.transitions))) {
            let counter = Counter.make().withAnchor()
            let other = Counter.make().withAnchor()
            let evaluations = Mutex(0)
            let countReadAroundWrites: @Sendable () -> Int = {
                let count = counter.count
                let evaluation = evaluations.withLock { evaluations in
                    evaluations += 1
                    return evaluations
                }
                if evaluation <= maxInterruptedPasses {
                    other.count = evaluation
                } else if evaluation == maxInterruptedPasses + 1 {
                    counter.count = 1
                    counter.count = 0
                }
                _ = counter.step
                return count
            }
            await expect(countReadAroundWrites() == 0)
            await expect(counter.count == 1, timeout: .milliseconds(50))
            await expect(counter.count == 0, timeout: .milliseconds(50))
        }
        #expect(issues == [])
    }

    @Test func aWriteAsAPassIsTakenIsNotTakenAsAssertedUnseen() async throws {
        // Without .transitions: the expectation saw 0; the write of 1 that
        // lands while it takes its pass is unasserted when the test ends.
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withAnchor()
            await AssertionEvaluation.$stall.withValue(writing(at: .passJudged) { counter.count = 1 }) {
                await expect(counter.count == 0)
            }
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("State changes were not asserted:\n• Counter.count: 0 → 1\n") == true)
    }

    @Test func aContextValueSetAsAPassIsTakenIsNotTakenAsAssertedUnseen() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let parent = Parent().withAnchor()
            parent.node.context.theme = "dark"
            await AssertionEvaluation.$stall.withValue(writing(at: .passJudged) { parent.node.context.theme = "sepia" })
            {
                await expect(parent.node.context.theme == "dark")
            }
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix(#"Context values were not asserted:\#n• Parent context theme: "dark" → "sepia"\#n"#)
                == true)
    }

    @Test(.modelTesting(.adding(.transitions))) func aWriteWhileSettleStartsTheWritesAfreshIsNotLost() async {
        // The write lands as settle() takes the count as where its writes
        // start afresh: it is part of that start, or left to assert; not
        // lost from the writes an expectation sees.
        let counter = Counter.make().withAnchor()
        await AssertionEvaluation.$stall.withValue(writing(at: .startingAfresh) { counter.count = 1 }) {
            await settle(resetting: .full.adding(.transitions))
        }
        await expect(counter.count == 1)
    }

    @Test(.modelTesting) func aWriteWhileTransitionsAreTurnedOnIsNotLost() async {
        let counter = Counter.make().withAnchor()
        await AssertionEvaluation.$stall.withValue(writing(at: .startingAfresh) { counter.count = 1 }) {
            await withExhaustivity(.adding(.transitions)) {
                await expect(counter.count == 1)
            }
        }
    }
}
