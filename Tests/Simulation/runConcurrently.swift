import Foundation
import IssueReporting
import ModelRuntime
import Showcase

/// Runs `threads` random programs at once against one hierarchy, the first
/// thread at a lower priority, and checks the end state: each count is the
/// sum of the increments, the title and theme are some thread's last write,
/// the list holds exactly the counters left in it, the total is their
/// contributions' sum, the work of removed counters was cancelled (their
/// `onCancel` handlers and tasks) and no other, the events sent up and down
/// all arrived, nothing was reported, and observers agree with the state. A program that doesn't end within
/// `ceiling` seconds is a stall: the failure says what each thread was doing.
public func runConcurrently(
    seed: UInt64, threads count: Int, operations: Int, ceiling: TimeInterval = 60
) -> ProgramFailure? {
    let (parent, anchor) = Parent().andAnchor()
    let shared = (0..<4).map { _ in Counter.make() }
    parent.list = shared
    let observed = shared.map { counter in ObservedProbe { counter.count } }
    let titles = ObservedProbe { parent.title }
    let events = EventCounts(parent: parent, shared: shared)
    let issues = IssueCollector()
    let cancelled = Locked<Set<Int>>([])
    let threads = (0..<count).map {
        ConcurrentThread(number: $0, seed: seed &+ UInt64($0) &* 0x9E37_79B9, sharedCount: shared.count)
    }
    let group = DispatchGroup()
    for thread in threads {
        group.enter()
        let worker = Thread {
            if thread.number == 0 { lowerPriority() }
            withIssueReporters([issues]) {
                thread.run(operations: operations, parent: parent, shared: shared, cancelled: cancelled)
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
        try checkEnd(parent, shared, threads, cancelled)
        try expect(issues.take(), [], "issues reported")
        for (index, probe) in observed.enumerated() {
            try probe.waitFor(shared[index].count, "shared counter \(index)'s Observed")
        }
        try titles.waitFor(parent.title, "the title's Observed")
    } catch {
        return ProgramFailure(step: operations, message: "\(error)")
    }
    withExtendedLifetime(anchor) {}
    return nil
}

/// The checks at the end of a concurrent run.
private func checkEnd(
    _ parent: Parent, _ shared: [Counter], _ threads: [ConcurrentThread], _ cancelled: Locked<Set<Int>>
) throws {
    if let oddity = threads.flatMap(\.oddities).first { throw SimulationMismatch(description: oddity) }
    for (index, counter) in shared.enumerated() {
        try expect(counter.count, threads.map { $0.increments[index] }.reduce(0, +), "shared counter \(index)")
    }
    let titles = threads.compactMap(\.lastTitle)
    if !titles.isEmpty, !titles.contains(parent.title) {
        throw SimulationMismatch(description: "the title \(parent.title) is no thread's last write: \(titles)")
    }
    let themes = threads.compactMap(\.lastTheme)
    if !themes.isEmpty, !themes.contains(parent.node.context.theme) {
        throw SimulationMismatch(description: "the theme is no thread's last write")
    }
    let expected = Set((shared + threads.flatMap { $0.own.map(\.counter) }).map { ObjectIdentifier($0._$context) })
    try expect(Set(parent.list.map { ObjectIdentifier($0._$context) }), expected, "the list's counters")
    try expect(parent.list.count, expected.count, "the list's length")
    let total = threads.flatMap { $0.own.map(\.preference) }.reduce(0, +)
    try expect(parent.node.preference.total, total, "the total")
    let mustBe = threads.reduce(into: Set<Int>()) { $0.formUnion($1.mustBeCancelled) }
    // Tasks record their end a little after they are cancelled.
    let deadline = Date().addingTimeInterval(10)
    while !mustBe.isSubset(of: cancelled.withLock({ $0 })), Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
    let fired = cancelled.withLock { $0 }
    try expect(mustBe.subtracting(fired), [], "work of removed counters not cancelled")
    let running = Set(threads.flatMap { $0.running.map(\.id) })
    try expect(running.intersection(fired), [], "work of counters still there cancelled")
}

/// Lowers the calling thread's priority (its nice value, on Linux).
private func lowerPriority() {
    #if os(Linux)
        // On Linux a nice value is per thread: `who` 0 is the calling one.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    #endif
}
