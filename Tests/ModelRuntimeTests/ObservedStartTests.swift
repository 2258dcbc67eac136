import ModelRuntime
import Testing

@testable import Showcase

/// When an `Observed` starts observing: when it is iterated, not when it is
/// created (Runtime.md, "`Observed` starts observing when it is iterated").
/// An `Observed` is a description; each loop over it starts from the values
/// current when the loop starts.
@Suite struct ObservedStartTests {
    @Test(.timeLimit(.minutes(1))) func aWriteBeforeTheLoopStartsIsNotAChange() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let changes = Observed(initial: false) { counter.count }
        counter.count = 1
        var iterator = changes.makeAsyncIterator()
        counter.count = 2
        // 1 was the value when the loop started, not a change it saw.
        #expect(await iterator.next() == 2)
        _ = anchor
    }

    @Test(.timeLimit(.minutes(1))) func theFirstValueIsTheValueWhenTheLoopStarts() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let values = Observed { counter.count }
        counter.count = 1
        var iterator = values.makeAsyncIterator()
        counter.count = 2
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        _ = anchor
    }

    @Test(.timeLimit(.minutes(1))) func eachLoopStartsFromTheValuesWhenItStarts() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let values = Observed { counter.count }
        var first = values.makeAsyncIterator()
        counter.count = 1
        var second = values.makeAsyncIterator()
        counter.count = 2
        #expect(await first.next() == 0)
        #expect(await first.next() == 1)
        #expect(await first.next() == 2)
        #expect(await second.next() == 1)
        #expect(await second.next() == 2)
        _ = anchor
    }

    @Test(.timeLimit(.minutes(1))) func forEachStartsObservingWhenItIsCalled() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let (seen, delivery) = AsyncStream<Int>.makeStream()
        counter.node.forEach(Observed { counter.count }) { delivery.yield($0) }
        // Before the loop's task first runs: the value at the call comes
        // first, then this change.
        counter.count = 1
        var values = seen.makeAsyncIterator()
        #expect(await values.next() == 0)
        #expect(await values.next() == 1)
        _ = anchor
    }
}
