import IssueReporting

/// How an assertion waits and what it checks.
struct AssertionSettings {
    /// The hierarchies it asserts on.
    var recorders: [HierarchyRecorder]
    /// How long it waits, with the model idle, before failing.
    var timeout: Duration
    /// Whether predicates see each property's oldest unasserted write (`.transitions`).
    var replaysTransitions = false
}

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
/// A model that keeps working fails it at the ceiling (``WaitCeiling``),
/// `timeout` and the ceiling after the start, naming the tasks still busy.
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
    let ceiling = WaitCeiling.current
    let hardStop = start + settings.timeout + ceiling
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
            ContinuousClock.now < hardStop
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
            let idleBy = ContinuousClock.now + settings.timeout + ceiling
            if await !waitUntilIdle(settings.recorders, orUntil: idleBy), ContinuousClock.now >= idleBy,
                let predicate = predicates.first
            {
                // Not a task that never waits (its jobs end, so the wait
                // gives up on it sooner), but a job that never ends.
                reportIssue(
                    ceilingReport(
                        "The assertion held, but the models' tasks still had work ready",
                        after: settings.timeout + ceiling, busy: settings.recorders.filter(\.drain.isBusy)),
                    fileID: predicate.location.fileID, filePath: predicate.location.filePath,
                    line: predicate.location.line, column: predicate.location.column)
            }
            return true
        }
        interruptedPasses = 0
        if ContinuousClock.now >= deadline {
            var mainActorIsStuck = false
            if !hasLetMainActorCatchUp {
                mainActorIsStuck = await !letMainActorCatchUp(orUntil: hardStop)
                hasLetMainActorCatchUp = true
                if !mainActorIsStuck { continue }
            }
            let now = settings.recorders.map(\.drain.progress)
            let working = mainActorIsStuck || now != progress || settings.recorders.contains { $0.drain.isBusy }
            if working && ContinuousClock.now < hardStop {
                (progress, deadline) = (now, ContinuousClock.now + settings.timeout)
                hasLetMainActorCatchUp = false
                continue
            }
            let outcome =
                working
                ? ceilingReport("(still failing", after: settings.timeout + ceiling, busy: settings.recorders) + ")"
                : "(still failing after \(settings.timeout.formatted) with no work left in the model)"
            for (predicate, message) in failures {
                reportIssue(
                    "\(message)\n\(outcome)", fileID: predicate.location.fileID, filePath: predicate.location.filePath,
                    line: predicate.location.line, column: predicate.location.column)
            }
            return false
        }
        await activity.wait(after: generation, until: deadline)
    }
}

extension Duration {
    /// `1 s`, `50 ms`.
    var formatted: String {
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
    }
}
