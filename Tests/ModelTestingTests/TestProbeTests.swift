import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

@Suite struct TestProbeTests {
    @Test func aProbeStandsInForACallback() async {
        let onFact = TestProbe("onFact")
        let (counter, tester) = Counter(count: 2, onFact: onFact.call, formatter: { "\($0)" }).andTester {
            $0.numberClient.fact = { "\($0) is a good number." }
        }
        tester.install(onFact)
        counter.node.task {
            counter.onFact(counter.count, try await counter.numberClient.fact(counter.count))
        } catch: { _ in
        }
        await tester.assert {
            onFact.wasCalled(with: 2, "2 is a good number.")
        }
    }

    @Test func eachCallIsAssertedOnce() async {
        let probe = TestProbe()
        let (counter, tester) = Counter.make().andTester()
        tester.install(probe)
        probe(1, "one")
        probe(1, "one")
        await tester.assert {
            probe.wasCalled(with: 1, "one")
            probe.wasCalled(with: 1, "one")
        }
        #expect(probe.unassertedCalls.isEmpty)
        _ = counter
    }

    @Test func wasCalledWithoutValuesMatchesAnyCall() async {
        let probe = TestProbe()
        let (counter, tester) = Counter.make().andTester()
        tester.install(probe)
        probe.call()
        await tester.assert(probe.wasCalled())
        _ = counter
    }

    @Test func wasCalledOutsideAnAssertionIsReportedAndAssertsNothing() {
        let probe = TestProbe("onSave")
        probe(1)
        withKnownIssue {
            _ = probe.wasCalled(with: 1)
        } matching: {
            $0.description.contains("onSave.wasCalled was called outside an assertion")
        }
        #expect(probe.unassertedCalls.count == 1)
    }

    @Test func aMismatchListsTheCallsThatHappened() async {
        let probe = TestProbe("onRemove")
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        tester.install(probe)
        probe(3)
        await withKnownIssue {
            await tester.assert(timeout: .milliseconds(50)) {
                probe.wasCalled(with: 4)
            }
        } matching: {
            $0.description.contains("onRemove was not called with (4); unasserted calls: (3)")
        }
        _ = counter
    }
}
