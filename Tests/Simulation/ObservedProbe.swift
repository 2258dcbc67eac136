import Foundation
import ModelRuntime

/// An `Observed` of a value, iterated in a task that keeps the last value
/// it was given, so a check can wait for the observer to agree with the state.
final class ObservedProbe<Value: Sendable & Equatable>: Sendable {
    private let last = Locked<Value?>(nil)
    private let task: Task<Void, Never>

    init(_ value: @escaping @Sendable () -> Value) {
        let last = self.last
        task = Task {
            for await value in Observed(value) { last.withLock { $0 = value } }
        }
    }

    deinit {
        task.cancel()
    }

    /// Waits, up to a ceiling, for the observer's last value to be `expected`.
    func waitFor(_ expected: Value, _ what: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while last.withLock({ $0 }) != expected {
            guard Date() < deadline else {
                let last = String(describing: last.withLock { $0 })
                throw SimulationMismatch(description: "\(what): \(last), expected \(expected)")
            }
            Thread.sleep(forTimeInterval: 0.001)
        }
    }
}
