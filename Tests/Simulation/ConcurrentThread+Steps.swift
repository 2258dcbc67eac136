import Foundation
import ModelRuntime
import Showcase

extension ConcurrentThread {
    /// Increments shared counts in one transaction, which throws at its end
    /// half the time: its writes stay either way.
    func throwingTransaction(_ random: inout SimulationRandom, _ world: ConcurrentWorld) {
        let (parent, shared) = (world.parent, world.shared)
        let throwing = random.below(2) == 0
        try? parent.node.transaction {
            for _ in 0..<1 + random.below(3) {
                let index = random.below(shared.count)
                shared[index].count += 1
                increments[index] += 1
            }
            if throwing { throw SimulationError() }
        }
    }

    /// Edits the editor's title or body with a value no other edit writes,
    /// or undoes, or redoes, on the stack every thread shares.
    func editorStep(_ random: inout SimulationRandom, _ world: ConcurrentWorld, step: Int) {
        let value = "\(number).\(step)"
        switch random.below(4) {
        case 0:
            world.editor.title = value
            titlesEdited.insert(value)
        case 1:
            world.editor.body = value
            bodiesEdited.insert(value)
        case 2:
            world.undoStack.undo()
        default:
            world.undoStack.redo()
            redos += 1
        }
    }

    /// Reads a memo of a shared counter under one of three keys, which
    /// other threads reset meanwhile: its value is `count * 10 + key` for a
    /// count between the ones read just before and just after (counts only go up).
    func memoStep(_ random: inout SimulationRandom, _ shared: [Counter], step: Int) {
        let (counter, key) = (shared[random.below(shared.count)], random.below(3))
        if random.below(4) == 0 { counter.node.resetMemoization(for: key) }
        let before = counter.count
        let value = counter.node.memoize(for: key) { counter.count * 10 + key }
        let after = counter.count
        if value % 10 != key || !(before...after).contains(value / 10) {
            oddities.append(
                "step \(step): memo \(key)'s value \(value) is no count from \(before) to \(after) * 10 + \(key)")
        }
    }

    /// Takes a frozen copy of the parent while the other threads write: each
    /// shared count in it lies between the counts read just before and just
    /// after (they only go up). Writing its title is reported and changes
    /// neither it nor the live title.
    func frozenCopy(_ world: ConcurrentWorld) {
        let before = world.shared.map(\.count)
        let frozen = world.parent.frozenCopy
        let after = world.shared.map(\.count)
        // A copy keeps its models' identities; the list may have been reordered.
        let sharedIDs = world.shared.map(\.modelID)
        func sharedCounts(in copy: Parent) -> [Int?] {
            let counts = Dictionary(copy.list.map { ($0.modelID, $0.count) }, uniquingKeysWith: { first, _ in first })
            return sharedIDs.map { counts[$0] }
        }
        let counts = sharedCounts(in: frozen)
        for index in before.indices
        where !(counts[index].map { (before[index]...after[index]).contains($0) } ?? false) {
            oddities.append("a frozen copy's counts \(counts) are not between \(before) and \(after)")
            break
        }
        if frozen.title != "", !frozen.title.hasPrefix("thread ") {
            oddities.append("a frozen copy's title \(frozen.title) is no thread's write")
        }
        let title = frozen.title
        frozen.title = "frozen"
        frozenWrites += 1
        // No other write reaches the live title with this value, and the
        // copy stays as taken while the other threads write on.
        if world.parent.title == "frozen" { oddities.append("a write to a frozen copy changed the live title") }
        if frozen.title != title || sharedCounts(in: frozen) != counts {
            oddities.append("a frozen copy changed after it was taken")
        }
    }
}
