import Foundation
import IssueReporting
import ModelRuntime
import Showcase

/// Runs `threads` random programs at once against one hierarchy, the first
/// thread at a lower priority, and checks the end state (``checkEnd``): the
/// counts, title, theme, list, total, items and destination, the work
/// cancelled, the editor's undo stack, the events sent up and down, the
/// issues reported, and observers agree with the state. A program that
/// doesn't end within `ceiling` seconds is a stall: the failure says what
/// each thread was doing.
public func runConcurrently(
    seed: UInt64, threads count: Int, operations: Int, ceiling: TimeInterval = 60
) -> ProgramFailure? {
    var contexts: [SimulationWorld.Weak] = []
    if let failure = runThreads(seed: seed, count, operations, ceiling, keeping: &contexts) { return failure }
    // The world, its anchors and every probe are gone: no task, observer or
    // listener may keep a model the run made.
    if let left = waitForRelease(contexts) {
        return ProgramFailure(step: operations, message: "after the release, still alive: \(left)")
    }
    return nil
}

/// Runs the threads and checks the end state, and gives weak references to
/// the models the world was made with.
private func runThreads(
    seed: UInt64, _ count: Int, _ operations: Int, _ ceiling: TimeInterval,
    keeping contexts: inout [SimulationWorld.Weak]
) -> ProgramFailure? {
    let world = ConcurrentWorld()
    defer { world.stop() }
    // Taken last: the threads add the models they made.
    defer { contexts = world.contexts }
    let observed = world.shared.map { counter in ObservedProbe { counter.count } }
    let parent = world.parent
    let titles = ObservedProbe { parent.title }
    let plain = ObservedProbe { [world] in world.plain.count }
    let events = EventCounts(parent: parent, shared: world.shared)
    let issues = IssueCollector()
    let threads = (0..<count).map {
        ConcurrentThread(number: $0, seed: seed &+ UInt64($0) &* 0x9E37_79B9, sharedCount: world.shared.count)
    }
    let group = DispatchGroup()
    for thread in threads {
        group.enter()
        let worker = Thread {
            if thread.number == 0 { lowerPriority() }
            withIssueReporters([issues]) {
                thread.run(operations: operations, world: world)
            }
            group.leave()
        }
        worker.qualityOfService = thread.number == 0 ? .background : .userInitiated
        worker.start()
    }
    guard group.wait(timeout: .now() + ceiling) == .success else {
        let report = threads.map { thread in
            let progress = thread.progress.withLock { $0 }
            return "thread \(thread.number) (seed \(thread.seed)): \(progress.done) steps done, at \(progress.current)"
        }
        return ProgramFailure(step: 0, message: "stalled for \(Int(ceiling)) s:\n" + report.joined(separator: "\n"))
    }
    do {
        try events.waitFor(up: threads.map(\.sentUp).reduce(0, +), down: threads.map(\.sentDown).reduce(0, +))
        try checkEnd(world, threads)
        try checkIssues(
            issues.take(), frozenWrites: threads.map(\.frozenWrites).reduce(0, +),
            removedWrites: threads.map(\.removedWrites).reduce(0, +))
        for (index, probe) in observed.enumerated() {
            try probe.waitFor(world.shared[index].count, "shared counter \(index)'s Observed")
        }
        for (index, tracker) in world.trackers.enumerated() {
            try tracker.waitFor(world.shared[index].count, "shared counter \(index)'s withObservationTracking")
        }
        for (index, probe) in world.onChanges.enumerated() {
            try probe.waitFor(world.shared[index].count, "shared counter \(index)'s onChange")
        }
        for (index, probe) in world.memoProbes.enumerated() {
            try probe.waitFor(world.shared[index].count * 10 + 1, "shared counter \(index)'s Observed memo")
        }
        try titles.waitFor(parent.title, "the title's Observed")
        try plain.waitFor(world.plain.count, "the plain count's Observed")
        try withIssueReporters([issues]) { try checkUndoStack(world, threads) }
        try expect(issues.take(), [], "issues reported undoing and redoing")
    } catch {
        return ProgramFailure(step: operations, message: "\(error)")
    }
    return nil
}

/// The issues reported: one for each write to a frozen copy and to a
/// removed counter, nothing else.
private func checkIssues(_ issues: [String], frozenWrites: Int, removedWrites: Int) throws {
    let (frozen, others) = issues.partitioned { $0.contains("A frozen copy of Parent was written to") }
    let (removed, rest) = others.partitioned {
        $0.contains("was written after the Counter was removed from its hierarchy")
    }
    try expect(rest, [], "issues reported")
    try expect(frozen.count, frozenWrites, "writes to frozen copies reported")
    try expect(removed.count, removedWrites, "writes to removed counters reported")
}

/// Lowers the calling thread's priority (its nice value, on Linux).
private func lowerPriority() {
    #if os(Linux)
        // On Linux a nice value is per thread: `who` 0 is the calling one.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    #endif
}
