import ModelRuntime
import Showcase
import Synchronization

/// Sending events.
func eventBenchmarks() async -> [Measurement?] {
    var results: [Measurement?] = []
    do {
        let (counter, anchor) = Counter.make().andAnchor()
        let n = 1_000_000
        results.append(
            measure("send event, no listener", operations: n) {
                for _ in 0..<n { counter.node.send(.reachedTen) }
            })
        withExtendedLifetime(anchor) {}
    }
    do {
        // One parent forEach listening; each round sends n events and waits
        // until the handler has run for all of them.
        let (parent, anchor) = Parent(list: [.make()]).andAnchor()
        let handled = Atomic<Int>(0)
        parent.node.forEach(parent.node.event(of: Counter.Event.reachedTen)) { handled.add(1, ordering: .relaxed) }
        let child = parent.list[0]
        let n = 20_000
        results.append(
            await measure("send event to one listener, send to handler", operations: n) {
                let target = handled.load(ordering: .relaxed) + n
                for _ in 0..<n { child.node.send(.reachedTen) }
                while handled.load(ordering: .relaxed) < target { await Task.yield() }
            })
        withExtendedLifetime(anchor) {}
    }
    do {
        // The baseline: the same burst through a plain AsyncStream to one
        // consumer task, with no model involved.
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let handled = Atomic<Int>(0)
        let consumer = Task.detached {
            for await _ in stream { handled.add(1, ordering: .relaxed) }
        }
        let n = 20_000
        results.append(
            await measure("baseline: AsyncStream to one consumer task", operations: n) {
                let target = handled.load(ordering: .relaxed) + n
                for value in 0..<n { continuation.yield(value) }
                while handled.load(ordering: .relaxed) < target { await Task.yield() }
            })
        continuation.finish()
        await consumer.value
    }
    return results
}
