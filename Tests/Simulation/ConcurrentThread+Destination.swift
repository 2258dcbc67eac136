import Foundation
import ModelRuntime
import Showcase

extension ConcurrentThread {
    /// Assigns the destination a case chosen at random, or writes the count
    /// of the counter in it through the container, in a transaction, which
    /// no other write enters. The counter is a new one, or the one there,
    /// moved from case to case, which must stay the same model; one that
    /// leaves has its work cancelled. An item named as the one in a `.pair`
    /// there continues it, with its value. The world keeps the last value
    /// assigned and each counter's last count, for the end.
    func assignDestination(_ random: inout SimulationRandom, _ world: ConcurrentWorld, step: Int) {
        let parent = world.parent
        let (shape, keep, write) = (random.below(5), random.below(2) == 0, random.below(4) == 0)
        parent.node.transaction {
            let before = parent.destination
            let there = before?.counter ?? before?.pair?.0
            if write, let there {
                return writeDestination(there, before, world, value: step)
            }
            let kept = keep && shape < 2 ? there : nil
            let made = shape < 2 && kept == nil ? Counter.make(count: step) : nil
            let counter = kept ?? made
            parent.destination =
                switch shape {
                case 0: .counter(counter!)
                case 1:
                    .pair(
                        counter!,
                        second: world.made(
                            Item(name: ConcurrentWorld.destinationName, value: step), "destination item of step \(step)"
                        ))
                case 2: .note("\(number).\(step)")
                case 3: .empty
                default: nil
                }
            let now = parent.destination?.counter ?? parent.destination?.pair?.0
            if let made { fileDestinationWork(on: made, world, step: step) }
            if let there, kept == nil,
                let id = world.destinationWork.withLock({ $0[ObjectIdentifier(there._$context)] })
            {
                mustBeCancelled.insert(id)
            }
            if let kept, now?._$context !== kept._$context {
                oddities.append(
                    "step \(step): the destination's counter, moved to case \(shape), is not the same model")
            }
            if case .pair(_, let item) = before, let second = parent.destination?.pair?.second,
                second._$context !== item._$context || second.value != item.value
            {
                oddities.append("step \(step): the destination's item did not continue by its id, with its value")
            }
            world.destinationLast.withLock { $0 = describe(parent.destination) }
        }
    }

    /// Writes the count of the counter in the destination: through the
    /// case's accessor for `.counter`, by the payload for `.pair`.
    private func writeDestination(_ counter: Counter, _ destination: Destination?, _ world: ConcurrentWorld, value: Int)
    {
        if case .counter = destination {
            world.parent.destination?.counter?.count = value
        } else {
            counter.count = value
        }
        world.destinationCounts.withLock { $0[ObjectIdentifier(counter._$context)] = value }
        if counter.count != value { oddities.append("a count written through the destination did not stay") }
    }

    /// Files work on a counter put in the destination, which its leaving
    /// must cancel, once it is there (work on a model not anchored is refused).
    private func fileDestinationWork(on counter: Counter, _ world: ConcurrentWorld, step: Int) {
        _ = world.made(counter, "thread \(number)'s destination counter of step \(step)")
        let id = -(number * 1_000_000_000 + step) - 500_000_000
        let cancelled = world.cancelled
        counter.node.onCancel { cancelled.withLock { _ = $0.insert(id) } }
        world.destinationWork.withLock { $0[ObjectIdentifier(counter._$context)] = id }
        world.destinationCounts.withLock { $0[ObjectIdentifier(counter._$context)] = step }
    }
}

/// The destination by its case and the identities of the models in it.
func describe(_ destination: Destination?) -> String {
    switch destination {
    case .counter(let counter): "counter \(ObjectIdentifier(counter._$context))"
    case .pair(let counter, let item):
        "pair \(ObjectIdentifier(counter._$context)), \(ObjectIdentifier(item._$context))"
    case .note(let note): "note \(note)"
    case .empty: "empty"
    case nil: "nil"
    }
}
