import Testing

@testable import ModelRuntime
@testable import Showcase

/// Whoever listens to a model (an `Observed` iterator, a memoized value, an
/// event loop) stops listening when it goes away, and a burst of events
/// reaches its listener whole and in order.
///
/// Observers and listeners are held strongly by the models they listen to,
/// so these tests look inside the context to prove nothing is left behind.
@Suite struct ListenerLifetimeTests {
    @Test func anObservedIteratorThatGoesAwayStopsObserving() async {
        let (counter, anchor) = Counter.make().andAnchor()
        do {
            var values = Observed { counter.count + counter.step }.makeAsyncIterator()
            #expect(await values.next() == 1)
            #expect(observerCount(counter) == 2)
        }
        #expect(observerCount(counter) == 0)
        _ = anchor
    }

    @Test func aMemoizedValueStopsObservingWhenReset() {
        let (counter, anchor) = Counter.make().andAnchor()
        #expect(counter.node.memoize(for: "double") { counter.count * 2 } == 0)
        #expect(observerCount(counter) == 1)
        counter.node.resetMemoization(for: "double")
        #expect(observerCount(counter) == 0)
        _ = anchor
    }

    @Test func aLoopThatEndsStopsListening() async {
        let (counter, anchor) = Counter.make().andAnchor()
        do {
            let events = counter.node.event(ofType: Counter.Event.self)
            #expect(eventListenerCount(counter) == 1)
            counter.node.send(.reachedTen)
            for await event in events {
                #expect(event == .reachedTen)
                break
            }
        }
        #expect(eventListenerCount(counter) == 0)
        _ = anchor
    }

    @Test func aStreamNeverIteratedStopsListeningWhenDropped() {
        let (counter, anchor) = Counter.make().andAnchor()
        _ = counter.node.event(ofType: Counter.Event.self)
        _ = counter.observeAnyModification()
        #expect(eventListenerCount(counter) == 0)
        #expect(counter._$context.withLock { $0.modificationListenerCount } == 0)
        _ = anchor
    }

    @Test func aBurstOfEventsArrivesWholeAndInOrder() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let log = Log()
        counter.node.forEach(counter.node.event(ofType: Counter.Event.self)) { event in
            if case .reset(let value) = event { log.append("\(value)") }
        }
        for value in 0..<1_000 { counter.node.send(.reset(to: value)) }
        await waitUntil { log.all.count == 1_000 }
        #expect(log.all == (0..<1_000).map { "\($0)" })
        _ = anchor
    }

    @Test func removingTheModelEndsItsEventLoops() async {
        let (parent, anchor) = Parent(list: [.make()]).andAnchor()
        let child = parent.list[0]
        let events = child.node.event(ofType: Counter.Event.self)
        let loop = Task {
            var received = 0
            for await _ in events { received += 1 }
            return received
        }
        child.node.send(.reachedTen)
        await waitUntil { eventListenerCount(child) == 1 }
        parent.list = []
        #expect(await loop.value <= 1)
        _ = anchor
    }

    // nonisolated: `waitUntil`'s condition calls them from any thread, also
    // where main actor is the default isolation.
    nonisolated private func observerCount(_ model: some Model) -> Int {
        model._$context.withLock { _ in model._$context.observers.count }
    }

    nonisolated private func eventListenerCount(_ model: some Model) -> Int {
        model._$context.withLock { hierarchy in hierarchy.eventListenerCount }
    }
}
