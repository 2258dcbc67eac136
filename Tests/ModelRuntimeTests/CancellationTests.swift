import ModelRuntime
import Testing

@testable import Showcase

/// Cancelling work early: by handle, by key, in flight, by group, nested.
@Suite struct CancellationTests {
    let log = Log()

    /// Starts a task that records "cancelled <name>" when cancelled.
    @discardableResult
    func longTask(_ name: String, on counter: Counter) -> Cancellable {
        counter.node.task { [log] in
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                log.append("cancelled \(name)")
            }
        }
    }

    @Test func cancelAHandle() async {
        let (counter, anchor) = Counter.make().andAnchor()
        longTask("a", on: counter).cancel()
        await waitUntil { log.all == ["cancelled a"] }
        _ = anchor
    }

    @Test func cancelAllForAKey() async {
        let (counter, anchor) = Counter.make().andAnchor()
        longTask("a", on: counter).cancel(for: "group")
        longTask("b", on: counter).cancel(for: "group")
        longTask("c", on: counter).cancel(for: "other")
        counter.node.cancelAll(for: "group")
        await waitUntil { Set(log.all) == ["cancelled a", "cancelled b"] }
        _ = anchor
    }

    @Test func cancelInFlightForAKey() async {
        let (counter, anchor) = Counter.make().andAnchor()
        longTask("first", on: counter).cancel(for: "load", cancelInFlight: true)
        longTask("second", on: counter).cancel(for: "load", cancelInFlight: true)
        await waitUntil { log.all == ["cancelled first"] }
        _ = anchor
    }

    @Test func cancelInFlightBySourceLocation() async {
        let (counter, anchor) = Counter.make().andAnchor()
        for name in ["first", "second", "third"] {
            longTask(name, on: counter).cancelInFlight()
        }
        // The two cancelled tasks log concurrently, in either order.
        await waitUntil { log.all.sorted() == ["cancelled first", "cancelled second"] }
        _ = anchor
    }

    @Test func cancellationContextGroupsWork() async {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.cancellationContext(for: "save") {
            longTask("validate", on: counter)
            longTask("upload", on: counter)
            counter.node.onCancel { log.append("cancelled cleanup") }
        }
        longTask("unrelated", on: counter)
        counter.node.cancelAll(for: "save")
        await waitUntil { Set(log.all) == ["cancelled validate", "cancelled upload", "cancelled cleanup"] }
        _ = anchor
    }

    @Test func anAsynchronousCancellationContextGroupsWork() async {
        let (counter, anchor) = Counter.make().andAnchor()
        await counter.node.cancellationContext(for: "load") {
            await Task.yield()
            longTask("fetch", on: counter)
        }
        longTask("unrelated", on: counter)
        counter.node.cancelAll(for: "load")
        await waitUntil { log.all == ["cancelled fetch"] }
        _ = anchor
    }

    @Test func aKeylessCancellationContextReturnsOneCancellable() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let group = counter.node.cancellationContext {
            longTask("fetch", on: counter)
            counter.node.onCancel { log.append("cancelled cleanup") }
        }
        longTask("unrelated", on: counter)
        group.cancel()
        await waitUntil { Set(log.all) == ["cancelled fetch", "cancelled cleanup"] }
        _ = anchor
    }

    @Test func cancelInFlightOnACancellationContextKeepsOnlyTheLatestGroup() async {
        let (counter, anchor) = Counter.make().andAnchor()
        for name in ["first", "second"] {
            counter.node.cancellationContext {
                longTask(name, on: counter)
            }.cancelInFlight()
        }
        await waitUntil { log.all == ["cancelled first"] }
        _ = anchor
    }

    @Test func inheritCancellationContextCancelsNestedWork() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let (numbers, _) = AsyncStream<Int>.makeStream()
        let started = Locked(false)
        let outer = counter.node.task { [log] in
            counter.node.forEach(numbers) { _ in }.inheritCancellationContext()
            counter.node.onCancel { log.append("cancelled nested") }.inheritCancellationContext()
            started.withLock { $0 = true }
            try? await Task.sleep(for: .seconds(60))
        }
        await waitUntil { started.withLock { $0 } }
        outer.cancel()
        await waitUntil { log.all == ["cancelled nested"] }
        _ = anchor
    }

    @Test func onCancelRunsWhenTheModelIsDeactivated() {
        do {
            let (counter, anchor) = Counter.make().andAnchor()
            counter.node.onCancel { log.append("deactivated") }
            #expect(log.all.isEmpty)
            _ = anchor
        }
        #expect(log.all == ["deactivated"])
    }

    @Test func onCancelReadsTheModelAsItWas() {
        let parent = Parent().withAnchor()
        parent.optional = Counter.make()
        let counter = parent.optional!
        counter.count = 5
        counter.node.onCancel { [log] in log.append("count \(counter.count)") }
        parent.optional = nil
        #expect(log.all == ["count 5"])
        // Destructed: its state went back to what it was created with after that.
        #expect(counter.count == 0)
    }

    @Test(arguments: [false, true])
    func anElementArrivingAfterTheModelIsRemovedIsNotHandled(cancelPrevious: Bool) async {
        let parent = Parent().withAnchor()
        parent.optional = Counter.make()
        let gate = Gate()
        var calls = gate.calls.makeAsyncIterator()
        parent.optional!.node.forEach(gate, cancelPrevious: cancelPrevious) { [log] value in
            log.append("handled \(value)")
        }
        #expect(await calls.next() == "next")
        parent.optional = nil
        gate.send(1)
        #expect(await calls.next() == "ended")
        #expect(log.all.isEmpty)
    }
}

/// A sequence whose elements a test sends one at a time. Like a buffer that
/// already holds one, it hands an element out even to a cancelled task.
/// `calls` says when the iterator is asked for the next element, and when it ends.
private nonisolated final class Gate: AsyncSequence, Sendable {
    let calls: AsyncStream<String>
    private let sink: AsyncStream<String>.Continuation
    private let waiting = Locked<CheckedContinuation<Int?, Never>?>(nil)

    init() {
        (calls, sink) = AsyncStream.makeStream()
    }

    /// Hands `value` to the iterator waiting for it.
    func send(_ value: Int) {
        waiting.withLock { $0.take() }?.resume(returning: value)
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(gate: self, end: EndSignal { [sink] in sink.yield("ended") })
    }

    struct Iterator: AsyncIteratorProtocol {
        let gate: Gate
        let end: EndSignal

        mutating func next() async -> Int? {
            await withCheckedContinuation { continuation in
                gate.waiting.withLock { $0 = continuation }
                gate.sink.yield("next")
            }
        }
    }
}

/// Calls `onEnd` when the last copy of it goes.
private nonisolated final class EndSignal: Sendable {
    let onEnd: @Sendable () -> Void

    init(onEnd: @escaping @Sendable () -> Void) {
        self.onEnd = onEnd
    }

    deinit { onEnd() }
}
