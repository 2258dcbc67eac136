import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

/// What the tester checks when it goes away, category by category.
@Suite struct ExhaustivityTests {
    @Test func anUnassertedStateChangeFailsWithItsDiff() {
        withKnownIssue {
            let (parent, tester) = Parent().andTester()
            parent.list.append(.make())
            parent.list[0].count = 5
            _ = tester
        } matching: { issue in
            let text = issue.description
            return text.contains("State changes were not asserted")
                && text.contains("Parent.list[0].count:") && text.contains("- 0") && text.contains("+ 5")
                && text.contains("Parent.list:")
        }
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

    @Test func aChangeBackToTheAssertedValueNeedsNoAssertion() async {
        let (counter, tester) = Counter.make().andTester()
        counter.count = 1
        counter.count = 0
        _ = tester
    }

    @Test func anUnassertedEventFails() {
        withKnownIssue {
            let (counter, tester) = Counter.make().andTester()
            counter.node.send(.reachedTen)
            _ = tester
        } matching: { $0.description.contains("Events were not asserted:\n• Counter sent Counter.Event.reachedTen") }
    }

    @Test func aBusyTaskFails() {
        withKnownIssue {
            let (counter, tester) = Counter.make().andTester()
            tester.timeout = .milliseconds(50)
            counter.node.task("slow work") { try? await Task.sleep(for: .seconds(60)) }
        } matching: { issue in
            issue.description.contains("Tasks were still running:\n• 'slow work' started by Counter at \(#fileID):")
        }
    }

    @Test func aTaskWaitingForTheModelIsNotBusy() async {
        let (counter, tester) = Counter.make().andTester()
        counter.node.forEach(Observed(initial: false) { counter.count }) { _ in }
        counter.node.forEach(counter.node.event(of: .reachedTen)) { }
        _ = tester
    }

    @Test func anUnassertedProbeCallFails() {
        withKnownIssue {
            let onFact = TestProbe("onFact")
            let (counter, tester) = Counter(onFact: onFact.call, formatter: { "\($0)" }).andTester()
            tester.install(onFact)
            counter.onFact(2, "two")
        } matching: { $0.description.contains(#"Probe calls were not asserted:\#n• onFact was called with (2, "two")"#) }
    }

    @Test func exhaustivityCanBeOffOrASubset() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        counter.count = 9
        counter.node.send(.reachedTen)
        let (other, subsetTester) = Counter.make().andTester(exhaustivity: [.events])
        other.count = 9
        await subsetTester.assert(other.didSend(.reachedTen) == false)
        _ = tester
    }

    @Test func exhaustivityIsSettableAfterCreation() {
        let (counter, tester) = Counter.make().andTester()
        counter.count = 9
        tester.exhaustivity = [.events, .tasks, .probes]
    }

    @Test func skippedAssertionsArePrintedWithoutFailing() {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        tester.showSkippedAssertions = true
        counter.count = 9
    }
}
