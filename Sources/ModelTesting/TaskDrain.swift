@_spi(ModelTesting) import ModelRuntime
import Dispatch

/// Runs the tasks of one tested hierarchy and counts the work they have
/// ready, so a test can wait until none has (every task finished, or
/// suspended on something) instead of waiting for a length of time.
///
/// The runtime starts each `node.task` and `forEach` of the hierarchy with
/// this executor as its preference. Jobs run on one process-wide concurrent
/// dispatch queue: not on the few threads of Swift's cooperative pool, which
/// the tests themselves run on.
final class TaskDrain: TaskExecutor, Sendable {
    private static let queue = DispatchQueue(label: "ModelTesting.tasks", attributes: .concurrent)

    private struct State {
        /// Jobs enqueued and not finished.
        var pending = 0
        /// Jobs finished so far: moves whenever the tasks make progress.
        var finished = 0
        /// Waiting for no pending job, or for `finished` to reach a count.
        var waiters: [(finishedTarget: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = LockedState(State())

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.pending += 1 }
        Self.queue.async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.pending -= 1
                state.finished += 1
                let (pending, finished) = (state.pending, state.finished)
                let (ready, waiting) = state.waiters.partitioned { pending == 0 || finished >= $0.finishedTarget }
                state.waiters = waiting
                return ready.map(\.continuation)
            }
            for waiter in waiters { waiter.resume() }
        }
    }

    /// Whether some task has work ready or running.
    var isBusy: Bool { state.withLock { $0.pending > 0 } }

    /// How many jobs have finished; compare two readings to see progress.
    var progress: Int { state.withLock { $0.finished } }

    /// Returns once no task has work ready, once `jobs` more jobs have
    /// finished (a task that never stops, such as a loop of `Task.yield()`,
    /// is no reason to wait forever), or at `deadline`.
    func waitUntilIdle(orAfter jobs: Int, orUntil deadline: ContinuousClock.Instant) async {
        let timer = Task { [self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            resumeAllWaiters()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.pending == 0 || ContinuousClock.now >= deadline { return true }
                state.waiters.append((state.finished + jobs, continuation))
                return false
            }
            if resumeNow { continuation.resume() }
        }
        timer.cancel()
    }

    private func resumeAllWaiters() {
        let waiters = state.withLock { state in
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.continuation.resume() }
    }
}

/// Waits until no task of `recorders`' hierarchies has work ready: every
/// task finished, or suspended waiting for something. Gives up once the
/// tasks ran `jobBudget` jobs without getting there (a task that never
/// stops), or at `deadline`, which only a task stuck in one job reaches.
/// Returns whether it got there.
@discardableResult
func waitUntilIdle(_ recorders: [HierarchyRecorder], jobBudget: Int = 1000, orUntil deadline: ContinuousClock.Instant)
    async -> Bool
{
    var budget = jobBudget
    // One hierarchy's task becoming idle may wake a task of another.
    while let busy = recorders.first(where: { $0.drain.isBusy }) {
        guard budget > 0, ContinuousClock.now < deadline else { return false }
        let before = busy.drain.progress
        await busy.drain.waitUntilIdle(orAfter: budget, orUntil: deadline)
        budget -= busy.drain.progress - before
    }
    return true
}

/// Waits as ``waitUntilIdle(_:jobBudget:orUntil:)`` does, and for the work
/// the tasks handed to the main actor (a `forEach` handling an element in
/// main-actor code), which the drains don't see: once the main actor ran
/// it, the task comes back to its drain. Returns whether nothing was left.
func waitUntilSettled(
    _ recorders: [HierarchyRecorder], jobBudget: Int = 1000, orUntil deadline: ContinuousClock.Instant
) async -> Bool {
    func jobsRun() -> Int { recorders.reduce(0) { $0 + $1.drain.progress } }
    let start = jobsRun()
    while true {
        let left = jobBudget - (jobsRun() - start)
        guard left > 0, await waitUntilIdle(recorders, jobBudget: left, orUntil: deadline) else { return false }
        let idle = jobsRun()
        guard await letMainActorCatchUp(orUntil: deadline) else { return false }
        if jobsRun() == idle, !recorders.contains(where: \.drain.isBusy) { return true }
    }
}

extension Array {
    /// The elements that satisfy `belongs`, and the others, each in order.
    fileprivate func partitioned(_ belongs: (Element) -> Bool) -> ([Element], [Element]) {
        var (matching, others): ([Element], [Element]) = ([], [])
        for element in self {
            if belongs(element) { matching.append(element) } else { others.append(element) }
        }
        return (matching, others)
    }
}
