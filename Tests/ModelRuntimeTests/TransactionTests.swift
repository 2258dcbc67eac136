import ModelRuntime
import Observation
import Testing

@testable import Showcase

@Suite struct TransactionTests {
    @Test func observersHearOnceAfterATransaction() async {
        let (counter, anchor) = Counter.make().andAnchor()
        var changes = counter.observeAnyModification().makeAsyncIterator()
        counter.node.transaction {
            counter.count = 1
            counter.step = 2
            counter.history.append(0)
        }
        counter.count = 5
        await changes.next()  // the transaction
        await changes.next()  // the write after it
        #expect(await nothingArrives(on: &changes))
        _ = anchor
    }

    @Test func touchInATransactionNotifiesOnceAtItsEnd() async {
        let (counter, anchor) = Counter.make(count: 4).andAnchor()
        let fired = observationCount { _ = counter.count }
        var changes = counter.observeAnyModification().makeAsyncIterator()
        let firedInside = counter.node.transaction {
            counter.node.touch(\.count)
            counter.node.touch(\.count)
            return fired.withLock { $0 }
        }
        #expect(firedInside == 0)
        #expect(fired.withLock { $0 } == 1)
        await changes.next()  // the transaction, once
        #expect(await nothingArrives(on: &changes))
        _ = anchor
    }

    /// An inner transaction that throws, caught inside the outer one, is
    /// part of it: everything is told once, when the outer one ends.
    @Test func aNestedTransactionThatThrowsIsToldWithTheOuterOne() async throws {
        struct Failure: Error {}
        let (counter, anchor) = Counter.make().andAnchor()
        let fired = observationCount { _ = counter.count }
        var changes = counter.observeAnyModification().makeAsyncIterator()
        let firedAfterTheInnerOne = counter.node.transaction {
            counter.step = 2
            try? counter.node.transaction {
                counter.count = 3
                throw Failure()
            }
            return fired.withLock { $0 }
        }
        #expect(firedAfterTheInnerOne == 0)
        try #require(fired.withLock { $0 } == 1)
        await changes.next()  // the outer transaction, once
        #expect(await nothingArrives(on: &changes))
        _ = anchor
    }

    @Test func writesInATransactionAppearAtomicToOtherThreads() async {
        let (counter, anchor) = Counter.make(count: 1).andAnchor()
        let writer = Task.detached {
            for value in 2...3_000 {
                counter.node.transaction {
                    counter.count = value
                    counter.step = value
                }
            }
        }
        let reader = Task.detached { () -> Int in
            var torn = 0
            for _ in 0..<3_000 where !counter.node.transaction({ counter.count == counter.step }) {
                torn += 1
            }
            return torn
        }
        await writer.value
        #expect(await reader.value == 0)
        _ = anchor
    }

    /// The writes made before the body threw stay, so everyone who follows
    /// them hears of them once, as at a transaction's end.
    @Test func aThrowingTransactionKeepsItsWritesAndTellsOfThem() async throws {
        struct Failure: Error {}
        let (counter, anchor) = Counter.make().andAnchor()
        let fired = observationCount { _ = counter.count }
        var changes = counter.observeAnyModification().makeAsyncIterator()
        #expect(throws: Failure.self) {
            try counter.node.transaction {
                counter.count = 3
                counter.step = 2
                throw Failure()
            }
        }
        #expect(counter.count == 3)
        // Told as the transaction ends: a stream that was never told would wait forever below.
        try #require(fired.withLock { $0 } == 1)
        await changes.next()  // the transaction, once
        #expect(await nothingArrives(on: &changes))
        _ = anchor
    }
}

/// How many times Observation tells of a change to what `read` reads:
/// once at most, from now on.
private func observationCount(_ read: () -> Void) -> Locked<Int> {
    let fired = Locked(0)
    withObservationTracking(read) {
        fired.withLock { $0 += 1 }
    }
    return fired
}

/// Whether `iterator` stays without a next element for a moment: a check
/// that can only fail if an unexpected element arrives.
func nothingArrives(on iterator: inout ModelStream<Void>.Iterator) async -> Bool {
    nonisolated(unsafe) var iterator = iterator
    return await withTaskGroup(of: Bool.self) { group in
        group.addTask { await iterator.next() == nil }
        group.addTask {
            try? await Task.sleep(for: .milliseconds(100))
            return true
        }
        let first = await group.next() ?? true
        group.cancelAll()
        return first
    }
}
