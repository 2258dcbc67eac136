import ModelRuntime
import Testing

@testable import Showcase

/// Misuse the runtime reports through IssueReporting, and what it does instead.
@Suite struct MisuseTests {
    @Test func addingAFrozenCopysChildIsReported() {
        let log = Log()
        let (root, anchor) = Tracked.tree("root", log: log, children: [.tree("child", log: log)]).andAnchor()
        let frozenChild = root.frozenCopy.children[0]
        withKnownIssue {
            root.children.append(frozenChild)
        } matching: {
            $0.description.contains("A frozen copy of Tracked was added to a hierarchy")
        }
        #expect(log.all == ["activate root", "activate child"])
        _ = anchor
    }

    @Test func addingARemovedChildAgainIsReported() {
        let log = Log()
        let child = Tracked.tree("child", log: log)
        let (root, anchor) = Tracked.tree("root", log: log, children: [child]).andAnchor()
        root.children.removeAll()
        withKnownIssue {
            root.children.append(child)
        } matching: {
            $0.description.contains("Tracked was added to a hierarchy after it was removed from one")
        }
        #expect(log.all == ["activate root", "activate child", "deactivate child"])
        _ = anchor
    }

    @Test func movingAChildWithinOneTransactionIsNotAMisuse() {
        let log = Log()
        let child = Tracked.tree("child", log: log)
        let (root, anchor) = Tracked.tree("root", log: log, children: [child]).andAnchor()
        root.node.transaction {
            root.children.removeAll()
            root.children.append(child)
        }
        #expect(log.all == ["activate root", "activate child"])
        _ = anchor
    }

    @Test func memoizeOnAnUnanchoredModelIsReported() {
        let counter = Counter.make(count: 2)
        withKnownIssue {
            #expect(counter.node.memoize(for: "double") { counter.count * 2 } == 4)
        } matching: {
            $0.description.contains("node.memoize was used on a Counter that is not anchored")
        }
    }
}
