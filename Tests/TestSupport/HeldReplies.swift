import Synchronization

/// Replies a test holds back and sends when it chooses, so that it can
/// assert what the model shows while waiting. Like a service that doesn't
/// support cancellation, a caller waits for its reply even when cancelled.
final class HeldReplies<Value: Sendable>: Sendable {
    private struct State {
        var waiting: [CheckedContinuation<Value, Never>] = []
        var unclaimed: [Value] = []
    }

    private let state = Mutex(State())

    /// The next reply the test sends; the caller waits until then.
    func next() async -> Value {
        await withCheckedContinuation { caller in
            let reply = state.withLock { state -> Value? in
                if state.unclaimed.isEmpty {
                    state.waiting.append(caller)
                    return nil
                }
                return state.unclaimed.removeFirst()
            }
            if let reply { caller.resume(returning: reply) }
        }
    }

    /// Sends `value` to the caller waiting longest, or the next to ask.
    func send(_ value: Value) {
        let caller = state.withLock { state -> CheckedContinuation<Value, Never>? in
            if state.waiting.isEmpty {
                state.unclaimed.append(value)
                return nil
            }
            return state.waiting.removeFirst()
        }
        caller?.resume(returning: value)
    }
}
