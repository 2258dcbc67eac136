import Foundation
import ModelRuntime
import Showcase

/// Work filed under a key on a counter, between two ticks of the run's clock.
struct FiledWork {
    let id: Int
    /// The counter's context; the thread keeps every counter it used, so the identity is not reused.
    let counter: ObjectIdentifier
    let key: Int
    let start: Int
    let end: Int

    init(id: Int, on counter: Counter, key: Int, start: Int, end: Int) {
        self.id = id
        self.counter = ObjectIdentifier(counter._$context)
        self.key = key
        self.start = start
        self.end = end
    }
}

/// A `cancelAll(for:)` of a counter's work, between two ticks of the run's clock.
struct CancelAllCall {
    let counter: ObjectIdentifier
    let key: Int
    let start: Int
    let end: Int
}

extension ConcurrentThread {
    /// A counter to file work on: one of the thread's own, which it may
    /// remove, or a shared one, whose keys other threads cancel too.
    func workTarget(_ random: inout SimulationRandom, _ shared: [Counter]) -> Counter {
        let index = random.below(own.count + shared.count)
        return index < own.count ? own[index].counter : shared[index - own.count]
    }

    /// Cancels the work filed under a key on one of its counters or a shared one.
    func cancelAll(_ random: inout SimulationRandom, _ world: ConcurrentWorld) {
        let counter = workTarget(&random, world.shared)
        let key = random.below(3)
        let start = world.tick()
        counter.node.cancelAll(for: key)
        cancelAlls.append(
            CancelAllCall(counter: ObjectIdentifier(counter._$context), key: key, start: start, end: world.tick()))
    }
}
