import ModelRuntime
import Testing

@testable import Showcase

/// Initial, anchored and destructed models, frozen copies, and anchors.
@Suite struct LifecycleTests {
    @Test func releasingTheAnchorDeactivatesTheTree() {
        let log = Log()
        do {
            let (_, anchor) = Tracked.tree("root", log: log, children: [.tree("child", log: log)]).andAnchor()
            #expect(log.all == ["activate root", "activate child"])
            _ = anchor
        }
        #expect(log.all == ["activate root", "activate child", "deactivate root", "deactivate child"])
    }

    @Test func withAnchorKeepsTheModelAlive() {
        let log = Log()
        let root = Tracked.tree("root", log: log).withAnchor()
        #expect(log.all == ["activate root"])
        root.children.append(.tree("late", log: log))
        #expect(log.all == ["activate root", "activate late"])
    }

    @Test func aDestructedModelReadsTheStateItWasCreatedWith() {
        let (parent, anchor) = Parent().andAnchor()
        let counter = Counter.make(count: 1)
        parent.list.append(counter)
        counter.count = 5
        #expect(counter.count == 5)
        parent.list.removeAll()
        // Keeping the last state would keep alive whatever its closures captured.
        #expect(counter.count == 1)
        _ = anchor
    }

    @Test func aFrozenCopyIsASnapshot() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make(count: 1)]
        let frozen = parent.frozenCopy
        parent.list[0].count = 2
        parent.list.append(.make())
        #expect(frozen.list.count == 1)
        #expect(frozen.list[0].count == 1)
        #expect(frozen.id == parent.id)
        _ = anchor
    }

    @Test func writingToAFrozenCopyIsReported() {
        let counter = Counter.make().frozenCopy
        withKnownIssue {
            counter.count = 3
        } matching: {
            $0.description.contains("frozen copy of Counter")
        }
        #expect(counter.count == 0)
    }

    @Test func editingChildrenOfAFrozenCopyInPlaceIsReportedAndChangesNothing() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make(count: 1)]
        let frozen = parent.frozenCopy
        withKnownIssue {
            frozen.list.append(.make())
        } matching: {
            $0.description.contains("frozen copy of Parent")
        }
        #expect(frozen.list.map(\.count) == [1])
        _ = anchor
    }

    @Test func anchoringTwiceIsReported() {
        let (counter, anchor) = Counter.make().andAnchor()
        withKnownIssue {
            _ = counter.andAnchor()
        } matching: {
            $0.description.contains("already anchored")
        }
        _ = anchor
    }

    @Test func addingAModelAnchoredInAnotherHierarchyIsReported() {
        let (first, firstAnchor) = Parent().andAnchor()
        let (second, secondAnchor) = Parent().andAnchor()
        let counter = Counter.make()
        first.list.append(counter)
        withKnownIssue {
            second.list.append(counter)
        } matching: {
            $0.description.contains("already anchored in another hierarchy")
        }
        #expect(first.list.map(\.id) == [counter.id])
        _ = (firstAnchor, secondAnchor)
    }
}
