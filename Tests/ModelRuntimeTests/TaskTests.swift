import ModelRuntime
import Testing

@testable import Showcase

/// `node.task` and `node.forEach`: tied to the model's lifetime.
@Suite struct TaskTests {
    @Test func aTaskRunsWithTheModelsDependencies() async throws {
        let (counter, anchor) = Counter.make().andAnchor { $0.numberClient.fact = { "fact \($0)" } }
        let result = Locked<String?>(nil)
        counter.node.task {
            let fact = try await counter.numberClient.fact(7)
            result.withLock { $0 = fact }
        } catch: { _ in
        }
        await waitUntil { result.withLock { $0 } == "fact 7" }
        _ = anchor
    }

    @Test func catchRunsWhenTheTaskThrows() async {
        struct Failure: Error {}
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.task {
            throw Failure()
        } catch: { error in
            counter.note = "\(error is Failure)"
        }
        await waitUntil { counter.note == "true" }
        _ = anchor
    }

    @Test func removingTheModelCancelsItsTasks() async {
        let (parent, anchor) = Parent().andAnchor()
        let counter = Counter.make()
        parent.list = [counter]
        let ended = Locked<String?>(nil)
        counter.node.task {
            do {
                try await Task.sleep(for: .seconds(60))
                ended.withLock { $0 = "finished" }
            } catch {
                ended.withLock { $0 = "cancelled" }
            }
        }
        parent.list.removeAll()
        await waitUntil { ended.withLock { $0 } == "cancelled" }
        _ = anchor
    }

    @Test func aTaskOnAModelThatIsNotAnchoredIsReported() {
        withKnownIssue {
            Counter.make().node.task {}
        } matching: {
            $0.description.contains("not anchored")
        }
    }

    @Test func forEachHandlesEveryElementInOrder() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let (numbers, input) = AsyncStream<Int>.makeStream()
        counter.node.forEach(numbers) { counter.history.append($0) }
        for number in 1...5 { input.yield(number) }
        await waitUntil { counter.history == [1, 2, 3, 4, 5] }
        _ = anchor
    }

    @Test func forEachOverObservedAndChangeOf() async {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.forEach(Observed { counter.count }) { counter.note = "saw \($0)" }
        await waitUntil { counter.note == "saw 0" }
        counter.count = 4
        await waitUntil { counter.note == "saw 4" }
        counter.node.forEach(counter.change(of: \.step)) { counter.history.append($0) }
        await waitUntil { counter.history == [1] }
        counter.step = 3
        await waitUntil { counter.history == [1, 3] }
        _ = anchor
    }

    @Test func forEachCancelPreviousCancelsOutdatedWork() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let (numbers, input) = AsyncStream<Int>.makeStream()
        let outcomes = Log()
        counter.node.forEach(numbers, cancelPrevious: true) { number in
            outcomes.append("started \(number)")
            do {
                try await Task.sleep(for: number == 1 ? .seconds(60) : .zero)
                outcomes.append("finished \(number)")
            } catch {
                outcomes.append("cancelled \(number)")
            }
        }
        input.yield(1)
        await waitUntil { outcomes.all == ["started 1"] }
        input.yield(2)
        await waitUntil { Set(outcomes.all) == ["started 1", "started 2", "cancelled 1", "finished 2"] }
        _ = anchor
    }

    @Test func forEachCancelPreviousSkipsAnElementReplacedBeforeItsWorkBegan() async {
        // Both elements are there before the loop starts, so the second
        // replaces the first before the first's task can begin. Run anyway,
        // the first would write after the second and undo it (Onboarding's
        // username check, under load).
        let (counter, anchor) = Counter.make().andAnchor()
        let (numbers, input) = AsyncStream<Int>.makeStream()
        input.yield(1)
        input.yield(2)
        let handled = Log()
        counter.node.forEach(numbers, cancelPrevious: true) { number in
            handled.append("\(number)")
            counter.count = number
        }
        await waitUntil { counter.count == 2 }
        // A third element's work comes after any the first's could have done.
        input.yield(3)
        await waitUntil { counter.count == 3 }
        #expect(handled.all == ["2", "3"])
        _ = anchor
    }

    @Test func forEachReportsUncaughtErrorsAndGoesOn() async {
        struct Failure: Error {}
        let (counter, anchor) = Counter.make().andAnchor()
        let (numbers, input) = AsyncStream<Int>.makeStream()
        let caught = Log()
        counter.node.forEach(numbers) { number in
            if number == 1 { throw Failure() }
            counter.count = number
        } catch: { _ in
            caught.append("caught")
        }
        input.yield(1)
        input.yield(2)
        await waitUntil { counter.count == 2 && caught.all == ["caught"] }
        _ = anchor
    }

    @Test func onReceiveTakesAnyAsyncSequence() async {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.onReceive([1, 2, 3].async) { counter.count += $0 }
        await waitUntil { counter.count == 6 }
        _ = anchor
    }
}

extension Array where Element: Sendable {
    /// The elements as an asynchronous sequence.
    var async: AsyncStream<Element> {
        AsyncStream { continuation in
            for element in self { continuation.yield(element) }
            continuation.finish()
        }
    }
}

/// `node.onChange(of:)`: old and new values, for the model's lifetime.
@Suite struct OnChangeTests {
    @Test(.timeLimit(.minutes(1))) func performGetsTheOldAndTheNewValue() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let (calls, call) = AsyncStream<String>.makeStream()
        counter.node.onChange(of: counter.count) { old, new in call.yield("\(old) → \(new)") }
        counter.count = 1
        counter.count = 5
        var received = calls.makeAsyncIterator()
        #expect(await received.next() == "0 → 0")
        #expect(await received.next() == "0 → 1")
        #expect(await received.next() == "1 → 5")
        _ = anchor
    }

    @Test(.timeLimit(.minutes(1))) func withoutInitialTheFirstCallIsTheFirstChange() async {
        let (counter, anchor) = Counter.make(count: 3).andAnchor()
        let (calls, call) = AsyncStream<String>.makeStream()
        counter.node.onChange(of: counter.count, initial: false) { old, new in call.yield("\(old) → \(new)") }
        counter.count = 4
        var received = calls.makeAsyncIterator()
        #expect(await received.next() == "3 → 4")
        _ = anchor
    }
}
