import IssueReporting
@_spi(ModelTesting) import ModelRuntime
import Synchronization

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
            if judged[ObjectIdentifier(context), default: Judged()].values == nil {
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
        if let fixed = judged[id], fixed.isStateFixed { return fixed.state }
        var fixed = judged[id] ?? Judged()
        fixed.isStateFixed = true
        if replaysTransitions, let replay = recorders.lazy.compactMap({ $0.replay(of: context) }).first {
            (fixed.state, fixed.shownWrites) = (replay.state, replay.shownWrites)
        } else if recorders.contains(where: { $0.follows(context) }) {
            fixed.state = context.stateSnapshot()
        }
        judged[id] = fixed
        return fixed.state
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
        /// Whether its properties were read, which fixed `state`.
        var isStateFixed = false
        /// The state its properties read in; `nil` when they read the current one.
        var state: ModelStateSnapshot?
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

/// How an assertion waits and what it checks.
struct AssertionSettings {
    /// The hierarchies it asserts on.
    var recorders: [HierarchyRecorder]
    /// How long it waits, with the model idle, before failing.
    var timeout: Duration
    /// Whether predicates see each property's oldest unasserted write (`.transitions`).
    var replaysTransitions = false
}

/// How long past its timeout an assertion may wait while the model keeps
/// working: the guard against a task that never stops.
let hangGuard: Duration = .seconds(60)

/// How many times in a row an assertion evaluates again because something
/// happened between the start of its predicates and its pass, before it
/// takes a pass as it is: a model that changes whenever it is read must not
/// keep it from returning.
let maxInterruptedPasses = 100

/// Evaluates `predicates` until they all hold, and again each time something
/// happens in the hierarchies. Once they hold, takes what they read as
/// asserted and waits until no task has work ready, so what the tasks do
/// right after (end, say) is done when the assertion returns.
///
/// Fails, reporting each false predicate where it was written, only when
/// `timeout` passed with the model idle: no task had work ready and none
/// made progress. A loaded machine slows the model down; it doesn't fail it.
///
/// Runs on the caller's actor: in a main-actor test, it looks at the clock
/// only between the main-actor jobs of the model's tasks, which the test
/// tools' executor doesn't see, so it never gives up in the middle of one.
@discardableResult
nonisolated(nonsending) func assertEventually(_ predicates: [AssertPredicate], _ settings: AssertionSettings) async
    -> Bool
{
    let start = ContinuousClock.now
    var deadline = start + settings.timeout
    let activity = ActivitySignal()
    for recorder in settings.recorders { recorder.activity.addListener(activity) }
    defer { for recorder in settings.recorders { recorder.activity.removeListener(activity) } }
    var progress = settings.recorders.map(\.drain.progress)
    var noWriteCame = false
    var hasLetMainActorCatchUp = false
    var interruptedPasses = 0
    while true {
        let generation = activity.generation
        let evaluation = AssertionEvaluation(
            recorders: settings.recorders, activity: activity, replaysTransitions: settings.replaysTransitions)
        let failures = evaluation.run(predicates)
        AssertionEvaluation.stall?(.predicatesRan)
        if failures.isEmpty, settings.replaysTransitions, !evaluation.matchedAWrite, !noWriteCame,
            ContinuousClock.now < start + settings.timeout + hangGuard
        {
            // Nothing it read has a write to match yet while the model still
            // works: a write may be on its way, and the predicates hold only
            // on the values from before it. A task with work ready is waited
            // for; one suspended (on the main actor, or on something outside
            // the model) for as long as something keeps happening.
            if let busy = settings.recorders.first(where: { $0.drain.isBusy }) {
                interruptedPasses = 0
                await busy.drain.waitUntilIdle(orAfter: 1, orUntil: ContinuousClock.now + settings.timeout)
                continue
            }
            if settings.recorders.contains(where: \.hasBusyTasks) {
                interruptedPasses = 0
                await activity.wait(after: generation, until: ContinuousClock.now + settings.timeout)
                noWriteCame = activity.generation == generation
                continue
            }
        }
        if failures.isEmpty, evaluation.wasInterrupted, interruptedPasses < maxInterruptedPasses {
            // Something happened since the predicates began: a write may
            // have landed after they read the value from before it, or
            // after they matched nothing and before the tasks were found
            // idle (the test's thread descheduled on a loaded machine, while
            // a task ran to its end). Taking this pass as asserted would take
            // that write as asserted unseen, so evaluate again, after letting
            // whatever wrote on this executor go on.
            interruptedPasses += 1
            await Task.yield()
            continue
        }
        if failures.isEmpty {
            AssertionEvaluation.stall?(.passJudged)
            evaluation.commit()
            await waitUntilIdle(settings.recorders, orUntil: ContinuousClock.now + hangGuard)
            return true
        }
        interruptedPasses = 0
        if ContinuousClock.now >= deadline {
            if !hasLetMainActorCatchUp {
                await letMainActorCatchUp()
                hasLetMainActorCatchUp = true
                continue
            }
            let now = settings.recorders.map(\.drain.progress)
            let working = now != progress || settings.recorders.contains { $0.drain.isBusy }
            if working && ContinuousClock.now < start + settings.timeout + hangGuard {
                (progress, deadline) = (now, ContinuousClock.now + settings.timeout)
                hasLetMainActorCatchUp = false
                continue
            }
            for (predicate, message) in failures {
                reportIssue(
                    "\(message)\n(still failing after \(settings.timeout.formatted) with no work left in the model)",
                    fileID: predicate.location.fileID, filePath: predicate.location.filePath,
                    line: predicate.location.line, column: predicate.location.column)
            }
            return false
        }
        await activity.wait(after: generation, until: deadline)
    }
}

/// Returns once the work queued on the main actor before the call has run.
/// A task started from main-actor code runs there, where the test tools'
/// executor doesn't see its work: before concluding a model has none left,
/// a wait lets the main actor run what it has queued.
func letMainActorCatchUp() async {
    await MainActor.run {}
}

extension Duration {
    /// `1 s`, `50 ms`.
    var formatted: String {
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
