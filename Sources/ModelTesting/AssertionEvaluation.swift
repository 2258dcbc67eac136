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
    /// What the predicates were judged against, and read, by context: fixed
    /// at the model's first read in this evaluation, so every read sees one
    /// state of it, and a pass takes as asserted what they saw, not what a
    /// write landing since made of it. Only this evaluation's thread
    /// touches it, through the entry in place (`_modify`): unchecked.
    @exclusivity(unchecked) private var judged: [ObjectIdentifier: Judged] = [:]
    /// The activity generation and the writes recorded before the predicates ran.
    private let start: (generation: Int, recordedWrites: [Int])

    init(recorders: [HierarchyRecorder], activity: ActivitySignal, replaysTransitions: Bool) {
        self.recorders = recorders
        self.activity = activity
        self.replaysTransitions = replaysTransitions
        start = (activity.generation, recorders.map(\.recordedWrites))
        // Room for an entry per model, up to a point: growing the table as
        // the predicates read model after model moved it to fresh memory
        // each time. Memory reserved and never written costs little.
        judged.reserveCapacity(min(recorders.reduce(0) { $0 + $1.modelCount }, 4_096))
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
            // A property read was noted as it was replayed (`judgedState`).
            if case .property = read { return }
            Self.note(read, of: context, in: &judged[ObjectIdentifier(context), default: Judged()])
        }
        withRecordedReads(onRead, replaying: { [self] context, index in judgedState(of: context, reading: index) }) {
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
    /// Notes that property `index` was read.
    private func judgedState(of context: AnyModelContext, reading index: Int) -> ModelStateSnapshot? {
        // Called on every property read: the table's entry is looked at, and
        // fixed, in place, as copying a Judged out would retain all it holds.
        Self.stateShown(in: &judged[ObjectIdentifier(context), default: Judged()], reading: index) { [self] in
            if replaysTransitions {
                for recorder in recorders {
                    if let replay = recorder.replay(of: context) { return (replay.state, replay.shownWrites) }
                }
            }
            for recorder in recorders {
                // Made like the model's baseline, from its class: no lookups.
                if let baseline = recorder.baselineSnapshot(of: context) {
                    return (context.stateSnapshot(like: baseline), [:])
                }
            }
            return (nil, [:])
        }
    }

    // Given a table's entry inout (its `_modify`, in place) rather than read
    // through its getter, which copies the whole `Judged`.

    private static func stateShown(
        in judged: inout Judged, reading index: Int,
        fixingFirst first: () -> (ModelStateSnapshot?, shownWrites: [Int: Int])
    ) -> ModelStateSnapshot? {
        judged.readProperties.insert(index)
        if case .fixed(let state) = judged.stateShown { return state }
        let (state, shownWrites) = first()
        judged.stateShown = .fixed(state)
        if !shownWrites.isEmpty { judged.rarelyUsed.shownWrites = shownWrites }
        return state
    }

    /// Notes a context or preference value read. Values are read as they
    /// are now; what a pass takes as asserted is what the model held when
    /// first read.
    private static func note(_ read: RecordedRead, of context: AnyModelContext, in judged: inout Judged) {
        let rarelyUsed = judged.rarelyUsed
        if rarelyUsed.values == nil { rarelyUsed.values = context.ownValues() }
        rarelyUsed.readValues.append(read)
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
    /// Each recorder passes over the models it doesn't follow.
    func commit() {
        for recorder in recorders {
            if replaysTransitions { recorder.consumeTransitions(reads, judged: judged) }
            recorder.markAsserted(judged)
            recorder.consumeEvents(claimedEvents[ObjectIdentifier(recorder)] ?? [])
        }
        for (probe, index) in claimedProbeCalls { probe.consume(index) }
    }
}

extension AssertionEvaluation {
    /// What an evaluation's predicates were judged against for one model,
    /// and what they read of it. Small, as evaluations keep one per model
    /// read, in a table that grows with them: what few models need is in
    /// ``RarelyUsed``.
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
        /// The tracked properties read.
        var readProperties = PropertyIndexes()
        private var rare: RarelyUsed?

        /// With `.transitions`, which unasserted write of each property `state`
        /// shows (see ``WriteHistory/Replay``).
        var shownWrites: [Int: Int] { rare?.shownWrites ?? [:] }
        /// The context and preference values it held when first read.
        var values: OwnValues? { rare?.values }
        /// The context and preference values read.
        var readValues: [RecordedRead] { rare?.readValues ?? [] }

        /// The rarely used part, made on first use.
        var rarelyUsed: RarelyUsed {
            mutating get {
                if let rare { return rare }
                let made = RarelyUsed()
                rare = made
                return made
            }
        }

        /// What only some models' entries need: shown writes with
        /// `.transitions`, values for models whose context or preference
        /// values were read. Shared by copies of the entry, which are only
        /// read: the evaluation's table alone changes it.
        final class RarelyUsed {
            var shownWrites: [Int: Int] = [:]
            var values: OwnValues?
            var readValues: [RecordedRead] = []
        }
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
