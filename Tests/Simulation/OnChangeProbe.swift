import Foundation
import ModelRuntime
import Showcase

/// A counter's `onChange(of: count)`, keeping what each call was given, so
/// a check can wait for the last new value to be the count, and see that
/// the calls chain: each old value is the new value of the call before.
final class OnChangeProbe: Sendable {
    private let calls = Locked<[(old: Int, new: Int)]>([])

    init(of counter: Counter) {
        let calls = self.calls
        counter.node.onChange(of: counter.count) { old, new in calls.withLock { $0.append((old, new)) } }
    }

    /// Waits, up to a ceiling, for the last call's new value to be
    /// `expected`, then checks the calls chain and never go down: the
    /// counts only grow (`+= 1`), and each is told once.
    func waitFor(_ expected: Int, _ what: String) throws {
        let deadline = Date().addingTimeInterval(10)
        while calls.withLock({ $0.last?.new }) != expected {
            guard Date() < deadline else {
                let last = calls.withLock { $0.last?.new }
                throw SimulationMismatch(description: "\(what): \(String(describing: last)), expected \(expected)")
            }
            Thread.sleep(forTimeInterval: 0.001)
        }
        let calls = calls.withLock { $0 }
        for (previous, call) in zip(calls, calls.dropFirst()) where call.old != previous.new || call.new <= call.old {
            throw SimulationMismatch(
                description: "\(what): a call (\(call.old) to \(call.new)) after one to \(previous.new)")
        }
    }
}
