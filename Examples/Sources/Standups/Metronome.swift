/// Beats every `interval` on a clock, counted from when it was made: beat
/// `n` is due `n` intervals after that, however late whoever waits for it
/// gets around to waiting. Waiting for a beat that is already due returns
/// at once, so a slow listener catches up instead of drifting.
struct Metronome: Sendable {
    private let waitForBeat: @Sendable (Int) async throws -> Void

    /// Starts counting now on `clock`.
    init<C: Clock<Duration>>(clock: C, interval: Duration) {
        let start = clock.now
        waitForBeat = { beat in
            // A nanosecond early: a test clock keeps waiting a sleeper whose
            // deadline is exactly its current time until it moves again, so
            // a beat that came due while nobody waited would be missed.
            let deadline = start.advanced(by: interval * beat - .nanoseconds(1))
            try await clock.sleep(until: deadline, tolerance: nil)
        }
    }

    /// Waits until beat `beat` (from 1) is due; throws when cancelled.
    func beat(_ beat: Int) async throws {
        try await waitForBeat(beat)
    }
}
