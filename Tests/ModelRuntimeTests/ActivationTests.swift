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

/// `withSetup`: closures a caller adds that run before `onActivate()`.
@Suite struct WithSetupTests {
    let log = Log()

    @Test func setupsRunInOrderBeforeOnActivateAndActivationsAfter() {
        let root = Tracked.tree("root", log: log)
            .withActivation { _ in log.append("activation") }
            .withSetup { _ in log.append("first setup") }
            .withSetup { model in log.append("second setup \(model.name)") }
        let (_, anchor) = root.andAnchor()
        #expect(log.all == ["first setup", "second setup root", "activate root", "activation"])
        _ = anchor
    }

    @Test func onActivateSeesWhatASetupConfigured() {
        let seen = Log()
        let counter = Counter.make()
            .withSetup { $0.node.context.isFeatureEnabled = true }
            .withActivation { seen.append("\($0.node.context.isFeatureEnabled)") }
        let parent = Parent()
        parent.inline = counter
        let (_, anchor) = parent.andAnchor()
        #expect(seen.all == ["true"])
        _ = anchor
    }

    @Test func aSetupCanStartTheModelsWork() async {
        let (counter, anchor) = Counter.make()
            .withSetup { model in model.node.task { model.note = "set up" } }
            .andAnchor()
        await waitUntil { counter.note == "set up" }
        _ = anchor
    }

    @Test func aModelNeverAnchoredNeverRunsItsSetup() {
        _ = Tracked.tree("loose", log: log).withSetup { _ in log.append("setup") }
        #expect(log.all.isEmpty)
    }

    @Test func aChildsSetupRunsWhenItJoinsAnAnchoredParent() {
        let (root, anchor) = Tracked.tree("root", log: log).andAnchor()
        root.children.append(Tracked.tree("child", log: log).withSetup { _ in log.append("child setup") })
        #expect(log.all == ["activate root", "child setup", "activate child"])
        _ = anchor
    }
}
