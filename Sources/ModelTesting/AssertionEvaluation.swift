@_spi(ModelTesting) import ModelRuntime

/// One evaluation of an assertion's predicates: what they read, which events
/// and probe calls they matched, and which failed. Reached by `didSend` and
/// `TestProbe.wasCalled` through a task-local while the predicates run.
final class AssertionEvaluation: @unchecked Sendable {
    @TaskLocal static var current: AssertionEvaluation?

    let recorders: [HierarchyRecorder]
    let activity: ActivitySignal
    /// Whether reads show each property's oldest unasserted write (`.transitions`).
    let replaysTransitions: Bool
    private(set) var reads: [(AnyModelContext, RecordedRead)] = []
    private(set) var claimedEvents: [ObjectIdentifier: Set<Int>] = [:]
    private(set) var claimedProbeCalls: [(TestProbe, Int)] = []
    private(set) var notes: [String] = []
    /// What the predicates were judged against, by context: fixed at the
    /// model's first read in this evaluation, so every read sees one state
    /// of it, and a pass takes as asserted what they saw, not what a write
    /// landing since made of it.
    private var judged: [ObjectIdentifier: Judged] = [:]
    /// The activity generation and the writes recorded before the predicates ran.
    private let start: (generation: Int, recordedWrites: [Int])

    init(recorders: [HierarchyRecorder], activity: ActivitySignal, replaysTransitions: Bool) {
        self.recorders = recorders
        self.activity = activity
        self.replaysTransitions = replaysTransitions
        start = (activity.generation, recorders.map(\.recordedWrites))
    }

    /// Where a loaded machine may stop the test's thread while an assertion
    /// decides on a pass, for tests to make writes there: the interleavings
    /// a stall would make, made every time.
    enum StallPoint {
        /// The predicates ran; nothing was decided yet.
        case predicatesRan
        /// The pass was judged sound; it is about to be taken as asserted.
        case passJudged
        /// The test tools are about to start afresh from the models' current
        /// state: `settle(resetting:)` or `withExhaustivity` taking a
        /// model's state as its baseline (once per model), or `.transitions`
        /// being turned on or off, by a change of exhaustivity or by a
        /// tester created with it, restarting or dropping the histories.
        case startingAfresh
    }

    /// Called at each ``StallPoint`` of the assertions in its scope; tests only.
    @TaskLocal static var stall: (@Sendable (StallPoint) -> Void)?

    /// Runs the predicates, returning the failures with where they were written.
    func run(_ predicates: [AssertPredicate]) -> [(AssertPredicate, String)] {
        var failures: [(AssertPredicate, String)] = []
        let onRead: (AnyModelContext, RecordedRead) -> Void = { [self] context, read in
            reads.append((context, read))
            if case .property = read { return }
            // Context and preference values are read as they are now; what
            // a pass takes as asserted is what the model held when first read.
            // Looked at in place, as in `judgedState(of:)`.
            if Self.hasNoValues(&judged[ObjectIdentifier(context), default: Judged()]) {
                judged[ObjectIdentifier(context), default: Judged()].values = context.ownValues()
            }
        }
        withRecordedReads(onRead, replaying: { [self] context in judgedState(of: context) }) {
            Self.$current.withValue(self) {
                for predicate in predicates {
                    notes = []
                    let firstRead = reads.count
                    if let message = predicate.predicate.check() {
                        let read = readPaths(reads[firstRead...])
                        let lines = [message] + notes + (read.isEmpty ? [] : ["Read: \(read.joined(separator: ", "))"])
                        failures.append((predicate, lines.joined(separator: "\n")))
                    }
                }
            }
        }
        return failures
    }

    /// The state the predicates read `context` in: fixed at its first read
    /// in this evaluation. With `.transitions`, each property at its oldest
    /// unasserted write; otherwise the state then. `nil` (read as it is
    /// now) for a model no tested hierarchy follows, such as a frozen copy.
    private func judgedState(of context: AnyModelContext) -> ModelStateSnapshot? {
        let id = ObjectIdentifier(context)
        // Called on every property read: the table's entry is looked at in
        // place, as copying a Judged out would retain all it holds.
        if case .fixed(let state) = Self.stateShown(&judged[id, default: Judged()]) { return state }
        var state: ModelStateSnapshot?
        var shownWrites: [Int: Int] = [:]
        if replaysTransitions, let replay = recorders.lazy.compactMap({ $0.replay(of: context) }).first {
            (state, shownWrites) = (replay.state, replay.shownWrites)
        } else if recorders.contains(where: { $0.follows(context) }) {
            state = context.stateSnapshot()
        }
        Self.fix(&judged[id, default: Judged()], at: state, showing: shownWrites)
        return state
    }

    // Given a table's entry inout (its `_modify`, in place) rather than read
    // through its getter, which copies the whole `Judged`.

    private static func stateShown(_ judged: inout Judged) -> Judged.StateShown { judged.stateShown }

    private static func hasNoValues(_ judged: inout Judged) -> Bool { judged.values == nil }

    private static func fix(_ judged: inout Judged, at state: ModelStateSnapshot?, showing shownWrites: [Int: Int]) {
        judged.stateShown = .fixed(state)
        judged.shownWrites = shownWrites
    }

    /// Claims an unasserted event `sender` sent that `matches`.
    func claimEvent(
        from sender: AnyModelContext, describedAs description: String, matching matches: (any Sendable) -> Bool
    )
        -> Bool
    {
        for recorder in recorders {
            let id = ObjectIdentifier(recorder)
            if let index = recorder.findEvent(from: sender, excluding: claimedEvents[id] ?? [], matching: matches) {
                claimedEvents[id, default: []].insert(index)
                return true
            }
        }
        let sent = recorders.flatMap { $0.unconsumedEvents(from: sender) }
        if sent.isEmpty, !recorders.contains(where: { $0.follows(sender) }), let unseen = describeUnfollowed(sender) {
            notes.append(unseen)
            return false
        }
        notes.append(
            "\(sender.pathDescription) did not send \(description)"
                + (sent.isEmpty
                    ? "; it sent no unasserted events" : "; unasserted events it sent: \(sent.joined(separator: ", "))")
        )
        return false
    }

    /// Why the test tools don't see what `sender` sends, if they don't: it
    /// is not anchored, or its hierarchy isn't tested by this assertion. A
    /// model removed from a tested hierarchy was followed, and isn't named.
    private func describeUnfollowed(_ sender: AnyModelContext) -> String? {
        let advice = "so the test tools don't see what it sends. Assert on a model of the tested hierarchy"
        if !sender.wasAnchored {
            return "\(sender.modelTypeName) is not anchored, \(advice), or anchor this one with andTester() or, in a "
                + ".modelTesting test, withAnchor()."
        }
        return sender.isAnchored
            ? "\(sender.pathDescription) is in a hierarchy this assertion doesn't test, \(advice)." : nil
    }

    /// Claims call `index` of `probe`.
    func claimProbeCall(_ probe: TestProbe, _ index: Int) {
        claimedProbeCalls.append((probe, index))
    }

    /// Whether call `index` of `probe` is already claimed by this evaluation.
    func hasClaimed(_ probe: TestProbe, _ index: Int) -> Bool {
        claimedProbeCalls.contains { $0.0 === probe && $0.1 == index }
    }

    /// Whether the predicates were shown a write nobody asserted yet of a
    /// property they read (`.transitions`). What they were shown, not what
    /// the histories hold now: a write that landed since is not matched.
    var matchedAWrite: Bool {
        reads.contains { context, read in
            guard case .property(let index) = read else { return false }
            return judged[ObjectIdentifier(context)]?.shownWrites[index] != nil
        }
    }

    /// Whether something happened in the hierarchies since the predicates
    /// began (a write, an event, a task starting or ending): their pass may
    /// rest on values from before it, and taking it as asserted would take
    /// what happened as asserted unseen.
    var wasInterrupted: Bool {
        activity.generation != start.generation || recorders.map(\.recordedWrites) != start.recordedWrites
    }

    /// Adds a line to the failure message of the predicate being evaluated.
    func note(_ line: String) {
        notes.append(line)
    }

    /// Takes everything the passing evaluation read and matched as asserted.
    func commit() {
        for recorder in recorders {
            let ownReads = reads.filter { recorder.follows($0.0) }
            if replaysTransitions { recorder.consumeTransitions(ownReads, judged: judged) }
            recorder.markAsserted(ownReads, judged: judged)
            recorder.consumeEvents(claimedEvents[ObjectIdentifier(recorder)] ?? [])
        }
        for (probe, index) in claimedProbeCalls { probe.consume(index) }
    }
}

extension AssertionEvaluation {
    /// What an evaluation's predicates were judged against for one model.
    struct Judged {
        /// Whether a model's properties were read yet, and in which state.
        enum StateShown {
            /// Not read yet: the first read fixes the state.
            case notRead
            /// Read in this state; `nil` when they read the current one.
            case fixed(ModelStateSnapshot?)
        }

        /// Whether its properties were read yet, and in which state.
        var stateShown = StateShown.notRead
        /// The state its properties read in; `nil` when they read the current one.
        var state: ModelStateSnapshot? {
            if case .fixed(let state) = stateShown { state } else { nil }
        }
        /// With `.transitions`, which unasserted write of each property `state`
        /// shows (see ``WriteHistory/Replay``).
        var shownWrites: [Int: Int] = [:]
        /// The context and preference values it held when first read.
        var values: OwnValues?
    }
}

/// The paths of what `reads` read, each once, in order: `Counter.count`,
/// `AppModel context isDark`.
private func readPaths(_ reads: ArraySlice<(AnyModelContext, RecordedRead)>) -> [String] {
    var seen: Set<String> = []
    return reads.compactMap { context, read in
        let path =
            switch read {
            case .property(let index): "\(context.pathDescription).\(context.nameOfProperty(at: index))"
            case .context(let key): "\(context.pathDescription) context \(key)"
            case .preference(let key): "\(context.pathDescription) preference \(key)"
            }
        return seen.insert(path).inserted ? path : nil
    }
}
