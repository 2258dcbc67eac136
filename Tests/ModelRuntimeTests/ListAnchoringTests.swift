import Testing

@_spi(ModelTesting) import ModelRuntime

@testable import Showcase

/// A list of fresh models joins, activates and goes as a whole (one locked
/// step for the list, one dependency binding), with the same order and
/// checks as one model at a time.
@Suite struct ListAnchoringTests {
    let log = Log()

    @Test func freshModelsActivateInOrderAroundModelsSetUpOrHoldingOthers() {
        let root = Tracked.tree(
            "root", log: log,
            children: [
                .tree("a", log: log),
                Tracked.tree("b", log: log).withActivation { _ in log.append("set up b") },
                .tree("c", log: log, children: [.tree("c1", log: log), .tree("c2", log: log)]),
                .tree("d", log: log),
                .tree("e", log: log),
            ])
        let (_, anchor) = root.andAnchor()
        #expect(
            log.all == [
                "activate root", "activate a", "activate b", "set up b", "activate c", "activate c1", "activate c2",
                "activate d", "activate e",
            ])
        _ = anchor
    }

    @Test func aModelRemovedByAnEarlierSiblingsActivationNeverActivates() {
        let holder = Locked<Tracked?>(nil)
        let first = Tracked(name: "a") { entry in
            log.append(entry)
            guard entry == "activate a", let root = holder.withLock({ $0 }) else { return }
            root.children.removeAll { $0.name == "b" }
        }
        let root = Tracked.tree("root", log: log, children: [first, .tree("b", log: log), .tree("c", log: log)])
        holder.withLock { $0 = root }
        let (_, anchor) = root.andAnchor()
        #expect(log.all == ["activate root", "activate a", "activate c"])
        _ = anchor
        holder.withLock { $0 = nil }
    }

    @Test func aParentsWorkIsCancelledWhileItsItemsAreStillLive() {
        let seen = Locked<[String]>([])
        let paragraphs = [Paragraph(text: "a"), Paragraph(text: "b")]
        do {
            let (editor, anchor) = Editor(paragraphs: paragraphs).andAnchor()
            editor.paragraphs[0].text = "edited"
            editor.node.onCancel { seen.withLock { $0 = editor.paragraphs.map(\.text) } }
            _ = anchor
        }
        #expect(seen.withLock { $0 } == ["edited", "b"])
        // Destructed with their parent: back to the state they were created with.
        #expect(paragraphs.map(\.text) == ["a", "b"])
    }

    @Test func itemsAfterOneWithWorkAreStillLiveWhenItsWorkIsCancelled() {
        let seen = Locked<[String]>([])
        let paragraphs = [Paragraph(text: "a"), Paragraph(text: "b"), Paragraph(text: "c")]
        do {
            let (editor, anchor) = Editor(paragraphs: paragraphs).andAnchor()
            editor.paragraphs[0].text = "edited a"
            editor.paragraphs[2].text = "edited c"
            let (first, last) = (paragraphs[0], paragraphs[2])
            paragraphs[1].node.onCancel { seen.withLock { $0 = [first.text, last.text] } }
            _ = anchor
        }
        // The items deactivate in order: the first is gone, the last not yet.
        #expect(seen.withLock { $0 } == ["a", "edited c"])
        #expect(paragraphs.map(\.text) == ["a", "b", "c"])
    }

    @Test func aModelPutBackWhileItsParentsWorkIsCancelledStays() {
        let root = Tracked.tree(
            "root", log: log,
            children: [.tree("a", log: log, children: [.tree("a1", log: log)]), .tree("b", log: log)])
        let (_, anchor) = root.andAnchor()
        let (a, b) = (root.children[0], root.children[1])
        let a1 = a.children[0]
        // Its parent lets go of a1 first; the cancellation then puts it under b.
        a.node.onCancel { b.children.append(a1) }
        log.removeAll()
        root.children.removeFirst()
        #expect(log.all == ["deactivate a"])
        #expect(root.children.map(\.name) == ["b"])
        #expect(b.children.map(\.name) == ["a1"])
        _ = anchor
    }

    @Test func aModelPutBackWhileItsParentsWorkIsCancelledIsNotReportedDestructed() {
        let watcher = DestructionRecorder()
        let root = Tracked.tree(
            "root", log: log,
            children: [.tree("a", log: log, children: [.tree("a1", log: log)]), .tree("b", log: log)])
        let anchor = root.anchorForTesting(dependencies: DependencyValues._current, watcher: watcher)
        let (a, b) = (root.children[0], root.children[1])
        let a1 = a.children[0]
        a.node.onCancel { b.children.append(a1) }
        root.children.removeFirst()
        #expect(watcher.destructed == [ObjectIdentifier(a._$context)])
        _ = anchor
    }
}

/// Records the models the hierarchy reports destructed, as the test tools
/// are told.
private final class DestructionRecorder: HierarchyWatcher {
    private let recorded = Locked<[ObjectIdentifier]>([])

    var destructed: [ObjectIdentifier] { recorded.withLock { $0 } }

    func didDestruct(_ context: AnyModelContext) { recorded.withLock { $0.append(ObjectIdentifier(context)) } }
    func didAnchor(_ context: AnyModelContext) {}
    func didSend(_ event: any Sendable, from context: AnyModelContext) {}
    func didModify(_ context: AnyModelContext) {}
    func tasksDidChange() {}
    var taskExecutor: (any TaskExecutor)? { nil }
}
