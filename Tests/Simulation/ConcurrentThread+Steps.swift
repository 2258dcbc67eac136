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

    /// Assigns `identified`: the pinned item, named in every assignment,
    /// and some of six more names. Half the time in a transaction, which
    /// no other write enters, so that every item whose name was there must
    /// continue as the same model, with its value.
    /// Moves one counter of the list to another place, in one assignment
    /// read and written in a transaction, so no other thread's change is
    /// lost: the moved counter must stay the same model, and keep its work.
    func moveOne(_ random: inout SimulationRandom, _ parent: Parent, step: Int) {
        let (from, to) = (random.below(1 << 20), random.below(1 << 20))
        parent.node.transaction {
            var list = parent.list
            guard list.count > 1 else { return }
            let moved = list.remove(at: from % list.count)
            list.insert(moved, at: to % (list.count + 1))
            parent.list = list
            if parent.list.map({ ObjectIdentifier($0._$context) }) != list.map({ ObjectIdentifier($0._$context) }) {
                oddities.append("step \(step): the list moved into is not the list that was assigned")
            }
        }
    }

    func assignItems(_ random: inout SimulationRandom, _ world: ConcurrentWorld, step: Int) {
        let parent = world.parent
        let names = [ConcurrentWorld.pinnedName] + (0..<random.below(4)).map { _ in "\(random.below(6))" }
        var seen = Set<String>()
        let items = names.filter { seen.insert($0).inserted }.map { Item(name: $0, value: step) }
        if random.below(2) == 0 {
            parent.identified = IdentifiedArrayOf(uniqueElements: items)
        } else {
            parent.node.transaction {
                let before = Dictionary(
                    uniqueKeysWithValues: parent.identified.map { ($0.name, ($0._$context, $0.value)) })
                parent.identified = IdentifiedArrayOf(uniqueElements: items)
                for item in parent.identified {
                    guard let (context, value) = before[item.name] else { continue }
                    if item._$context !== context || item.value != value {
                        oddities.append("step \(step): item \(item.name) did not continue the item with its id")
                    }
                }
            }
        }
        guard let pinned = parent.identified[id: ConcurrentWorld.pinnedName] else {
            return oddities.append("step \(step): no item \(ConcurrentWorld.pinnedName) after assigning one")
        }
        if pinned._$context !== world.pinnedItem || pinned.value != ConcurrentWorld.pinnedValue {
            oddities.append("step \(step): the pinned item is not the model put there first, with its value")
        }
    }

    /// Assigns the destination `.pair` with the item named as the one there,
    /// which must continue it, and a new counter, or, in a transaction, the
    /// counter there, which must stay the same model.
    func assignDestination(_ random: inout SimulationRandom, _ world: ConcurrentWorld, step: Int) {
        let parent = world.parent
        let item = Item(name: ConcurrentWorld.destinationName, value: step)
        if random.below(2) == 0 {
            let counter = Counter.make(count: step)
            world.destinationCounters.withLock { $0[ObjectIdentifier(counter._$context)] = step }
            parent.destination = .pair(counter, second: item)
        } else {
            parent.node.transaction {
                guard let counter = parent.destination?.pair?.0 else {
                    return oddities.append("step \(step): the destination holds no pair")
                }
                parent.destination = .pair(counter, second: item)
                if parent.destination?.pair?.0._$context !== counter._$context {
                    oddities.append("step \(step): the destination's counter, put back, is not the same model")
                }
            }
        }
        guard let second = parent.destination?.pair?.second else {
            return oddities.append("step \(step): the destination holds no pair")
        }
        if second._$context !== world.destinationItem || second.value != ConcurrentWorld.pinnedValue {
            oddities.append("step \(step): the destination's item did not continue by its id, with its value")
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
