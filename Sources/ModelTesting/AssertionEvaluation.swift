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
    private(set) var reads: [(AnyModelContext, Int)] = []
    private(set) var claimedEvents: [ObjectIdentifier: Set<Int>] = [:]
    private(set) var claimedProbeCalls: [(TestProbe, Int)] = []
    private(set) var notes: [String] = []

    init(recorders: [HierarchyRecorder], activity: ActivitySignal) {
        self.recorders = recorders
        self.activity = activity
    }

    /// Runs the predicates, returning the failures with where they were written.
    func run(_ predicates: [AssertPredicate]) -> [(AssertPredicate, String)] {
        var failures: [(AssertPredicate, String)] = []
        withRecordedReads({ [self] context, index in reads.append((context, index)) }) {
            Self.$current.withValue(self) {
                for predicate in predicates {
                    notes = []
                    if let message = predicate.predicate.check() {
                        failures.append((predicate, ([message] + notes).joined(separator: "\n")))
                    }
                }
            }
        }
        return failures
    }

    /// Claims an unasserted event `sender` sent that `matches`.
    func claimEvent(from sender: AnyModelContext, describedAs description: String, matching matches: (any Sendable) -> Bool)
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
        notes.append(
            "\(sender.modelTypeName) did not send \(description)"
                + (sent.isEmpty ? "" : "; unasserted events it sent: \(sent.joined(separator: ", "))"))
        return false
    }

    /// Claims call `index` of `probe`.
    func claimProbeCall(_ probe: TestProbe, _ index: Int) {
        claimedProbeCalls.append((probe, index))
    }

    /// Whether call `index` of `probe` is already claimed by this evaluation.
    func hasClaimed(_ probe: TestProbe, _ index: Int) -> Bool {
        claimedProbeCalls.contains { $0.0 === probe && $0.1 == index }
    }

    /// Adds a line to the failure message of the predicate being evaluated.
    func note(_ line: String) {
        notes.append(line)
    }

    /// Takes everything the passing evaluation read and matched as asserted.
    func commit() {
        for recorder in recorders {
            recorder.markAsserted(reads.filter { recorder.follows($0.0) })
            recorder.consumeEvents(claimedEvents[ObjectIdentifier(recorder)] ?? [])
        }
        for (probe, index) in claimedProbeCalls { probe.consume(index) }
    }
}

/// Evaluates `predicates` until they all hold (and commits what they read as
/// asserted) or `timeout` passes (and reports each failing one where it was
/// written). Re-evaluates each time something happens in the hierarchies.
@discardableResult
func assertEventually(
    _ predicates: [AssertPredicate], recorders: [HierarchyRecorder], timeout: Duration
) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    let activity = ActivitySignal()
    for recorder in recorders { recorder.activity.addListener(activity) }
    defer { for recorder in recorders { recorder.activity.removeListener(activity) } }
    while true {
        let generation = activity.generation
        let evaluation = AssertionEvaluation(recorders: recorders, activity: activity)
        let failures = evaluation.run(predicates)
        if failures.isEmpty {
            evaluation.commit()
            return true
        }
        if ContinuousClock.now >= deadline {
            for (predicate, message) in failures {
                reportIssue(
                    "\(message)\n(still failing after \(timeout.formatted))",
                    fileID: predicate.location.fileID, filePath: predicate.location.filePath,
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
