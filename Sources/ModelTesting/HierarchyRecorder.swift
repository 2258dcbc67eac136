import CustomDump
import Dispatch
@_spi(ModelTesting) import ModelRuntime
import Synchronization

/// Follows one tested hierarchy: the asserted state of every model in it,
/// the events sent, and the tasks running. Installed as the hierarchy's
/// watcher before the root is anchored, so it sees every model join.
final class HierarchyRecorder: HierarchyWatcher, @unchecked Sendable {
    /// Wakes assertions waiting for something to happen in the hierarchy.
    let activity = ActivitySignal()
    private let tasksChanged = DispatchSemaphore(value: 0)
    private let state = Mutex(State())

    private struct State {
        /// The last asserted state of each model in the hierarchy, by context.
        var baselines: [ObjectIdentifier: Baseline] = [:]
        /// Models changed since their baseline was taken.
        var modified: Set<ObjectIdentifier> = []
        /// Events sent, in order.
        var events: [SentEvent] = []
    }

    struct Baseline {
        let context: AnyModelContext
        var snapshot: ModelStateSnapshot
    }

    /// An event a model sent.
    struct SentEvent {
        let event: any Sendable
        let sender: AnyModelContext
        let senderPath: String
        var isConsumed = false
    }

    // MARK: HierarchyWatcher

    func didAnchor(_ context: AnyModelContext) {
        let snapshot = context.stateSnapshot()
        state.withLock { $0.baselines[ObjectIdentifier(context)] = Baseline(context: context, snapshot: snapshot) }
        activity.signal()
    }

    func didDestruct(_ context: AnyModelContext) {
        state.withLock { state in
            state.baselines[ObjectIdentifier(context)] = nil
            state.modified.remove(ObjectIdentifier(context))
        }
        activity.signal()
    }

    func didSend(_ event: any Sendable, from context: AnyModelContext) {
        let path = context.pathDescription
        state.withLock { $0.events.append(SentEvent(event: event, sender: context, senderPath: path)) }
        activity.signal()
    }

    func didModify(_ context: AnyModelContext) {
        state.withLock { _ = $0.modified.insert(ObjectIdentifier(context)) }
        activity.signal()
    }

    func tasksDidChange() {
        tasksChanged.signal()
        activity.signal()
    }

    // MARK: Assertions

    /// Whether this recorder follows the hierarchy `context` lives in.
    func follows(_ context: AnyModelContext) -> Bool {
        state.withLock { $0.baselines[ObjectIdentifier(context)] != nil }
    }

    /// Takes what a passing assertion read as asserted: those properties'
    /// current values become their baselines.
    func markAsserted(_ reads: [(AnyModelContext, Int)]) {
        var byContext: [ObjectIdentifier: (AnyModelContext, Set<Int>)] = [:]
        for (context, index) in reads {
            byContext[ObjectIdentifier(context), default: (context, [])].1.insert(index)
        }
        for (id, (context, indexes)) in byContext {
            let current = context.stateSnapshot()
            state.withLock { state in
                guard var baseline = state.baselines[id] else { return }
                for index in indexes { baseline.snapshot = baseline.snapshot.updating(index, from: current) }
                state.baselines[id] = baseline
            }
        }
    }

    /// Finds an unconsumed event from `sender` that `matches`, not in `excluded`.
    func findEvent(from sender: AnyModelContext, excluding excluded: Set<Int>, matching matches: (any Sendable) -> Bool)
        -> Int?
    {
        state.withLock { state in
            state.events.indices.first { index in
                let sent = state.events[index]
                return !sent.isConsumed && !excluded.contains(index) && sent.sender === sender && matches(sent.event)
            }
        }
    }

    /// Descriptions of the events `sender` sent and nobody asserted yet, for messages.
    func unconsumedEvents(from sender: AnyModelContext) -> [String] {
        state.withLock { state in
            state.events.filter { !$0.isConsumed && $0.sender === sender }.map { String(customDumping: $0.event) }
        }
    }

    /// Marks events as asserted.
    func consumeEvents(_ indexes: Set<Int>) {
        state.withLock { state in
            for index in indexes { state.events[index].isConsumed = true }
        }
    }

    // MARK: The end of the test

    /// Blocks until no task is busy or `deadline` passes; for a tester that
    /// goes away synchronously.
    func waitUntilTasksIdle(root: AnyModelContext, deadline: DispatchTime) {
        while !root.runningTasks(busyOnly: true).isEmpty {
            if tasksChanged.wait(timeout: deadline) == .timedOut { return }
        }
    }

    /// Suspends until no task is busy or `deadline` passes.
    func waitUntilTasksIdle(root: AnyModelContext, deadline: ContinuousClock.Instant) async {
        // The generation is taken before looking at the tasks, so a task
        // that finishes in between has already moved it and the wait returns.
        var generation = activity.generation
        while !root.runningTasks(busyOnly: true).isEmpty, ContinuousClock.now < deadline {
            await activity.wait(after: generation, until: deadline)
            generation = activity.generation
        }
    }

    /// What changed without being asserted: one line per property, with its diff.
    func unassertedChanges() -> [String] {
        let candidates = state.withLock { state in
            state.modified.compactMap { state.baselines[$0] }
        }
        var lines: [(path: String, text: String)] = []
        for baseline in candidates where baseline.context.isAnchored {
            let current = baseline.context.stateSnapshot()
            for index in baseline.snapshot.trackedIndexes where baseline.snapshot.differs(from: current, at: index) {
                let path = "\(baseline.context.pathDescription).\(baseline.context.nameOfProperty(at: index))"
                let old = baseline.snapshot.value(at: index) ?? ()
                let new = current.value(at: index) ?? ()
                let change = diff(old, new) ?? "- \(String(customDumping: old))\n+ \(String(customDumping: new))"
                lines.append((path, "\(path):\n\(change.indented)"))
            }
        }
        return lines.sorted { $0.path < $1.path }.map(\.text)
    }

    /// The events nobody asserted: `AppModel.counters[0]: .startMeeting`.
    func unassertedEvents() -> [String] {
        state.withLock { state in
            state.events.filter { !$0.isConsumed }.map { "\($0.senderPath) sent \(String(customDumping: $0.event))" }
        }
    }
}

extension String {
    /// Every line indented by two spaces.
    var indented: String {
        split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }.joined(separator: "\n")
    }
}
