import Synchronization

/// Numbers the fetches of the session's fact client and tells whoever
/// waits for one how it ended.
///
/// The models alone can't say when a fetch is over: a failed one may leave
/// them as they were (the same alert again, the old fact kept), and
/// `Observed` only speaks when something changes.
nonisolated final class FactLedger: Sendable {
    /// How a fetch ended.
    enum Outcome: Sendable {
        /// The client returned a fact.
        case delivered
        /// The client threw.
        case failed
    }

    private struct State {
        /// How many fetches have started; the next one gets this number.
        var started = 0
        /// The fetches somebody will wait for, with their outcome once known.
        /// Only these are kept, so a session nobody waits on keeps nothing.
        var awaited: [Int: Outcome?] = [:]
        /// Who is waiting, by fetch.
        var waiters: [Int: CheckedContinuation<Outcome?, Never>] = [:]
    }

    private let state = Mutex(State())

    /// `client`, with every fetch numbered and its outcome recorded.
    func tracking(_ client: FactClient) -> FactClient {
        FactClient { [self] number in
            let fetch = state.withLock { state in
                defer { state.started += 1 }
                return state.started
            }
            do {
                let fact = try await client.fetch(number)
                finish(fetch, .delivered)
                return fact
            } catch {
                finish(fetch, .failed)
                throw error
            }
        }
    }

    /// Marks the next fetch to start as one somebody will wait for, and
    /// returns its number for `outcome(of:)`. Call it before the command
    /// that starts the fetch, so even a fetch that ends at once is kept.
    func expectNextFetch() -> Int {
        state.withLock { state in
            state.awaited[state.started] = .some(nil)
            return state.started
        }
    }

    /// How fetch `fetch` ended, once it has; nil when the waiting task is
    /// cancelled first.
    func outcome(of fetch: Int) async -> Outcome? {
        await withTaskCancellationHandler {
            await withCheckedContinuation { waiter in
                let ready = state.withLock { state -> Outcome?? in
                    // Checked under the lock the cancellation handler takes,
                    // so a cancellation is seen either here or there.
                    if Task.isCancelled { return .some(nil) }
                    if let outcome = state.awaited[fetch] ?? nil {
                        state.awaited[fetch] = nil
                        return outcome
                    }
                    state.waiters[fetch] = waiter
                    return .none
                }
                if let ready { waiter.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { state in
                state.awaited[fetch] = nil
                return state.waiters.removeValue(forKey: fetch)
            }
            waiter?.resume(returning: nil)
        }
    }

    /// Records how `fetch` ended, for whoever waits for it.
    private func finish(_ fetch: Int, _ outcome: Outcome) {
        let waiter = state.withLock { state -> CheckedContinuation<Outcome?, Never>? in
            guard state.awaited.keys.contains(fetch) else { return nil }
            guard let waiter = state.waiters.removeValue(forKey: fetch) else {
                state.awaited[fetch] = outcome
                return nil
            }
            state.awaited[fetch] = nil
            return waiter
        }
        waiter?.resume(returning: outcome)
    }
}
