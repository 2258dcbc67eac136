import Foundation
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

    // As a binding's write to a removed model is (ModelSwiftUI): a write,
    // a `+= 1`, and a `children:` assignment are each reported and dropped.
    @Test func aDirectWriteToARemovedModelIsReportedAndDropped() {
        let (parent, anchor) = Parent().andAnchor()
        let counter = Counter.make(count: 1)
        parent.list = [counter]
        parent.list = []
        withKnownIssue {
            counter.count = 5
        } matching: {
            $0.description.contains("Counter.count was written after the Counter was removed from its hierarchy")
        }
        withKnownIssue {
            counter.count += 1
        } matching: {
            $0.description.contains("Counter.count was written after the Counter was removed")
        }
        #expect(counter.count == 1)
        let row = Tracked.tree("row", log: Log())
        let (root, rootAnchor) = Tracked.tree("root", log: Log(), children: [row]).andAnchor()
        root.children = []
        withKnownIssue {
            row.children = [Tracked.tree("late", log: Log())]
        } matching: {
            $0.description.contains("Tracked.children was written after the Tracked was removed")
        }
        #expect(row.children.isEmpty)
        _ = (anchor, rootAnchor)
    }

    // Cancelled work winding down (a task's `defer`, run as the removal
    // cancels it) is no misuse: its write is dropped without a report.
    @Test func aCancelledTasksLastWriteToItsRemovedModelIsNotReported() async {
        let (parent, anchor) = Parent().andAnchor()
        let counter = Counter.make(count: 1)
        parent.list = [counter]
        let (ended, end) = AsyncStream<Void>.makeStream()
        counter.node.task {
            defer {
                counter.count = 7
                end.finish()
            }
            try? await Task.sleep(for: .seconds(600))
        }
        parent.list = []
        for await _ in ended {}
        #expect(counter.count == 1)
        _ = anchor
    }

    /// Found by the simulation's concurrent mode: a removal marks the model
    /// removed before it cancels its work, and a task's write in between was
    /// reported. Here the removal's first `onCancel` handler holds it there
    /// until the task has written. A synchronous test: only the task waits on
    /// the cooperative pool, and not for long.
    @Test func aTaskWritingItsModelAsTheRemovalCancelsItIsNotReported() throws {
        let (parent, anchor) = Parent(list: [.make(count: 1)]).andAnchor()
        let counter = parent.list[0]
        let removing = DispatchSemaphore(value: 0)
        let wrote = DispatchSemaphore(value: 0)
        counter.node.onCancel {
            removing.signal()
            _ = wrote.wait(timeout: .now() + 10)
        }
        counter.node.task {
            guard removing.wait(timeout: .now() + 10) == .success else { return }
            counter.count = 7
            wrote.signal()
        }
        parent.list = []
        #expect(counter.count == 1)
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
