import ModelRuntime
import Testing

@testable import Showcase

/// `onActivate()` and `withActivation`, parents before children, and
/// deactivation in the opposite nesting: a parent's own work first.
@Suite struct ActivationTests {
    let log = Log()

    @Test func parentsActivateBeforeChildrenAndCancelFirst() {
        let tree = Tracked.tree(
            "root", log: log,
            children: [.tree("a", log: log, children: [.tree("a1", log: log)]), .tree("b", log: log)])
        do {
            let (_, anchor) = tree.andAnchor()
            _ = anchor
        }
        #expect(
            log.all == [
                "activate root", "activate a", "activate a1", "activate b",
                "deactivate root", "deactivate a", "deactivate a1", "deactivate b",
            ])
    }

    @Test func childrenDeactivateInTheOrderTheyCameNotTheOrderTheyAreIn() {
        let tree = Tracked.tree(
            "root", log: log, children: [.tree("a", log: log), .tree("b", log: log), .tree("c", log: log)])
        do {
            let (root, anchor) = tree.andAnchor()
            root.children.swapAt(0, 2)
            root.children.append(.tree("d", log: log))
            root.children.swapAt(0, 3)
            #expect(root.children.map(\.name) == ["d", "b", "a", "c"])
            _ = anchor
        }
        #expect(
            log.all == [
                "activate root", "activate a", "activate b", "activate c", "activate d",
                "deactivate root", "deactivate a", "deactivate b", "deactivate c", "deactivate d",
            ])
    }

    @Test func withActivationAddsUpInOrder() {
        let root = Tracked.tree("root", log: log)
            .withActivation { _ in log.append("first") }
            .withActivation { model in log.append("second \(model.name)") }
        let (_, anchor) = root.andAnchor()
        #expect(log.all == ["activate root", "first", "second root"])
        _ = anchor
    }

    @Test func aChildRemovedBeforeItsTurnNeverActivates() {
        let late = Tracked.tree("late", log: log)
        let root = Tracked.tree("root", log: log, children: [late])
            .withActivation { $0.children.removeAll() }
        let (_, anchor) = root.andAnchor()
        #expect(log.all == ["activate root"])
        _ = anchor
    }
}
