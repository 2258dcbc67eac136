@_spi(ModelTesting) import ModelRuntime

/// Wakes assertions that wait for the model to change: every change, event,
/// task transition and probe call bumps a generation and resumes the waiters.
/// Waiting is deterministic: nothing polls or sleeps a fixed time; a deadline
/// only ends the wait of an assertion that is going to fail.
final class ActivitySignal: Sendable {
    private struct State {
        var generation = 0
        var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
        var nextWaiter = 0
        var listeners: [ObjectIdentifier: WeakSignal] = [:]
    }

    private struct WeakSignal {
        weak var signal: ActivitySignal?
    }

    private let state = LockedState(State())

    /// The current generation; pass it to `wait(after:until:)`.
    var generation: Int { state.withLock { $0.generation } }

    /// Something happened.
    func signal() {
        let (waiters, listeners) = state.withLock { state -> ([CheckedContinuation<Void, Never>], [ActivitySignal]) in
            state.generation += 1
            defer { state.waiters = [:] }
            return (Array(state.waiters.values), state.listeners.values.compactMap(\.signal))
        }
        for waiter in waiters { waiter.resume() }
        for listener in listeners { listener.signal() }
    }

    /// Passes every future signal on to `listener` too, until removed or
    /// gone. Listeners that are gone (an assertion that registered a probe
    /// and ended) are dropped here, so they don't pile up.
    func addListener(_ listener: ActivitySignal) {
        state.withLock { state in
            state.listeners = state.listeners.filter { $0.value.signal != nil }
            state.listeners[ObjectIdentifier(listener)] = WeakSignal(signal: listener)
        }
    }

    /// Stops passing signals on to `listener`.
    func removeListener(_ listener: ActivitySignal) {
        state.withLock { _ = $0.listeners.removeValue(forKey: ObjectIdentifier(listener)) }
    }

    /// Returns when the generation moves past `generation`, or at `deadline`.
    func wait(after generation: Int, until deadline: ContinuousClock.Instant) async {
        let id = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        let timer = Task {
            try? await Task.sleep(until: deadline, clock: .continuous)
            resume(id)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.generation != generation || ContinuousClock.now >= deadline { return true }
                state.waiters[id] = continuation
                return false
            }
            if resumeNow { continuation.resume() }
        }
        timer.cancel()
    }

    private func resume(_ id: Int) {
        let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
        waiter?.resume()
    }
}
