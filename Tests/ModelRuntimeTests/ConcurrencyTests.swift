import Dispatch
import ModelRuntime
import Observation
import Testing

@testable import Showcase

/// Many tasks reading, writing, adding and removing children on one
/// hierarchy at once. Also run under ThreadSanitizer by `make test-tsan`.
@Suite struct ConcurrencyTests {
    @Test func incrementsFromManyTasksAreNotLost() async {
        let (counter, anchor) = Counter.make().andAnchor()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<500 { counter.count += 1 }
                }
            }
        }
        // `+=` is one read-modify-write under the hierarchy's exclusive section.
        #expect(counter.count == 4_000)
        _ = anchor
    }

    @Test func anInPlaceEditNotifiesOnlyOnceOtherThreadsMayWriteAgain() {
        let (counter, anchor) = Counter.make().andAnchor()
        let otherThreadWrote = DispatchSemaphore(value: 0)
        let waited = Log()
        withObservationTracking {
            _ = counter.count
        } onChange: {
            // Had the notification come inside the exclusive section of
            // `+=`, this write from another thread would wait for it to end.
            DispatchQueue.global().async {
                counter.step = 5
                otherThreadWrote.signal()
            }
            waited.append("\(otherThreadWrote.wait(timeout: .now() + 10) == .success)")
        }
        counter.count += 1
        #expect(waited.all == ["true"])
        #expect(counter.step == 5)
        _ = anchor
    }

    @Test func anInPlaceChildEditNotifiesAfterTheArrivalIsActivated() {
        let log = Log()
        let (root, anchor) = Tracked.tree("root", log: log).andAnchor()
        withObservationTracking {
            _ = root.children
        } onChange: {
            log.append("notified")
        }
        root.children.append(.tree("child", log: log))
        #expect(log.all == ["activate root", "activate child", "notified"])
        _ = anchor
    }

    @Test func stressOneHierarchy() async {
        let log = Log()
        let (root, anchor) = Tracked.tree("root", log: log).andAnchor()
        let (parent, parentAnchor) = Parent().andAnchor()
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<6 {
                group.addTask {
                    for step in 0..<200 {
                        switch (worker + step) % 4 {
                        case 0: root.children.append(.tree("\(worker)-\(step)", log: log))
                        case 1:
                            // Check and remove in one transaction: between two
                            // separate accesses another worker may empty the list.
                            root.node.transaction { if !root.children.isEmpty { root.children.removeFirst() } }
                        case 2: parent.list.append(.make(count: step))
                        default:
                            _ = parent.list.reduce(0) { $0 + $1.count }
                            if let first = parent.list.first { first.count += 1 }
                            parent.node.transaction { if parent.list.count > 20 { parent.list.removeLast(10) } }
                        }
                    }
                }
            }
        }
        // Every child still held is anchored and usable; every removed one was deactivated once.
        let held = Set(root.children.map(\.name))
        var activated: [String: Int] = [:]
        var deactivated: [String: Int] = [:]
        for entry in log.all {
            let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
            if parts[0] == "activate" {
                activated[parts[1], default: 0] += 1
            } else {
                deactivated[parts[1], default: 0] += 1
            }
        }
        for name in held {
            #expect(activated[name] == 1)
            #expect(deactivated[name] == nil)
        }
        for (name, count) in deactivated {
            #expect(count == 1)
            #expect(!held.contains(name))
        }
        #expect(root.node.mapHierarchy(for: .children) { $0 as? Tracked }.count == held.count)
        for counter in parent.list { #expect(counter.node.isUniquelyReferenced) }
        _ = anchor
        _ = parentAnchor
    }
}
