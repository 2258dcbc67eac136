import Synchronization

/// Replies a test holds back and sends when it chooses, so that it can
/// assert what the model shows while waiting. A caller of `next()` waits
/// for its reply even when cancelled, like a service that doesn't support
/// cancellation; a caller of `nextUnlessCancelled()` stops waiting, like
/// one that does.
final class HeldReplies<Value: Sendable>: Sendable {
    private struct State {
        var waiting: [(id: Int, caller: Caller)] = []
        var unclaimed: [Value] = []
        var nextID = 0
        /// Callers of `nextUnlessCancelled()` cancelled before they waited.
        var cancelledEarly: Set<Int> = []
    }

    /// Someone waiting for a reply.
    private enum Caller {
        case waitingRegardless(CheckedContinuation<Value, Never>)
        case cancellable(CheckedContinuation<Value, any Error>)

        func resume(returning value: Value) {
            switch self {
            case .waitingRegardless(let continuation): continuation.resume(returning: value)
            case .cancellable(let continuation): continuation.resume(returning: value)
            }
        }
    }

    /// What becomes of a caller as it starts to wait.
    private enum Outcome {
        case waits
        case reply(Value)
        case cancelled
    }

    private let state = Mutex(State())

    /// The next reply the test sends; the caller waits until then.
    func next() async -> Value {
        let id = newID()
        return await withCheckedContinuation { continuation in
            wait(id, .waitingRegardless(continuation))
        }
    }

    /// The next reply the test sends, unless the calling task is cancelled
    /// first: then it throws `CancellationError`, and the reply goes to the
    /// next caller instead.
    func nextUnlessCancelled() async throws -> Value {
        let id = newID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                wait(id, .cancellable(continuation))
            }
        } onCancel: {
            let caller = state.withLock { state -> Caller? in
                guard let index = state.waiting.firstIndex(where: { $0.id == id }) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return state.waiting.remove(at: index).caller
            }
            if case .cancellable(let continuation)? = caller { continuation.resume(throwing: CancellationError()) }
        }
    }

    /// Sends `value` to the caller waiting longest, or the next to ask.
    func send(_ value: Value) {
        let caller = state.withLock { state -> Caller? in
            if state.waiting.isEmpty {
                state.unclaimed.append(value)
                return nil
            }
            return state.waiting.removeFirst().caller
        }
        caller?.resume(returning: value)
    }

    private func newID() -> Int {
        state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
    }

    /// Resumes `caller` with an unclaimed reply, or files it as waiting;
    /// a caller cancelled already gets `CancellationError`.
    private func wait(_ id: Int, _ caller: Caller) {
        let outcome = state.withLock { state -> Outcome in
            if state.cancelledEarly.remove(id) != nil { return .cancelled }
            if state.unclaimed.isEmpty {
                state.waiting.append((id, caller))
                return .waits
            }
            return .reply(state.unclaimed.removeFirst())
        }
        switch outcome {
        case .waits: break
        case .reply(let value): caller.resume(returning: value)
        case .cancelled:
            if case .cancellable(let continuation) = caller { continuation.resume(throwing: CancellationError()) }
        }
    }
}
