/// Records what a synchronous scope reads.
protocol ReadObserver: AnyObject {
    /// `context` read `slot`.
    func didRead(_ context: AnyModelContext, _ slot: ObservedSlot)
    /// Whether this reader follows model reads itself, so Observation
    /// needn't track them as well (`Observed`, which also runs inside
    /// `withObservationTracking` for plain `@Observable` objects).
    var tracksModelReads: Bool { get }
    /// Whether reads show a recorded state instead of the current one (`replayedState(of:)`).
    var replaysState: Bool { get }
    /// The state a read of tracked property `index` of `context` shows,
    /// when ``replaysState``; `nil` for the current one.
    func replayedState(of context: AnyModelContext, reading index: Int) -> ModelStateSnapshot?
}

extension ReadObserver {
    var tracksModelReads: Bool { false }
    var replaysState: Bool { false }
    func replayedState(of context: AnyModelContext, reading index: Int) -> ModelStateSnapshot? { nil }
}
