import ModelRuntime
import Testing

@testable import Showcase

/// A hierarchy anchored with `withAnchor()` is torn down when the last copy
/// of the model it returned goes away.
@Suite struct ReleaseTests {
    let log = Log()

    @Test func theHierarchyGoesWithTheLastCopyOfTheModel() {
        var copy: Tracked?
        do {
            let root = Tracked.tree("root", log: log, children: [.tree("child", log: log)]).withAnchor()
            copy = root
        }
        #expect(log.all == ["activate root", "activate child"])
        copy = nil
        #expect(log.all == ["activate root", "activate child", "deactivate root", "deactivate child"])
        _ = copy
    }

    @Test func everyCancellationHandlerRunsWhenTheModelGoes() {
        let count = Locked(0)
        do {
            let node = Counter.make().withAnchor().node
            node.onCancel { count.withLock { $0 += 5 } }
            node.onCancel { count.withLock { $0 += 3 } }
            #expect(count.withLock { $0 } == 0)
        }
        #expect(count.withLock { $0 } == 8)
    }

    @Test func cancellingAGroupLeavesTheRestForTheEnd() {
        let count = Locked(0)
        do {
            let node = Counter.make().withAnchor().node
            node.cancellationContext(for: "outer") {
                node.onCancel { count.withLock { $0 += 1 } }
            }
            node.onCancel { count.withLock { $0 += 10 } }
            node.cancelAll(for: "outer")
            #expect(count.withLock { $0 } == 1)
        }
        #expect(count.withLock { $0 } == 11)
    }

    @Test func copiesTheHierarchyHandsOutDoNotKeepIt() {
        let child: Tracked
        do {
            let root = Tracked.tree("root", log: log, children: [.tree("child", log: log)]).withAnchor()
            child = root.children[0]
            _ = child.node.mapHierarchy(for: .ancestors) { $0 as? Tracked }
        }
        #expect(log.all == ["activate root", "activate child", "deactivate root", "deactivate child"])
        #expect(child.name == "child")
    }

    @Test func workTheModelStartsOnItselfDoesNotKeepIt() {
        do {
            _ = Tracked.tree("root", log: log)
                .withActivation { root in
                    root.node.task {
                        try? await Task.sleep(for: .seconds(3_600))
                        _ = root.name
                    }
                    root.node.forEach(Observed { root.children.count }) { _ in _ = root.name }
                }
                .withAnchor()
        }
        #expect(log.all == ["activate root", "deactivate root"])
    }

    @Test(.timeLimit(.minutes(1))) func workThatCapturesTheReturnedModelKeepsItUntilItEnds() async {
        let (deactivations, deactivated) = AsyncStream<String>.makeStream()
        let (gate, open) = AsyncStream<Void>.makeStream()
        do {
            let root = Tracked(name: "root") { event in
                if event.hasPrefix("deactivate") { deactivated.yield(event) }
            }.withAnchor()
            root.node.task {
                for await _ in gate {}
                _ = root.name
            }
        }
        open.finish()
        var events = deactivations.makeAsyncIterator()
        #expect(await events.next() == "deactivate root")
    }

    @Test func anObservedLetGoOfFreesWhatItsExpressionCaptured() {
        final class Captured: Sendable {}
        weak var captured: Captured?
        weak var context: ModelContext<Counter>?
        do {
            let (counter, anchor) = Counter.make().andAnchor()
            context = counter._$context
            do {
                let object = Captured()
                captured = object
                let values = Observed {
                    _ = object
                    return counter.count
                }.makeAsyncIterator()
                withExtendedLifetime(values) {}
            }
            // The consumer let go while the model lives on.
            #expect(captured == nil)
            _ = anchor
        }
        #expect(context == nil)
    }

    @Test func anchoringTwiceIsReportedAndLeavesTheFirstAnchorInCharge() {
        let (root, anchor) = Tracked.tree("root", log: log).andAnchor()
        withKnownIssue {
            _ = root.withAnchor()
        } matching: {
            $0.description.contains("Tracked is already anchored")
        }
        #expect(log.all == ["activate root"])
        withExtendedLifetime(anchor) {}
        _ = consume anchor
        #expect(log.all == ["activate root", "deactivate root"])
    }
}
