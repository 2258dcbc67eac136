import ModelRuntime
import Testing

@testable import Showcase

/// Hierarchy queries, inside and outside `Observed`, and unique ownership.
@Suite struct HierarchyTests {
    @Test func mapAndReduceOverRelations() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make(count: 1), .make(count: 2)]
        parent.optional = .make(count: 3)
        let counts = parent.node.mapHierarchy(for: [.self, .descendants]) { ($0 as? Counter)?.count }
        #expect(Set(counts) == [0, 1, 2, 3])
        let total = parent.node.reduceHierarchy(for: .children, transform: { ($0 as? Counter)?.count }, into: 0) {
            $0 += $1
        }
        #expect(total == 6)
        let ancestors = parent.list[0].node.mapHierarchy(for: .ancestors) { $0 as? Parent }
        #expect(ancestors.map(\.id) == [parent.id])
        _ = anchor
    }

    @Test func observedQueriesFollowPropertiesAndStructure() async {
        let (parent, anchor) = Parent().andAnchor()
        var totals = Observed {
            parent.node.reduceHierarchy(for: .descendants, transform: { ($0 as? Counter)?.count }, into: 0) { $0 += $1 }
        }.makeAsyncIterator()
        // The inline child of a new Parent counts too (count 0).
        #expect(await totals.next() == 0)
        parent.list.append(.make(count: 5))
        #expect(await totals.next() == 5)
        parent.list[0].count = 7
        #expect(await totals.next() == 7)
        parent.list.removeAll()
        #expect(await totals.next() == 0)
        _ = anchor
    }

    @Test func uniquelyReferencedFollowsSharing() async {
        let (parent, anchor) = Parent().andAnchor()
        let counter = Counter.make()
        parent.list = [counter]
        var uniqueness = counter.node.uniquelyReferenced().makeAsyncIterator()
        #expect(await uniqueness.next() == true)
        parent.optional = counter
        #expect(await uniqueness.next() == false)
        parent.list.removeAll()
        #expect(await uniqueness.next() == true)
        _ = anchor
    }

    @Test(.timeLimit(.minutes(1))) func uniquelyReferencedEmitsOnlyWhenItChanges() async {
        let (parent, anchor) = Parent().andAnchor()
        let counter = Counter.make()
        parent.list = [counter, .make()]
        var uniqueness = counter.node.uniquelyReferenced().makeAsyncIterator()
        parent.list.swapAt(0, 1)  // relinks the counter to the same parent
        parent.optional = counter
        #expect(await uniqueness.next() == true)
        #expect(await uniqueness.next() == false)
        _ = anchor
    }

    @Test func theHierarchyOfAnUnanchoredModelIsEmpty() {
        let parent = Parent(list: [.make(count: 1)])
        #expect(parent.node.mapHierarchy(for: [.self, .descendants]) { $0 as? Counter }.isEmpty)
        let total = parent.node.reduceHierarchy(for: [.self, .children], transform: { _ in 1 }, into: 0) { $0 += $1 }
        #expect(total == 0)
    }

    @Test func sharedModelsActivateOnceAndLeaveWithTheirLastParent() {
        let log = Log()
        let shared = Tracked.tree("shared", log: log)
        let (root, anchor) = Tracked.tree("root", log: log, children: [shared, shared]).andAnchor()
        root.children.append(shared)
        #expect(log.all == ["activate root", "activate shared"])
        root.children.removeLast(2)
        #expect(log.all == ["activate root", "activate shared"])
        root.children.removeAll()
        #expect(log.all == ["activate root", "activate shared", "deactivate shared"])
        _ = anchor
    }
}
