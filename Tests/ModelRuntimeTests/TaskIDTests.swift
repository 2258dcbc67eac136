import ModelRuntime
import Testing

@testable import Showcase

/// `node.task(id:)`: work that starts over, with the new value, each time
/// what it depends on changes.
@Suite struct TaskIDTests {
    @Test func theFirstRunStartsAtOnceWithTheCurrentValue() async {
        let (counter, anchor) = Counter.make(count: 5).andAnchor()
        let runs = Log()
        counter.node.task(id: counter.count) { count in runs.append("ran \(count)") }
        await waitUntil { runs.all == ["ran 5"] }
        _ = anchor
    }

    @Test func aChangeCancelsTheRunningRunAndStartsOneWithTheNewValue() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let runs = Log()
        counter.node.task(id: counter.count) { count in
            runs.append("started \(count)")
            do {
                try await Task.sleep(for: count == 0 ? .seconds(60) : .zero)
                runs.append("finished \(count)")
            } catch {
                runs.append("cancelled \(count)")
            }
        }
        await waitUntil { runs.all == ["started 0"] }
        counter.count = 1
        await waitUntil { runs.all.count == 4 }
        // The new run doesn't wait for the old one to end: the old one's
        // "cancelled" may come before or after the new one's start.
        #expect(runs.all.first == "started 0")
        #expect(runs.all.sorted() == ["cancelled 0", "finished 1", "started 0", "started 1"])
        #expect(runs.all.firstIndex(of: "started 1")! < runs.all.firstIndex(of: "finished 1")!)
        _ = anchor
    }

    @Test func anEqualValueDoesNotRestart() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let runs = Log()
        counter.node.task(id: counter.count.isMultiple(of: 2), coalesceUpdates: false) { isEven in
            runs.append("\(isEven)")
        }
        await waitUntil { runs.all == ["true"] }
        counter.count = 2
        counter.count = 3
        await waitUntil { runs.all.count >= 2 }
        #expect(runs.all == ["true", "false"])
        _ = anchor
    }

    @Test func withoutRemoveDuplicatesAnEqualValueRestarts() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let runs = Log()
        counter.node.task(id: counter.count.isMultiple(of: 2), removeDuplicates: false, coalesceUpdates: false) {
            runs.append("\($0)")
        }
        await waitUntil { runs.all == ["true"] }
        counter.count = 2
        await waitUntil { runs.all == ["true", "true"] }
        _ = anchor
    }

    @Test func withoutInitialOnlyAChangeStartsARun() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let runs = Log()
        counter.node.task(id: counter.count, initial: false) { runs.append("ran \($0)") }
        counter.count = 7
        await waitUntil { !runs.all.isEmpty }
        #expect(runs.all == ["ran 7"])
        _ = anchor
    }

    @Test func severalValuesRestartWhenAnyOfThemChanges() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let runs = Log()
        counter.node.task(id: { (counter.count, counter.note) }) { count, note in
            runs.append("\(count) \(note ?? "-")")
        }
        await waitUntil { runs.all == ["0 -"] }
        counter.note = "a"
        await waitUntil { runs.all == ["0 -", "0 a"] }
        counter.count = 3
        await waitUntil { runs.all == ["0 -", "0 a", "3 a"] }
        // A property `id` doesn't read starts no run.
        counter.step = 9
        counter.note = "b"
        await waitUntil { runs.all.count == 4 }
        #expect(runs.all == ["0 -", "0 a", "3 a", "3 b"])
        _ = anchor
    }

    @Test func catchGetsWhatARunThrows() async {
        struct Failure: Error {}
        let (counter, anchor) = Counter.make().andAnchor()
        let caught = Log()
        counter.node.task(id: counter.count) { count in
            if count == 1 { throw Failure() }
        } catch: { error in
            caught.append("\(error is Failure)")
        }
        counter.count = 1
        await waitUntil { caught.all == ["true"] }
        _ = anchor
    }

    @Test func eachRunHasThePriorityAskedFor() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let priorities = Locked<[TaskPriority]>([])
        counter.node.task(id: counter.count, priority: .high) { _ in
            priorities.withLock { $0.append(Task.currentPriority) }
        }
        await waitUntil { priorities.withLock { $0.count } == 1 }
        counter.count = 1
        await waitUntil { priorities.withLock { $0.count } == 2 }
        #expect(priorities.withLock { $0 }.allSatisfy { $0 >= .high })
        _ = anchor
    }

    @Test func removingTheModelStopsTheRuns() async {
        let (parent, anchor) = Parent().andAnchor()
        let counter = Counter.make()
        parent.list = [counter]
        let runs = Log()
        counter.node.task(id: counter.count) { count in
            runs.append("started \(count)")
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                runs.append("cancelled \(count)")
            }
        }
        await waitUntil { runs.all == ["started 0"] }
        parent.list.removeAll()
        await waitUntil { runs.all == ["started 0", "cancelled 0"] }
        _ = anchor
    }
}

/// `name:`, `priority:` and `isDetached:` on `task`, `forEach`, `onChange` and
/// `task(id:)`; `name:` in the test tools' messages is in FailureMessageTests.
@Suite struct TaskOptionTests {
    @Test func forEachAndOnChangeRunAtThePriorityAskedFor() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let priorities = Locked<[String: TaskPriority]>([:])
        counter.node.forEach([1].async, priority: .high) { _ in
            priorities.withLock { $0["forEach"] = Task.currentPriority }
        }
        counter.node.forEach([1].async, cancelPrevious: true, priority: .high) { _ in
            priorities.withLock { $0["forEach cancelPrevious"] = Task.currentPriority }
        }
        counter.node.onChange(of: counter.count, priority: .high) { _, _ in
            priorities.withLock { $0["onChange"] = Task.currentPriority }
        }
        await waitUntil { priorities.withLock { $0.count } == 3 }
        #expect(priorities.withLock { $0 }.values.allSatisfy { $0 >= .high })
        _ = anchor
    }

    @Test func detachedWorkDoesNotTakeTheCallersTaskLocals() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let seen = Log()
        Marker.$value.withValue("caller") {
            counter.node.task { seen.append("task \(Marker.value)") }
            counter.node.task(isDetached: true) { seen.append("detached task \(Marker.value)") }
            counter.node.forEach([1].async) { _ in seen.append("forEach \(Marker.value)") }
            counter.node.forEach([1].async, isDetached: true) { _ in seen.append("detached forEach \(Marker.value)") }
            counter.node.onChange(of: counter.count) { _, _ in seen.append("onChange \(Marker.value)") }
            counter.node.onChange(of: counter.count, isDetached: true) { _, _ in
                seen.append("detached onChange \(Marker.value)")
            }
            counter.node.task(id: counter.count) { _ in seen.append("task(id:) \(Marker.value)") }
            counter.node.task(id: counter.count, isDetached: true) { _ in
                seen.append("detached task(id:) \(Marker.value)")
            }
        }
        await waitUntil { seen.all.count == 8 }
        #expect(
            Set(seen.all) == [
                "task caller", "detached task none", "forEach caller", "detached forEach none",
                "onChange caller", "detached onChange none", "task(id:) caller", "detached task(id:) none",
            ])
        _ = anchor
    }

    @Test func aDetachedTaskHasTheModelsDependencies() async throws {
        let (counter, anchor) = Counter.make().andAnchor { $0.numberClient.fact = { "fact \($0)" } }
        let result = Locked<String?>(nil)
        counter.node.task(isDetached: true) {
            let fact = try await counter.numberClient.fact(3)
            result.withLock { $0 = fact }
        } catch: { _ in
        }
        await waitUntil { result.withLock { $0 } == "fact 3" }
        _ = anchor
    }
}

private enum Marker {
    @TaskLocal static var value = "none"
}
