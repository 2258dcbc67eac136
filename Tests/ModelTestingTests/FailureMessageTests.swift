import ModelRuntime
@testable import ModelTesting
import Testing

@testable import Showcase

/// Every failure message of the test tools, whole. A message is an
/// interface: each says what changed, the path to it, and the value before
/// and after, or what was misused and what to write instead.
@Suite struct FailureMessageTests {
    private let file: String = #fileID

    // MARK: When the test ends

    @Test func anUnassertedStateChange() {
        var line: UInt = 0
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            line = #line - 1
            parent.title = "Draft"
            parent.inline.count = 42
            _ = tester
        }
        #expect(
            issues == [
                """
                State changes were not asserted:
                • Parent.inline.count: 0 → 42
                • Parent.title: "" → "Draft"
                (tested with Parent().andTester at \(file):\(line))
                """
            ])
    }

    @Test func anUnassertedChangeOfAValueOnSeveralLines() {
        var line: UInt = 0
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            line = #line - 1
            counter.history = [1, 2]
            _ = tester
        }
        #expect(
            issues == [
                """
                State changes were not asserted:
                • Counter.history (− before, + after):
                    [
                  +   [0]: 1,
                  +   [1]: 2
                    ]
                (tested with Counter().andTester at \(file):\(line))
                """
            ])
    }

    @Test func anUnassertedChildAndWhatAContainerHolds() {
        var line: UInt = 0
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            line = #line - 1
            parent.optional = .make(count: 1)
            parent.destination = .note("Saved")
            _ = tester
        }
        #expect(
            issues == [
                """
                State changes were not asserted:
                • Parent.destination: nil → .note("Saved")
                • Parent.optional (− before, + after):
                  - nil
                  + Counter(
                  +   count: 1,
                  +   step: 1,
                  +   history: [],
                  +   note: nil
                  + )
                (tested with Parent().andTester at \(file):\(line))
                """
            ])
    }

    @Test func anUnassertedEvent() {
        var line: UInt = 0
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            line = #line - 1
            parent.list.append(.make())
            parent.list[0].node.send(.reset(to: 3))
            tester.exhaustivity = .events
        }
        #expect(
            issues == [
                """
                Events were not asserted:
                • Parent.list[0] sent Counter.Event.reset(to: 3)
                (tested with Parent().andTester at \(file):\(line))
                """
            ])
    }

    @Test func aTaskStillRunning() {
        var (line, taskLine): (UInt, UInt) = (0, 0)
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            line = #line - 1
            counter.node.task("slow work") { try? await Task.sleep(for: .seconds(60)) }
            taskLine = #line - 1
            _ = tester
        }
        #expect(
            issues == [
                """
                Tasks were still running:
                • 'slow work' started by Counter at \(file):\(taskLine)
                (tested with Counter().andTester at \(file):\(line))
                """
            ])
    }

    @Test func tasksStillRunning() {
        var (line, firstLine, secondLine): (UInt, UInt, UInt) = (0, 0, 0)
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            line = #line - 1
            counter.node.task { try? await Task.sleep(for: .seconds(60)) }
            firstLine = #line - 1
            counter.node.task("retry") { try? await Task.sleep(for: .seconds(60)) }
            secondLine = #line - 1
            _ = tester
        }
        #expect(
            issues == [
                """
                Tasks were still running:
                • started by Counter at \(file):\(firstLine)
                • 'retry' started by Counter at \(file):\(secondLine)
                (tested with Counter().andTester at \(file):\(line))
                """
            ])
    }

    @Test func workStillRunningIsShownByTheNameItWasGiven() async throws {
        var (line, forEachLine, taskLine): (UInt, UInt, UInt) = (0, 0, 0)
        let issues = try await reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            line = #line - 1
            let started = Log()
            counter.node.forEach(AsyncStream<Int> { $0.yield(1) }, name: "sync") { _ in
                try? await Task.sleep(for: .seconds(60))
            }
            forEachLine = #line - 3
            counter.node.task(id: counter.count, name: "load") { _ in
                started.append("load")
                try? await Task.sleep(for: .seconds(60))
            }
            taskLine = #line - 4
            try await waitUntil(started.all == ["load"])
            _ = tester
        }
        #expect(
            issues == [
                """
                Tasks were still running:
                • 'sync' started by Counter at \(file):\(forEachLine)
                • 'load' started by Counter at \(file):\(taskLine)
                (tested with Counter().andTester at \(file):\(line))
                """
            ])
    }

    @Test func anUnassertedProbeCall() {
        var line: UInt = 0
        let issues = reportedIssues {
            let onLoad = TestProbe("onLoad")
            let (counter, tester) = Counter.make().andTester()
            line = #line - 1
            tester.install(onLoad)
            onLoad("hello")
            _ = counter
        }
        #expect(
            issues == [
                """
                Probe calls were not asserted:
                • onLoad was called with ("hello")
                (tested with Counter().andTester at \(file):\(line))
                """
            ])
    }

    @Test func unassertedCallsOfAnUnnamedProbe() {
        var line: UInt = 0
        let issues = reportedIssues {
            let probe = TestProbe()
            let (counter, tester) = Counter.make().andTester()
            line = #line - 1
            tester.install(probe)
            probe()
            probe(1, "one")
            _ = counter
        }
        #expect(
            issues == [
                """
                Probe calls were not asserted:
                • probe was called with ()
                • probe was called with (1, "one")
                (tested with Counter().andTester at \(file):\(line))
                """
            ])
    }

    @Test func unassertedContextValuesAndPreferences() {
        var line: UInt = 0
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester(exhaustivity: [.context, .preference])
            line = #line - 1
            parent.node.context.isFeatureEnabled = true
            parent.node.preference.tags = ["a"]
            _ = tester
        }
        #expect(
            issues == [
                """
                Context values were not asserted:
                • Parent context isFeatureEnabled: (not set) → true
                (tested with Parent().andTester at \(file):\(line))
                """,
                """
                Preferences were not asserted:
                • Parent preference tags: (not set) → [
                    [0]: "a"
                  ]
                (tested with Parent().andTester at \(file):\(line))
                """,
            ])
    }

    @Test func unassertedTransitions() {
        var line: UInt = 0
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester(exhaustivity: .state.adding(.transitions))
            line = #line - 1
            counter.count = 1
            counter.count = 2
            _ = tester
        }
        #expect(
            issues == [
                """
                State changes were not asserted:
                • Counter.count: 0 → 1 → 2
                (tested with Counter().andTester at \(file):\(line))
                """
            ])
    }

    @Test func anUnassertedChangeInAModelTestingTest() async throws {
        let line: UInt = #line + 2
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withAnchor()
            counter.count = 7
        }
        #expect(
            issues == [
                """
                State changes were not asserted:
                • Counter.count: 0 → 7
                (tested with Counter().withAnchor() at \(file):\(line))
                """
            ])
    }

    // MARK: Assertions that fail

    @Test func aComparisonThatStaysFalse() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        counter.count = 2
        let issues = await reportedIssues {
            await tester.assert(timeout: .milliseconds(50)) {
                counter.count == 3
            }
        }
        #expect(
            issues == [
                """
                Expected the values to be equal (− actual, + expected):
                  − 2
                  + 3
                Read: Counter.count
                (still failing after 50 ms with no work left in the model)
                """
            ])
    }

    @Test func aConditionThatStaysFalse() async {
        let (parent, tester) = Parent().andTester(exhaustivity: .off)
        let issues = await reportedIssues {
            await tester.assert(parent.list.count > 0 && parent.title.isEmpty, timeout: .milliseconds(50))
        }
        #expect(
            issues == [
                """
                Expected the condition to be true
                Read: Parent.list
                (still failing after 50 ms with no work left in the model)
                """
            ])
    }

    @Test func aMissingEvent() async {
        let (parent, tester) = Parent().andTester(exhaustivity: .off)
        parent.list.append(.make())
        parent.list[0].node.send(.reachedTen)
        let issues = await reportedIssues {
            await tester.assert(timeout: .milliseconds(50)) {
                parent.list[0].didSend(.reset(to: 0))
            }
        }
        #expect(
            issues == [
                """
                Expected the condition to be true
                Parent.list[0] did not send Counter.Event.reset(to: 0); unasserted events it sent: Counter.Event.reachedTen
                Read: Parent.list
                (still failing after 50 ms with no work left in the model)
                """
            ])
    }

    @Test func aProbeCallThatDidNotHappen() async {
        let onLoad = TestProbe("onLoad")
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        onLoad("first")
        let issues = await reportedIssues {
            await tester.assert(timeout: .milliseconds(50)) {
                onLoad.wasCalled(with: "second")
            }
        }
        #expect(
            issues == [
                """
                Expected the condition to be true
                onLoad was not called with ("second"); unasserted calls: ("first")
                (still failing after 50 ms with no work left in the model)
                """
            ])
        _ = counter
    }

    @Test func aProbeThatWasNeverCalled() async {
        let onLoad = TestProbe("onLoad")
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        let issues = await reportedIssues {
            await tester.assert(timeout: .milliseconds(50)) {
                onLoad.wasCalled()
            }
        }
        #expect(
            issues == [
                """
                Expected the condition to be true
                onLoad was not called with any values; it has no unasserted calls
                (still failing after 50 ms with no work left in the model)
                """
            ])
        _ = counter
    }

    @Test func anEventOfAModelTheTestDoesNotFollow() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        let loose = Counter.make()
        let issues = await reportedIssues {
            await tester.assert(timeout: .milliseconds(50)) {
                loose.didSend(.reachedTen)
            }
        }
        #expect(
            issues == [
                """
                Expected the condition to be true
                Counter is not anchored, so the test tools don't see what it sends. Assert on a model of the tested hierarchy, or anchor this one with andTester() or, in a .modelTesting test, withAnchor().
                (still failing after 50 ms with no work left in the model)
                """
            ])
        _ = counter
    }

    @Test func aComparisonThatStaysFalseInAModelTestingTest() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withAnchor()
            await expect(timeout: .milliseconds(50)) {
                counter.count == 1
            }
        }
        #expect(
            issues == [
                """
                Expected the values to be equal (− actual, + expected):
                  − 0
                  + 1
                Read: Counter.count
                (still failing after 50 ms with no work left in the model)
                """
            ])
    }

    @Test func aSettleThatNeverCame() async throws {
        let taskLine: UInt = #line + 3
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off)) {
            let counter = Counter.make().withAnchor()
            let spinning = counter.node.task("spinner") { while !Task.isCancelled { await Task.yield() } }
            await settle()
            spinning.cancel()
        }
        #expect(
            issues == [
                """
                settle() gave up: the models' tasks kept working without a pause, so nothing was started afresh. Busy:
                • 'spinner' started by Counter at \(file):\(taskLine)
                """
            ])
    }

    @Test func aValueThatNeverCame() async {
        let (parent, tester) = Parent().andTester(exhaustivity: .off)
        let issues = await reportedIssues {
            _ = try? await tester.unwrap(parent.optional, timeout: .milliseconds(50))
        }
        #expect(
            issues == [
                """
                Expected a value of type Counter, found nil
                Read: Parent.optional
                (still failing after 50 ms with no work left in the model)
                """
            ])
    }

    // MARK: Misuse

    @Test func didSendOutsideAnAssertion() {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        let issues = reportedIssues { _ = counter.didSend(.reachedTen) }
        #expect(
            issues == [
                "didSend(_:) was called outside an assertion. It claims an event the model sent, so call it inside tester.assert { } or expect { }."
            ])
        _ = tester
    }

    @Test func wasCalledOutsideAnAssertion() {
        let onLoad = TestProbe("onLoad")
        onLoad("hello")
        let issues = reportedIssues { _ = onLoad.wasCalled(with: "hello") }
        #expect(
            issues == [
                "onLoad.wasCalled was called outside an assertion. It claims a call of the probe, so call it inside tester.assert { } or expect { }."
            ])
        #expect(onLoad.unassertedCalls.count == 1)
    }

    @Test func verbsOfModelTestingOutsideSuchATest() async throws {
        let issues = await reportedIssues {
            await expect { true }
            await expect(1 == 1)
            _ = try? await require(Optional(1))
            await settle()
            await withExhaustivity(.off) {}
            TestProbe("onLoad", autoInstall: false).install()
        }
        let suffix =
            " was called outside a test marked .modelTesting. Add the trait to the test or its suite: @Test(.modelTesting) or @Suite(.modelTesting)."
        #expect(
            issues
                == ["expect { }", "expect(_:)", "require(_:)", "settle", "withExhaustivity", "onLoad.install()"].map {
                    $0 + suffix
                })
    }

    @Test func aWaitThatGaveUp() async {
        let line: UInt = #line + 1
        let error = await #expect(throws: WaitUntilTimeoutError.self) {
            try await waitUntil(false, timeout: .milliseconds(10))
        }
        #expect(
            error?.description
                == "The condition at \(file):\(line) was still false 10 ms after the models last had work.")
    }
}
