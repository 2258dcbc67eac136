import Foundation
import ModelRuntime
import Showcase

/// Counts, in the concurrent mode, the events the parent receives from its
/// children (sent up) and each shared counter receives from the parent (sent down).
final class EventCounts: Sendable {
    private let up = Locked(0)
    private let down: [Locked<Int>]

    init(parent: Parent, shared: [Counter]) {
        let up = self.up
        parent.node.forEach(parent.node.event(ofType: AppEvent.self)) { _ in up.withLock { $0 += 1 } }
        down = shared.map { counter in
            let count = Locked(0)
            counter.node.forEach(counter.node.event(ofType: AppEvent.self)) { _ in count.withLock { $0 += 1 } }
            return count
        }
    }

    /// Waits, up to a ceiling, for `up` events at the parent and `down` at each shared counter.
    func waitFor(up expectedUp: Int, down expectedDown: Int) throws {
        let deadline = Date().addingTimeInterval(10)
        func arrived() -> (up: Int, down: [Int]) { (up.withLock { $0 }, down.map { $0.withLock { $0 } }) }
        while arrived() != (expectedUp, Array(repeating: expectedDown, count: down.count)), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        let (receivedUp, receivedDown) = arrived()
        try expect(receivedUp, expectedUp, "the events the parent received from its children")
        try expect(
            receivedDown, Array(repeating: expectedDown, count: down.count), "the events each shared counter received")
    }
}
