import ModelRuntime
import Observation
import Testing

@testable import Showcase

/// `withUntrackedModelReads`: reads that register no dependency.
@Suite(.timeLimit(.minutes(1))) struct UntrackedReadsTests {
    @Test func observedDoesNotFollowWhatItReadUntracked() async {
        let (counter, anchor) = Counter.make().andAnchor()
        var values = Observed { withUntrackedModelReads { counter.count } + counter.step * 100 }.makeAsyncIterator()
        #expect(await values.next() == 100)
        counter.count = 5
        counter.step = 2
        // The change of count alone gave no value: the next is the step's, with the count as it is then.
        #expect(await values.next() == 205)
        _ = anchor
    }

    @Test func observationDoesNotFollowWhatWasReadUntracked() {
        let (counter, anchor) = Counter.make().andAnchor()
        let fired = Locked(0)
        withObservationTracking {
            _ = withUntrackedModelReads { counter.count }
        } onChange: {
            fired.withLock { $0 += 1 }
        }
        counter.count = 1
        #expect(fired.withLock { $0 } == 0)
        withObservationTracking {
            _ = counter.count
        } onChange: {
            fired.withLock { $0 += 1 }
        }
        counter.count = 2
        #expect(fired.withLock { $0 } == 1)
        _ = anchor
    }

    @Test func anObservedMadeInsideTracksItsOwnReads() async {
        let (counter, anchor) = Counter.make().andAnchor()
        var values = withUntrackedModelReads { Observed { counter.count }.makeAsyncIterator() }
        #expect(await values.next() == 0)
        counter.count = 3
        #expect(await values.next() == 3)
        _ = anchor
    }
}
