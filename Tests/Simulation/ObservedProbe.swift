import Foundation
import ModelRuntime

/// An `Observed` of a value, iterated in a task that keeps the last value
/// it was given, so a check can wait for the observer to agree with the state.
final class ObservedProbe<Value: Sendable & Equatable>: Sendable {
    private let lastValue = Locked<Value?>(nil)
    private let task: Task<Void, Never>

    init(_ value: @escaping @Sendable () -> Value) {
        let last = lastValue
        task = Task {
            for await value in Observed(value) { last.withLock { $0 = value } }
        }
    }

    deinit {
        task.cancel()
    }

    /// The last value the observer was given.
    var last: Value? { lastValue.withLock { $0 } }

    /// Waits, up to a ceiling, for the observer's last value to be `expected`.
    func waitFor(_ expected: Value, _ what: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while last != expected {
            guard Date() < deadline else {
                throw SimulationMismatch(description: "\(what): \(String(describing: last)), expected \(expected)")
            }
            Thread.sleep(forTimeInterval: 0.001)
        }
    }
}
