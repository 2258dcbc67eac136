import Clocks
import Foundation
import IssueReporting
import Synchronization

/// swift-clocks' `TestClock`, which also tells a test when the model has
/// gone to sleep on it: a debounce sleeps from whenever its task gets to
/// run, so a test must know that sleep has begun before moving the clock.
final class WatchedClock: Clock, Sendable {
    typealias Duration = Swift.Duration
    typealias Instant = TestClock<Duration>.Instant

    private let base = TestClock()
    private let state = Mutex(State())

    private struct State {
        var started = 0
        var waiters: [UUID: (count: Int, waiter: CheckedContinuation<Bool, Never>)] = [:]
    }

    var now: Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let ready = state.withLock { state in
            state.started += 1
            let ready = state.waiters.filter { $0.value.count <= state.started }
            for id in ready.keys { state.waiters[id] = nil }
            return ready.values.map(\.waiter)
        }
        for waiter in ready { waiter.resume(returning: true) }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }

    /// Moves the clock on, waking every sleep due by then.
    func advance(by duration: Duration) async {
        await base.advance(by: duration)
    }

    /// Returns once `count` sleeps have begun since the clock was made;
    /// records an issue if they haven't within `timeout`, which only a
    /// failing test reaches, even under the load of a full test run.
    func waitUntilSleepsBegan(
        _ count: Int, timeout: Duration = .seconds(30), fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let id = UUID()
        let timer = Task {
            try? await Task.sleep(for: timeout)
            state.withLock { $0.waiters.removeValue(forKey: id) }?.waiter.resume(returning: false)
        }
        defer { timer.cancel() }
        let began = await withCheckedContinuation { waiter in
            let isReady = state.withLock { state in
                if state.started >= count { return true }
                state.waiters[id] = (count, waiter)
                return false
            }
            if isReady { waiter.resume(returning: true) }
        }
        if !began {
            reportIssue(
                "Only \(state.withLock { $0.started }) sleeps began, not \(count)", fileID: fileID, filePath: filePath,
                line: line, column: column)
        }
    }
}
