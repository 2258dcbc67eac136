import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

/// `andTester` and `assert`: passing forms stay quiet, failing ones say what and where.
@Suite struct ModelTesterTests {
    @Test func assertPassesOnceTheStateMatches() async {
        let (parent, tester) = Parent().andTester()
        parent.list.append(.make())
        await tester.assert {
            parent.list.count == 1
        }
        parent.list[0].count += 1
        await tester.assert(parent.list[0].count == 1)
    }

    @Test func assertWaitsForAsynchronousWork() async {
        let (counter, tester) = Counter.make().andTester()
        counter.node.task { counter.count = 3 }
        await tester.assert(counter.count == 3)
    }

    @Test func assertTakesBoolExpressionsConditionalsAndLoops() async {
        let (parent, tester) = Parent().andTester()
        parent.list = [.make(count: 1), .make(count: 2)]
        parent.title = "Alpha"
        await tester.assert {
            parent.title.hasPrefix("A")
            for (index, counter) in parent.list.enumerated() {
                counter.count == index + 1
            }
            if parent.optional == nil {
                parent.list.count == 2
            }
        }
    }

    @Test func aFailingComparisonShowsADiff() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        counter.count = 2
        await withKnownIssue {
            await tester.assert(timeout: .milliseconds(50)) {
                counter.count == 3
            }
        } matching: { issue in
            let text = issue.description
            return text.contains("Expected the values to be equal") && text.contains("− 2") && text.contains("+ 3")
        }
    }

    @Test func comparisonsOfEveryKindShowDiffs() async {
        let (parent, tester) = Parent().andTester(exhaustivity: .off)
        parent.title = "Alpha"
        parent.optional = .make(count: 1)
        await withKnownIssue {
            await tester.assert(timeout: .milliseconds(50)) {
                parent.title == "Beta"
                parent.optional?.count == 2
            }
        } matching: { issue in
            let text = issue.description
            return text.contains("Expected the values to be equal") && (text.contains("Beta") || text.contains("+ 2"))
        }
    }

    @Test func numbersCompareAcrossLiteralTypes() async {
        let (counter, tester) = Counter.make(count: 2).andTester()
        await tester.assert {
            counter.count == 2.0
            Double(counter.count) == 2
        }
    }

    @Test func aSliceComparesWithAnArrayLiteralElementByElement() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        counter.history = [1, 2, 3]
        await tester.assert {
            counter.history.suffix(2) == [2, 3]
            counter.history.dropFirst() == [2, 3]
        }
        await withKnownIssue {
            await tester.assert(timeout: .milliseconds(50)) {
                counter.history.suffix(2) == [2, 4]
            }
        } matching: { issue in
            issue.description.contains("Expected the values to be equal") && issue.description.contains("+   [1]: 4")
        }
    }

    @Test func mismatchedLiteralTypesAreExplained() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        await withKnownIssue {
            await tester.assert(timeout: .milliseconds(50)) {
                Set(counter.history) == [1]
            }
        } matching: {
            $0.description.contains("Can't compare a Set<Int> with a Array<Int>")
        }
    }

    @Test func aFailingConditionSaysSo() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        await withKnownIssue {
            await tester.assert(counter.count > 0, timeout: .milliseconds(50))
        } matching: {
            $0.description.contains("Expected the condition to be true")
        }
    }

    @Test func unwrapWaitsForAValue() async throws {
        let (parent, tester) = Parent().andTester()
        parent.node.task { parent.optional = .make(count: 4) }
        let child = try await tester.unwrap(parent.optional)
        #expect(child.count == 4)
    }

    @Test func unwrapThrowsAndReportsWhenNothingComes() async {
        let (parent, tester) = Parent().andTester(exhaustivity: .off)
        await withKnownIssue {
            await #expect(throws: UnwrapError.self) {
                _ = try await tester.unwrap(parent.optional, timeout: .milliseconds(50))
            }
        } matching: {
            $0.description.contains("Expected a value of type Counter, found nil")
        }
    }

    @Test func didSendAssertsAnEvent() async {
        let (counter, tester) = Counter.make().andTester()
        counter.node.send(.reset(to: 1))
        counter.node.send(AppEvent.logout)
        await tester.assert {
            counter.didSend(.reset(to: 1))
            counter.didSend(AppEvent.logout)
        }
    }

    @Test func aMissingEventIsNamedWithWhatWasSent() async {
        let (counter, tester) = Counter.make().andTester(exhaustivity: .off)
        counter.node.send(.reachedTen)
        await withKnownIssue {
            await tester.assert(timeout: .milliseconds(50)) {
                counter.didSend(.reset(to: 0))
            }
        } matching: {
            $0.description.contains(
                "Counter did not send Counter.Event.reset(to: 0); unasserted events it sent: Counter.Event.reachedTen")
        }
    }

    @Test func theLabelledDependenciesFormOfSwiftModel() async throws {
        let (counter, tester) = Counter.make().andTester(withDependencies: { $0.numberClient.fact = { "\($0)!" } })
        #expect(try await counter.numberClient.fact(3) == "3!")
        _ = tester
    }

    @Test func timeoutsInNanosecondsAsSwiftModelSpelledThem() async throws {
        let (parent, tester) = Parent().andTester()
        parent.node.task { parent.optional = .make(count: 1) }
        let child = try await tester.unwrap(parent.optional, timeoutNanoseconds: 1_000_000_000)
        await tester.assert(timeoutNanoseconds: 1_000_000_000) {
            child.count == 1
        }
        await tester.assert(child.count == 1, timeoutNanoseconds: 1_000_000_000)
    }

    @Test func anAssertionWaitsWhileTheModelIsStillWorking() async {
        // The task works for longer than the timeout before the write: as
        // long as it has work, the assertion keeps waiting rather than fail.
        let (counter, tester) = Counter.make().andTester()
        tester.timeout = .milliseconds(1)
        counter.node.task {
            var sum = 0
            for number in 0..<5_000_000 { sum &+= number }
            counter.count = sum > 0 ? 1 : 2
        }
        await tester.assert(counter.count == 1)
    }
}
