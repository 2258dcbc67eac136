@_spi(ModelTesting) import ModelRuntime
import Foundation

/// How long past its timeout a wait of the test tools goes on while the
/// model keeps working, before it fails the test naming what still runs.
///
/// An assertion, `waitUntil`, `settle()` and the end of a `.modelTesting`
/// test wait for as long as the model's tasks work, however slowly: a
/// loaded machine slows a test down, it doesn't fail it. A task that never
/// stops, or a job that never returns (a deadlock), would keep them waiting
/// forever; the ceiling ends that wait. 60 seconds by default, multiplied
/// by `SWIFT_MODEL_TIMEOUT_SCALE` when the environment sets it, as
/// SwiftModel's ceiling is.
enum WaitCeiling {
    /// Set by ``withWaitCeiling(_:isolation:_:)`` for its body.
    @TaskLocal static var override: Duration?

    /// 60 seconds, times `SWIFT_MODEL_TIMEOUT_SCALE` if set to a positive number.
    static let standard: Duration = {
        let scale = ProcessInfo.processInfo.environment["SWIFT_MODEL_TIMEOUT_SCALE"].flatMap(Double.init) ?? 1
        return .seconds(60) * (scale > 0 ? scale : 1)
    }()

    /// The ceiling in effect.
    static var current: Duration { override ?? standard }
}

/// Runs `body` with `ceiling` as the longest any wait of the test tools goes
/// on past its timeout while the model keeps working (60 seconds by
/// default). When a wait reaches it, the test fails with what was still
/// running, instead of waiting on.
///
/// ```swift
/// @Test(.modelTesting) func loads() async {
///     await withWaitCeiling(.seconds(5)) {
///         let model = Loader().withAnchor()
///         await expect { model.isLoaded }
///     }
/// }
/// ```
///
/// The end of a `.modelTesting` test waits outside the test's body; to
/// bound it too, put the models in `withModelTesting` inside the call.
public func withWaitCeiling<Result>(
    _ ceiling: Duration, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
    try await WaitCeiling.$override.withValue(ceiling, operation: body, isolation: isolation)
}

/// `(still failing after …)` or what a wait that reached the ceiling says,
/// with the tasks that were still busy then.
func ceilingReport(_ what: String, after waited: Duration, busy: [HierarchyRecorder]) -> String {
    let heading =
        "\(what) after \(waited.formatted), the wait's ceiling: the models kept working all along."
        + " A job that never returns (a deadlock) or a task that never waits keeps them busy"
    let tasks = busy.flatMap(\.busyTasks).map(\.description)
    return listing(heading + ". Still busy", tasks) ?? heading + "."
}

/// Returns `true` once the work queued on the main actor before the call has
/// run; `false` if it hadn't at `deadline` (a main actor blocked by a
/// deadlock, or busy all along). A task started from main-actor code runs
/// there, where the test tools' executor doesn't see its work: before
/// concluding a model has none left, a wait lets the main actor run what it
/// has queued.
///
/// Both the hop and the timer go through Dispatch, not tasks: on a loaded
/// machine, a task waits for a thread of the cooperative pool, which the
/// tests keep busy.
func letMainActorCatchUp(orUntil deadline: ContinuousClock.Instant) async -> Bool {
    let outcome = Outcome()
    // The main actor runs its jobs on the main queue, in order: this runs
    // after what was queued before it.
    DispatchQueue.main.async { outcome.resolve(true) }
    let delay = ContinuousClock.now.duration(to: deadline)
    let nanoseconds = max(0, delay.components.seconds * 1_000_000_000 + delay.components.attoseconds / 1_000_000_000)
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds))) {
        outcome.resolve(false)
    }
    return await outcome.value
}

/// The first of several answers, awaited once.
private final class Outcome: Sendable {
    private struct State {
        var value: Bool?
        var waiter: CheckedContinuation<Bool, Never>?
    }
    private let state = LockedState(State())

    func resolve(_ value: Bool) {
        let waiter = state.withLock { state -> CheckedContinuation<Bool, Never>? in
            guard state.value == nil else { return nil }
            state.value = value
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: value)
    }

    var value: Bool {
        get async {
            await withCheckedContinuation { continuation in
                let now = state.withLock { state -> Bool? in
                    if state.value == nil { state.waiter = continuation }
                    return state.value
                }
                if let now { continuation.resume(returning: now) }
            }
        }
    }
}
