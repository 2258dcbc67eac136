@_spi(ModelTesting) import ModelRuntime

/// Follows one tested hierarchy: the asserted state and values of every model
/// in it, the events sent, and the tasks running. Installed as the
/// hierarchy's watcher before the root is anchored, so it sees every model
/// join; runs the hierarchy's tasks on its ``TaskDrain``.
final class HierarchyRecorder: HierarchyWatcher, @unchecked Sendable {
    /// Wakes assertions waiting for something to happen in the hierarchy.
    let activity = ActivitySignal()
    /// Runs the hierarchy's tasks, and knows when none has work ready.
    let drain = TaskDrain()
    /// Everything the recorder keeps. Lock order: this lock may be held
    /// while taking a hierarchy's lock (a model's state is snapshotted under
    /// it, so a write lands before a fresh start or in the new history),
    /// never the reverse: the runtime calls the watcher's methods with no
    /// hierarchy lock held. `WriteHistory.record` compares values under it,
    /// running a user's `==` or a custom dump there, which must not reach
    /// back into the recorder.
    private let state = LockedState(State())

    private struct State {
        /// The last asserted state and values of each model in the hierarchy, by context.
        var baselines: [ObjectIdentifier: Baseline] = [:]
        /// Models changed since their baseline was taken.
        var modified: Set<ObjectIdentifier> = []
        /// Events sent, in order.
        var events: [SentEvent] = []
        /// What `.transitions` replays: each model's writes nobody asserted yet.
        var histories: [ObjectIdentifier: WriteHistory] = [:]
        var recordsTransitions = false
        /// How many writes (a transaction counts as one) were recorded.
        var recordedWrites = 0
    }

    struct Baseline {
        let context: AnyModelContext
        var snapshot: ModelStateSnapshot
        var values: OwnValues
    }

    /// An event a model sent.
    struct SentEvent {
        let event: any Sendable
        let sender: AnyModelContext
        let senderPath: String
        var isConsumed = false
        /// Sent while its category was left out by `withExhaustivity`: not reported, still claimable.
        var isExcused = false
    }

    // MARK: HierarchyWatcher

    func didAnchor(_ context: AnyModelContext) {
        let baseline = Baseline(context: context, snapshot: context.stateSnapshot(), values: context.ownValues())
        state.withLock { state in
            state.baselines[ObjectIdentifier(context)] = baseline
            if state.recordsTransitions {
                state.histories[ObjectIdentifier(context)] = WriteHistory(start: baseline.snapshot)
            }
        }
        activity.signal()
    }

    func didDestruct(_ context: AnyModelContext) {
        state.withLock { state in
            state.baselines[ObjectIdentifier(context)] = nil
            state.modified.remove(ObjectIdentifier(context))
            state.histories[ObjectIdentifier(context)] = nil
        }
        activity.signal()
    }

    func didSend(_ event: any Sendable, from context: AnyModelContext) {
        let path = context.pathDescription
        state.withLock { $0.events.append(SentEvent(event: event, sender: context, senderPath: path)) }
        activity.signal()
    }

    func didModify(_ context: AnyModelContext) {
        let snapshot = recordsTransitions ? context.stateSnapshot() : nil
        state.withLock { state in
            let id = ObjectIdentifier(context)
            state.modified.insert(id)
            if let snapshot { state.histories[id]?.record(snapshot) }
            state.recordedWrites += 1
        }
        activity.signal()
    }

    /// How many writes were recorded so far; compare two readings to see
    /// whether one landed between them. Unlike ``activity``'s generation,
    /// it moves under the lock that records the write, so no reading sees
    /// a write recorded and not counted yet.
    var recordedWrites: Int { state.withLock { $0.recordedWrites } }

    func tasksDidChange() {
        activity.signal()
    }

    var taskExecutor: (any TaskExecutor)? { drain }

    /// Whether a task the test started (not activation work) has work ready,
    /// or is running and not waiting on the model.
    var hasBusyTasks: Bool {
        if drain.isBusy { return true }
        guard let context = state.withLock({ $0.baselines.values.first?.context }) else { return false }
        return context.runningTasks(busyOnly: true).contains { !$0.isActivationWork }
    }

    /// The tasks of the hierarchy that are busy, activation work included.
    var busyTasks: [RunningTask] {
        state.withLock { $0.baselines.values.first?.context }?.runningTasks(busyOnly: true) ?? []
    }

    /// Waits until no task the test started is busy: each ended, or waits on
    /// the model. Gives up once `timeout` passed with nothing happening in the
    /// hierarchy and no task making progress: a task waiting on something that
    /// won't come (a clock the test no longer advances) is still running.
    /// Returns `false` when it gave up at the ceiling (``WaitCeiling``)
    /// instead, the tasks working all along.
    func waitUntilTasksEnd(timeout: Duration) async -> Bool {
        let start = ContinuousClock.now
        let hardStop = start + timeout + WaitCeiling.current
        var deadline = start + timeout
        var progress = drain.progress
        var hasLetMainActorCatchUp = false
        while true {
            let generation = activity.generation
            guard hasBusyTasks else { return true }
            let now = ContinuousClock.now
            if now >= deadline {
                var mainActorIsStuck = false
                if !hasLetMainActorCatchUp {
                    mainActorIsStuck = await !letMainActorCatchUp(orUntil: hardStop)
                    hasLetMainActorCatchUp = true
                    if !mainActorIsStuck { continue }
                }
                guard mainActorIsStuck || drain.isBusy || drain.progress != progress else { return true }
                guard ContinuousClock.now < hardStop else { return false }
                (progress, deadline, hasLetMainActorCatchUp) = (drain.progress, now + timeout, false)
            }
            await activity.wait(after: generation, until: deadline)
        }
    }

    // MARK: Assertions

    /// How many models the recorder follows.
    var modelCount: Int { state.withLock { $0.baselines.count } }

    /// Whether this recorder follows the hierarchy `context` lives in.
    func follows(_ context: AnyModelContext) -> Bool {
        state.withLock { $0.baselines.index(forKey: ObjectIdentifier(context)) != nil }
    }

    /// The asserted state of `context`, if this recorder follows it.
    func baselineSnapshot(of context: AnyModelContext) -> ModelStateSnapshot? {
        state.withLock { Self.snapshot(of: &$0.baselines[ObjectIdentifier(context)]) }
    }

    /// Takes what a passing assertion read as asserted: each property and
    /// value it read becomes its baseline at the value it was judged against
    /// (`judged`, by context, with what was read of each). Not the value
    /// now: a write that landed since is left for the next assertion, or
    /// reported when the test ends. Models this recorder doesn't follow are
    /// passed over.
    func markAsserted(_ judged: [ObjectIdentifier: AssertionEvaluation.Judged]) {
        state.withLock { state in
            for (id, judged) in judged {
                Self.markAsserted(&state.baselines[id], as: judged)
            }
        }
    }

    // Given a table's entry inout (its `_modify`, in place) rather than read
    // through its getter and written back, which copies the whole `Baseline`.

    private static func snapshot(of baseline: inout Baseline?) -> ModelStateSnapshot? { baseline?.snapshot }

    private static func markAsserted(_ baseline: inout Baseline?, as judged: AssertionEvaluation.Judged) {
        guard let asserted = baseline?.snapshot else { return }
        // No state when the model joined after the predicates read it.
        if let state = judged.state, !judged.readProperties.isEmpty {
            baseline?.snapshot = asserted.updating(judged.readProperties, from: state)
        }
        for read in judged.readValues {
            switch read {
            case .property: break
            case .context(let key): baseline?.values.context[key] = judged.values?.context[key]
            case .preference(let key): baseline?.values.preference[key] = judged.values?.preference[key]
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
            state.events.filter { !$0.isConsumed && $0.sender === sender }.map { describe($0.event) }
        }
    }

    /// Marks events as asserted.
    func consumeEvents(_ indexes: Set<Int>) {
        state.withLock { state in
            for index in indexes { state.events[index].isConsumed = true }
        }
    }

    // MARK: Phases of a test

    /// Where the test is now, to excuse what happens from here on.
    func mark() -> RecorderMark {
        state.withLock { RecorderMark(eventCount: $0.events.count) }
    }

    /// Excuses `categories` for what happened since `mark`: changes made
    /// meanwhile become the baseline, events sent meanwhile are not reported
    /// (an assertion may still claim them).
    func excuse(_ categories: Exhaustivity, since mark: RecorderMark) {
        if categories.contains(.events) {
            state.withLock { state in
                for index in mark.eventCount..<state.events.count { state.events[index].isExcused = true }
            }
        }
        rebaseline(categories.intersection([.state, .context, .preference, .transitions]))
    }

    /// Starts `categories` afresh, as if everything so far had been asserted.
    func reset(_ categories: Exhaustivity) {
        if categories.contains(.events) {
            state.withLock { state in
                for index in state.events.indices { state.events[index].isConsumed = true }
            }
        }
        rebaseline(categories.intersection([.state, .context, .preference, .transitions]))
    }

    /// Takes the current state or values of every model as its baseline.
    /// Each model's state is taken under the lock that records its writes,
    /// so a write lands either before its new start or in its new history.
    private func rebaseline(_ categories: Exhaustivity) {
        guard !categories.isEmpty else { return }
        let contexts = state.withLock { $0.baselines.values.map(\.context) }
        for context in contexts {
            AssertionEvaluation.stall?(.startingAfresh)
            state.withLock { state in
                let id = ObjectIdentifier(context)
                guard var baseline = state.baselines[id] else { return }
                let (current, values) = (context.stateSnapshot(), context.ownValues())
                if categories.contains(.state) { baseline.snapshot = current }
                if categories.contains(.context) { baseline.values.context = values.context }
                if categories.contains(.preference) { baseline.values.preference = values.preference }
                state.baselines[id] = baseline
                if categories.contains(.transitions), state.recordsTransitions {
                    state.histories[id] = WriteHistory(start: current)
                }
            }
        }
    }

    // MARK: Transitions

    /// Whether writes are kept for `.transitions`. Turning it on starts
    /// every model's history at its current state.
    var recordsTransitions: Bool {
        get { state.withLock { $0.recordsTransitions } }
        set {
            guard newValue != recordsTransitions else { return }
            AssertionEvaluation.stall?(.startingAfresh)
            // Under the lock that records writes, as in `rebaseline`.
            state.withLock { state in
                state.recordsTransitions = newValue
                state.histories = [:]
                guard newValue else { return }
                for (id, baseline) in state.baselines {
                    state.histories[id] = WriteHistory(start: baseline.context.stateSnapshot())
                }
            }
        }
    }

    /// What `.transitions` shows an assertion of `context`: each property at
    /// its oldest write nobody asserted yet, and which writes those are.
    func replay(of context: AnyModelContext) -> WriteHistory.Replay? {
        state.withLock { $0.histories[ObjectIdentifier(context)]?.replayed }
    }

    /// Takes the writes a passing assertion was shown of the properties
    /// `reads` read as asserted: `judged`'s shown writes, by context, as
    /// ``replay(of:)`` gave them. Not the oldest unasserted write of each property now: one
    /// that landed after the read is left for the next assertion.
    func consumeTransitions(
        _ reads: [(AnyModelContext, RecordedRead)], judged: [ObjectIdentifier: AssertionEvaluation.Judged]
    ) {
        state.withLock { state in
            for (context, read) in reads {
                let id = ObjectIdentifier(context)
                guard case .property(let index) = read, let position = judged[id]?.shownWrites[index] else { continue }
                state.histories[id]?.consume(index, at: position)
            }
        }
    }

    // MARK: The end of the test

    /// What changed without being asserted: one line per property, with its
    /// value before and after. A dependency model's state (the undo system's
    /// `canUndo`) belongs to whoever provides it and is left out.
    func unassertedChanges(includingTransitions: Bool) -> [String] {
        let candidates = state.withLock { state in
            state.modified.compactMap { id in state.baselines[id].map { ($0, state.histories[id]) } }
        }
        var lines: [(path: String, text: String)] = []
        for (baseline, history) in candidates where baseline.context.isAnchored && !baseline.context.isDependencyOnly {
            let current = baseline.context.stateSnapshot(like: baseline.snapshot)
            // Finding a model's path walks up the tree: only for what is reported.
            func path(_ index: Int) -> String {
                "\(baseline.context.pathDescription).\(baseline.context.nameOfProperty(at: index))"
            }
            for index in baseline.snapshot.trackedIndexes {
                if includingTransitions, let history, history.hasUnasserted(index) {
                    let path = path(index)
                    lines.append((path, "\(path): \(history.describeUnasserted(index))"))
                } else if baseline.snapshot.differs(from: current, at: index) {
                    let change = describeChange(
                        from: baseline.snapshot.value(at: index) ?? (), to: current.value(at: index) ?? ())
                    let path = path(index)
                    lines.append((path, path + change))
                }
            }
        }
        return lines.sorted { $0.path < $1.path }.map(\.text)
    }

    /// Context values (`.context`) or preference contributions (`.preference`)
    /// that changed without being asserted.
    func unassertedValues(_ category: Exhaustivity) -> [String] {
        // A model's values change only through writes that mark it modified.
        let baselines = state.withLock { state in state.modified.compactMap { state.baselines[$0] } }
        var lines: [String] = []
        for baseline in baselines where baseline.context.isAnchored {
            let current = baseline.context.ownValues()
            let (before, after) =
                category == .context
                ? (baseline.values.context, current.context) : (baseline.values.preference, current.preference)
            let kind = category == .context ? "context" : "preference"
            // A value that reads the same as none is no change a reader could
            // assert: an item reporting 0 done as it activates changes no total.
            func readsAsNone(_ value: (any Sendable)?, _ key: ValueKey) -> Bool {
                value.map { key.readsAsUnset($0, setBy: baseline.context) } ?? true
            }
            for key in Set(before.keys).union(after.keys)
            where !isEqual(before[key], after[key]) && !(readsAsNone(before[key], key) && readsAsNone(after[key], key))
            {
                let change = describeChange(from: before[key] ?? NotSet(), to: after[key] ?? NotSet())
                lines.append("\(baseline.context.pathDescription) \(kind) \(key)\(change)")
            }
        }
        return lines.sorted()
    }

    /// The events nobody asserted: `AppModel.counters[0].counter sent Counter.Event.reachedTen`.
    func unassertedEvents() -> [String] {
        state.withLock { state in
            state.events.filter { !$0.isConsumed && !$0.isExcused }.map {
                "\($0.senderPath) sent \(describe($0.event))"
            }
        }
    }
}

/// A point in a test, for ``HierarchyRecorder/excuse(_:since:)``.
struct RecorderMark {
    let eventCount: Int
}

/// Whether two optional values of any type are equal: by `==` when they are
/// `Equatable`, by their dumps otherwise.
private func isEqual(_ lhs: (any Sendable)?, _ rhs: (any Sendable)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let lhs?, let rhs?):
        func open<Left: Equatable>(_ left: Left) -> Bool? { (rhs as? Left).map { $0 == left } }
        if let lhs = lhs as? any Equatable, let equal = open(lhs) { return equal }
        return describe(lhs) == describe(rhs)
    }
}
