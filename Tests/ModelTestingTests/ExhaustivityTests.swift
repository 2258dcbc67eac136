import Clocks
import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

/// What the tester checks when it goes away, category by category.
@Suite struct ExhaustivityTests {
    @Test func anUnassertedStateChangeFailsWithItsValueBeforeAndAfter() {
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.list.append(.make())
            parent.list[0].count = 5
            _ = tester
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("State changes were not asserted:\n") == true)
        #expect(issues.first?.contains("• Parent.list[0].count: 0 → 5\n") == true)
        #expect(issues.first?.contains("• Parent.list (− before, + after):\n") == true)
    }

    @Test func assertingEveryChangeSatisfiesExhaustivity() async {
        let (parent, tester) = Parent().andTester()
        parent.list.append(.make())
        parent.list[0].count = 5
        await tester.assert {
            parent.list.count == 1
            parent.list[0].count == 5
        }
    }

    @Test func whatAContainerHoldsBesidesModelsIsState() async {
        // A destination's text, a page's number: changed, and not asserted.
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.page = Paginated(items: [])
            _ = tester
        }
        #expect(issues.count == 1)
        let asserted = await reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.destination = .note("Draft")
            parent.page = Paginated(items: [])
            await tester.assert {
                note(parent.destination) == "Draft"
                parent.page?.currentPage == 0
            }
            parent.destination = .note("Saved")
            parent.page?.currentPage = 1
            await tester.assert {
                note(parent.destination) == "Saved"
                parent.page?.currentPage == 1
            }
        }
        #expect(asserted == [])
        let unasserted = await reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.destination = .note("Draft")
            parent.page = Paginated(items: [])
            await tester.assert {
                note(parent.destination) == "Draft"
                parent.page?.hasMore == true
            }
            parent.destination = .note("Saved")
            parent.page?.currentPage = 1
        }
        #expect(unasserted.count == 1)
        #expect(unasserted.first?.contains("• Parent.destination: .note(\"Draft\") → .note(\"Saved\")\n") == true)
        #expect(unasserted.first?.contains("• Parent.page (− before, + after):\n") == true)
    }

    @Test func aChangeBackToTheAssertedValueNeedsNoAssertion() {
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            counter.count = 1
            counter.count = 0
            _ = tester
        }
        #expect(issues == [])
        // The same change left where it went is reported.
        let unasserted = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            counter.count = 1
            _ = tester
        }
        #expect(unasserted.count == 1)
    }

    @Test func anUnassertedEventFails() {
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            counter.node.send(.reachedTen)
            _ = tester
        }
        #expect(issues.first?.hasPrefix("Events were not asserted:\n• Counter sent Counter.Event.reachedTen\n") == true)
    }

    @Test func aBusyTaskTheTestStartedFails() {
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            counter.node.task("slow work") { try? await Task.sleep(for: .seconds(60)) }
            _ = tester
        }
        #expect(
            issues.first?.hasPrefix(
                "Tasks were still running:\n• 'slow work' started by Counter at \(#fileID):")
                == true)
    }

    @Test func aTaskWaitingForTheModelIsNotBusy() async {
        let issues = await reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            counter.node.forEach(Observed(initial: false) { counter.count }) { _ in }
            counter.node.forEach(counter.node.event(of: .reachedTen)) {}
            // The tester going away checks at once; the assertion is what waits
            // for the loops to reach their waits (without it, a loop still on
            // its way there under load is, rightly, running).
            await tester.assert(counter.count == 0)
        }
        #expect(issues == [])
    }

    @Test func aTimerTheModelRunsFromActivationIsNotUnfinishedWork() async {
        // Work started in onActivate lasts as long as the model does; the
        // tester going away ends it rather than reporting it.
        let issues = await reportedIssues {
            let clock = TestClock()
            let ticking = Counter.make().withActivation { counter in
                counter.node.forEach(clock.timer(interval: .seconds(1))) { _ in counter.count += 1 }
            }
            let (counter, tester) = ticking.andTester()
            // An assertion returns once the model's tasks wait, here for the
            // clock: each advance finds the timer's next tick scheduled.
            await tester.assert(counter.count == 0)
            await clock.advance(by: .seconds(1))
            await tester.assert(counter.count == 1)
            await clock.advance(by: .seconds(1))
            await tester.assert(counter.count == 2)
        }
        #expect(issues == [])
    }

    @Test func workThatActivationWorkStartsLaterIsActivationWorkToo() async {
        // As a recording starts its timer once it knows whether it may
        // listen: the timer belongs to the model's activation, however late
        // it starts, and lasts as long as the model.
        let clock = TestClock()
        let recording = Counter.make().withActivation { counter in
            counter.node.task {
                _ = try? await counter.numberClient.fact(0)
                counter.node.forEach(clock.timer(interval: .seconds(1))) { _ in counter.count += 1 }
            }
        }
        let issues = await reportedIssues {
            let (counter, tester) = recording.andTester { $0.numberClient.fact = { "\($0)" } }
            await tester.assert(counter.count == 0)
            await clock.advance(by: .seconds(1))
            await tester.assert(counter.count == 1)
        }
        #expect(issues == [])
    }

    @Test func aTaskCancelledWithItsModelIsNotStillRunning() async {
        // Its model was removed: the task was told to end, and how soon it
        // gets to is up to threads other tests may keep busy.
        let gate = Gate()
        let issues = await reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.list.append(.make())
            parent.list[0].node.task { await gate.wait() }
            parent.list.removeAll()
            await tester.assert(parent.list.isEmpty)
        }
        gate.open()
        #expect(issues == [])
    }

    @Test func aTaskTheTestCancelledIsNotStillRunning() {
        let gate = Gate()
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            counter.node.task { await gate.wait() }.cancel()
            _ = tester
        }
        gate.open()
        #expect(issues == [])
    }

    @Test func anAssertionReturnsOnceTheTaskItWaitedForHasNoWorkLeft() async {
        // The task ends some time after the write the assertion waits for;
        // the tester, going away right after, must find it ended.
        let log = Log()
        let (counter, tester) = Counter.make().andTester()
        counter.node.task {
            counter.count = 1
            var sum = 0
            for number in 0..<2_000_000 { sum &+= number }
            log.append("ended after summing to \(sum)")
        }
        await tester.assert(counter.count == 1)
        #expect(log.all == ["ended after summing to 1999999000000"])
    }

    @Test func theUndoSystemsAvailabilityIsNotUnassertedState() async {
        let stack = ModelUndoStack()
        let undoable = Editor().withActivation { $0.node.trackUndo() }
        let (editor, tester) = undoable.andTester(withDependencies: { $0.undoSystem.backend = stack })
        editor.title = "Draft"
        await tester.assert(editor.title == "Draft")
        #expect(stack.canUndo)
    }

    @Test func anUnassertedProbeCallFails() {
        let issues = reportedIssues {
            let onFact = TestProbe("onFact")
            let (counter, tester) = Counter(onFact: onFact.call, formatter: { "\($0)" }).andTester()
            tester.install(onFact)
            counter.onFact(2, "two")
        }
        #expect(
            issues.first?.hasPrefix(#"Probe calls were not asserted:\#n• onFact was called with (2, "two")\#n"#) == true
        )
    }

    @Test func fullChecksPreferences() {
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.list.append(.make())
            parent.list[0].node.preference.total = 3
            tester.exhaustivity = .full.removing(.state)
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix(
                "Preferences were not asserted:\n• Parent.list[0] preference total: (not set) → 3\n") == true)
    }

    @Test func aContributionThatFoldsToNothingIsNoChange() {
        // A child reporting 0 to a sum as it activates: no reader can tell.
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.list.append(.make())
            parent.list[0].node.preference.total = 0
            parent.list[0].node.preference.anyDirty = false
            parent.list[0].node.preference.tags = []
            tester.exhaustivity = .full.removing(.state)
        }
        #expect(issues == [])
        let changed = reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.list.append(.make())
            parent.list[0].node.preference.allDone = false
            tester.exhaustivity = .full.removing(.state)
        }
        #expect(changed.count == 1)
    }

    @Test func aContextValueAModelReadsAnywayIsNoChange() {
        // The default, or what an ancestor set for the environment.
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.list.append(.make())
            parent.node.context.isFeatureEnabled = false
            parent.node.context.theme = "dark"
            parent.list[0].node.context.theme = "dark"
            tester.exhaustivity = [.context]
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix("Context values were not asserted:\n• Parent context theme: (not set) → \"dark\"\n")
                == true)
    }

    @Test func readingAPreferenceAssertsTheContributionsItFolds() async {
        func issues(readingTheTotal: Bool) async -> [String] {
            await reportedIssues {
                let (parent, tester) = Parent().andTester()
                parent.list = [.make(), .make()]
                parent.list[0].node.preference.total = 3
                parent.list[1].node.preference.total = 4
                await tester.assert {
                    parent.list.count == 2
                    if readingTheTotal {
                        parent.node.preference.total == 7
                    }
                }
            }
        }
        #expect(await issues(readingTheTotal: true) == [])
        // Left unread, the two contributions are reported.
        let unread = await issues(readingTheTotal: false)
        #expect(unread.count == 1)
        #expect(unread.first?.hasPrefix("Preferences were not asserted:\n") == true)
    }

    @Test func fullChecksContextValues() {
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester()
            parent.node.context.theme = "dark"
            parent.node.context.isFeatureEnabled = true
            parent.node.removeContext(\.isFeatureEnabled)
            _ = tester
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix(
                #"Context values were not asserted:\#n• Parent context theme: (not set) → "dark"\#n"#) == true)
    }

    @Test func readingAContextValueAssertsIt() async {
        func issues(readingTheTheme: Bool) async -> [String] {
            await reportedIssues {
                let (parent, tester) = Parent().andTester()
                parent.list.append(.make())
                parent.node.context.theme = "dark"
                await tester.assert {
                    parent.list.count == 1
                    if readingTheTheme {
                        parent.list[0].node.context.theme == "dark"
                    }
                }
            }
        }
        #expect(await issues(readingTheTheme: true) == [])
        // Left unread, the value set is reported.
        let unread = await issues(readingTheTheme: false)
        #expect(unread.count == 1)
        #expect(unread.first?.hasPrefix("Context values were not asserted:\n") == true)
    }

    @Test func contextAndPreferenceCanBeLeftOut() {
        func issues(_ exhaustivity: Exhaustivity) -> [String] {
            reportedIssues {
                let (parent, tester) = Parent().andTester(exhaustivity: exhaustivity)
                parent.node.context.theme = "dark"
                parent.node.preference.total = 1
                _ = tester
            }
        }
        #expect(issues(.full.removing([.context, .preference])) == [])
        #expect(issues(.full).count == 2)
    }

    @Test func exhaustivityCanBeOffOrASubset() async {
        let issues = await reportedIssues {
            let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
            counter.count = 9
            counter.node.send(.reachedTen)
            let (other, subsetTester) = Counter.make().andTester(exhaustivity: [.events])
            other.count = 9
            await subsetTester.assert(other.didSend(.reachedTen) == false)
            _ = tester
        }
        #expect(issues == [])
    }

    @Test func exhaustivityIsSettableAfterCreation() {
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester()
            counter.count = 9
            tester.exhaustivity = .full.subtracting(.state)
        }
        #expect(issues == [])
    }

    @Test func skippedAssertionsArePrintedWithoutFailing() {
        let issues = reportedIssues {
            let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
            tester.showSkippedAssertions = true
            counter.count = 9
        }
        #expect(issues == [])
    }

    @Test func fullIsEveryCategoryButTransitions() {
        #expect(Exhaustivity.full == [.state, .events, .tasks, .probes, .context, .preference])
        #expect(Exhaustivity.full.adding(.transitions).contains(.transitions))
        #expect(Exhaustivity.off.adding(.state) == .state)
        #expect(
            ExhaustivityModifier.removing(.events).apply(to: .full) == [.state, .tasks, .probes, .context, .preference])
        #expect(ExhaustivityModifier.adding(.transitions).apply(to: .state) == [.state, .transitions])
    }
}

/// The text of a `.note` destination.
nonisolated private func note(_ destination: Destination?) -> String? {
    guard case .note(let text)? = destination else { return nil }
    return text
}
