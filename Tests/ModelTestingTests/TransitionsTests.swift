import ModelRuntime
@testable import ModelTesting
import Synchronization
import Testing

@testable import Showcase

/// Opt-in `.transitions`: sequential assertions match the writes in the
/// order they happened, and every intermediate value must be asserted.
@Suite(.modelTesting(.adding(.transitions))) struct TransitionsTests {
    @Test func sequentialExpectationsMatchTheWritesInOrder() async {
        let counter = Counter.make().withAnchor()
        counter.count = 1
        counter.count = 2
        counter.count = 3
        await expect { counter.count == 1 }
        await expect { counter.count == 2 }
        await expect { counter.count == 3 }
    }

    @Test func aPropertyNotWrittenSinceReadsItsValue() async {
        let counter = Counter.make().withAnchor()
        counter.count = 1
        counter.step = 5
        await expect {
            counter.count == 1
            counter.step == 5
        }
        await expect(counter.step == 5)
    }

    @Test func aTransactionIsOneTransition() async {
        let counter = Counter.make().withAnchor()
        counter.node.transaction {
            counter.count = 1
            counter.count = 2
        }
        await expect(counter.count == 2)
    }

    @Test func theWritesOfATaskAreAssertedOneByOneWhateverTheTiming() async {
        // Whether the task has run when the first expectation starts or not,
        // it sees `1` first: without .transitions it could see `2` already.
        let counter = Counter.make().withAnchor()
        counter.node.task {
            counter.count = 1
            counter.count = 2
        }
        await expect(counter.count == 1)
        await expect(counter.count == 2)
    }

    @Test func anExpectationCannotPassOnTheValueFromBeforeARunningTasksWrites() async throws {
        // Without waiting for the task, `count == 0` could hold on the value
        // from before it ran, and skip its writes unnoticed.
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off.adding(.transitions))) {
            let counter = Counter.make().withAnchor()
            counter.node.task {
                counter.count = 1
                counter.count = 0
            }
            await expect(counter.count == 0, timeout: .milliseconds(50))
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix("Expected the values to be equal (− actual, + expected):\n  − 1\n  + 0\n") == true)
    }

    @Test func writesThatLandWhileAnExpectationIsEvaluatedAreNotTakenAsAsserted() async throws {
        // On a loaded machine the test's thread can be descheduled after the
        // predicate read the value from before a task's writes and before
        // the evaluation is taken as asserted, while the task writes 1 and
        // then 0. Here reading the count makes those writes, the first time,
        // so the window is always hit.
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off.adding(.transitions))) {
            let counter = Counter.make().withAnchor()
            let reads = Mutex(0)
            let readCountThenWrite: @Sendable () -> Int = {
                let count = counter.count
                let isFirstRead = reads.withLock { reads -> Bool in
                    reads += 1
                    return reads == 1
                }
                if isFirstRead {
                    counter.count = 1
                    counter.count = 0
                }
                return count
            }
            await expect(readCountThenWrite() == 0, timeout: .milliseconds(50))
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix("Expected the values to be equal (− actual, + expected):\n  − 1\n  + 0\n") == true)
    }

    @Test func writesThatLandAfterAnExpectationsPredicatesRanAreNotTakenAsAsserted() async throws {
        // On a loaded machine the test's thread can be descheduled after the
        // predicates matched no write and before the pass is taken, while a
        // task writes 1 and then 0 and ends: the tasks then look idle, and a
        // write the predicates never saw looks matched. Here the writes are
        // made at that point, the first time, so the window is always hit.
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off.adding(.transitions))) {
            let counter = Counter.make().withAnchor()
            let writes = writing(at: .predicatesRan) {
                counter.count = 1
                counter.count = 0
            }
            await AssertionEvaluation.$stall.withValue(writes) {
                await expect(counter.count == 0, timeout: .milliseconds(50))
            }
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix("Expected the values to be equal (− actual, + expected):\n  − 1\n  + 0\n") == true)
    }

    @Test func writesThatLandAsAPassIsTakenAreLeftForTheNextExpectation() async {
        // The writes come after the first expectation found `0`, while it
        // takes its pass: they are the next expectations' to match.
        let counter = Counter.make().withAnchor()
        let writes = writing(at: .passJudged) {
            counter.count = 1
            counter.count = 0
        }
        await AssertionEvaluation.$stall.withValue(writes) {
            await expect(counter.count == 0)
        }
        await expect(counter.count == 1)
        await expect(counter.count == 0)
    }

    @Test func aPropertyReadTwiceMatchesOneWrite() async {
        // Both reads are shown the write of 1; the pass takes it alone.
        let counter = Counter.make().withAnchor()
        counter.count = 1
        counter.count = 2
        counter.count = 3
        await expect(counter.count >= 1 && counter.count <= 1)
        await expect(counter.count == 2)
        await expect(counter.count == 3)
    }

    @Test func anIntermediateValueNobodyAssertedIsReported() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .full.adding(.transitions))) {
            let counter = Counter.make().withAnchor()
            counter.count = 1
            counter.count = 2
            counter.count = 3
            await expect(counter.count == 1)
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("State changes were not asserted:\n• Counter.count: 1 → 2 → 3\n") == true)
    }

    @Test func andTesterTestsTransitionsToo() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .full.adding(.transitions))
        counter.count = 1
        counter.count = 0
        await tester.assert(counter.count == 1)
        await tester.assert(counter.count == 0)
    }
}
