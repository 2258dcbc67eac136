import Foundation
import Observation
import ModelRuntime
import Showcase

/// A `withObservationTracking` observer of a counter's count, registered
/// again on each change, as a view is: at the end of a concurrent run it must
/// have been told of the last write, and have read the count as it is.
///
/// Observation installs a registration after the read it follows, so a write
/// on another thread in between is not told: the tracker reads the count
/// again once registered and, if it moved, registers anew. A generation
/// number keeps one chain of registrations: a superseded one's call is ignored.
final class ObservationTracker: Sendable {
    private struct State {
        var generation = 0
        /// The count the current registration read.
        var seen: Int?
        /// Whether a change was told and the registration after it is not made yet.
        var pending = false
        /// The counter, until the tracker stops: the last registration keeps
        /// the tracker, and the counter's registrar keeps the registration.
        var counter: Counter?
        /// Counts that went down between registrations: the shared counts only go up.
        var decreases: [String] = []
    }

    private let state = Locked(State())

    init(of counter: Counter) {
        state.withLock { $0.counter = counter }
        register()
    }

    /// Registers until the count read is still the count once registered.
    private func register() {
        while true {
            let current = state.withLock { state -> (Int, Counter)? in
                guard let counter = state.counter else { return nil }
                state.generation += 1
                return (state.generation, counter)
            }
            guard let (generation, counter) = current else { return }
            let value = withObservationTracking {
                counter.count
            } onChange: { [self] in
                changed(generation)
            }
            state.withLock { state in
                guard state.generation == generation else { return }
                if let seen = state.seen, value < seen { state.decreases.append("\(seen) then \(value)") }
                state.seen = value
                state.pending = false
            }
            if counter.count == value { return }
        }
    }

    /// A registration's call: the current one registers again, off the writer's thread.
    private func changed(_ generation: Int) {
        let isCurrent = state.withLock { state in
            guard state.generation == generation, state.counter != nil else { return false }
            state.pending = true
            return true
        }
        if isCurrent { DispatchQueue.global().async { self.register() } }
    }

    /// Waits, up to a ceiling, for the tracker to have registered after the
    /// last change and read `expected`.
    func waitFor(_ expected: Int, _ what: String) throws {
        let deadline = Date().addingTimeInterval(10)
        func now() -> State { state.withLock { $0 } }
        while now().pending || now().seen != expected, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
        let last = now()
        try expect(last.decreases, [], "\(what): counts read going down")
        try expect(last.pending, false, "\(what) waiting to register again")
        try expect(last.seen, expected, "\(what)'s last count")
    }

    /// Ends the chain: a later call registers nothing, and the tracker lets go of the counter.
    func stop() {
        state.withLock { $0.counter = nil }
    }
}
