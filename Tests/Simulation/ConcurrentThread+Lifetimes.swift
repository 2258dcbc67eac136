import Foundation
import ModelRuntime
import Showcase

extension ConcurrentThread {
    /// Removes one of its counters, in a transaction that finds it by identity
    /// (the others' counters move the indices meanwhile); its work is cancelled.
    func removeOwn(at index: Int, from parent: Parent) {
        let removed = own.remove(at: index)
        parent.node.transaction {
            if let position = parent.list.firstIndex(where: { $0._$context === removed.counter._$context }) {
                parent.list.remove(at: position)
            }
        }
        retire(removed)
    }

    /// Replaces one of its counters by a new one, in place in the list, in
    /// a transaction that finds it by identity; the old one's work is cancelled.
    func replaceOwn(at index: Int, in world: ConcurrentWorld, step: Int) {
        let old = own[index]
        let new = world.made(Counter.make(count: step), "thread \(number)'s counter of step \(step)")
        let parent = world.parent
        parent.node.transaction {
            if let position = parent.list.firstIndex(where: { $0._$context === old.counter._$context }) {
                parent.list[position] = new
            }
        }
        own[index] = OwnCounter(counter: new, createdCount: step, count: step)
        retire(old)
    }

    /// Keeps a counter that left the list, and files its work as cancelled.
    private func retire(_ counter: OwnCounter) {
        removedOwn.append((counter.counter, counter.createdCount))
        let (gone, kept) = running.partitioned { $0.counter == ObjectIdentifier(counter.counter._$context) }
        mustBeCancelled.formUnion(gone.map(\.id))
        running = kept
    }

    /// Writes a counter it removed: reported, and dropped, leaving the
    /// count it was made with.
    func writeRemoved(at index: Int, value: Int) {
        let (counter, count) = removedOwn[index]
        counter.count = value
        removedWrites += 1
        if counter.count != count {
            oddities.append("a removed counter's count is \(counter.count), not \(count), after a write of \(value)")
        }
    }

    /// Gives one of its counters a theme of its own, or removes it to take
    /// the parent's again, and reads it back.
    func setOwnTheme(at index: Int, to theme: String?) {
        let counter = own[index].counter
        if let theme { counter.node.context.theme = theme } else { counter.node.removeContext(\.theme) }
        own[index].theme = theme
        if let theme, counter.node.context.theme != theme {
            oddities.append("a counter's own theme \(theme) reads back as \(counter.node.context.theme)")
        }
    }

    /// Makes a hierarchy of its own, files work in it and starts a task,
    /// then releases it while the other threads run: the work is cancelled,
    /// and the models must be freed by the end.
    func anchorAndRelease(_ world: ConcurrentWorld, step: Int) {
        let id = number * 1_000_000_000 + step
        do {
            let (parent, anchor) = Parent().andAnchor()
            let counter = world.made(Counter.make(count: step), "thread \(number)'s anchored counter of step \(step)")
            parent.list = [counter]
            _ = world.made(parent, "thread \(number)'s Parent of step \(step)")
            let cancelled = world.cancelled
            counter.node.onCancel { cancelled.withLock { _ = $0.insert(id) } }
            _ = startTask(on: counter, id: -id, cancelled: cancelled)
            parent.title = "anchored"
            // The anchor goes here, at the end of the scope.
            withExtendedLifetime(anchor) {}
        }
        mustBeCancelled.formUnion([id, -id])
    }
}
