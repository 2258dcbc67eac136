import CustomDump
import IssueReporting
import Synchronization

/// Stands in for a callback and records its calls, so a test can assert
/// them.
///
/// ```swift
/// let onFact = TestProbe("onFact")
/// let (model, tester) = CounterModel(count: 2, onFact: onFact.call).andTester {
///     $0.factClient.fetch = { "\($0) is a good number." }
/// }
/// tester.install(onFact)
///
/// model.factButtonTapped()
///
/// await tester.assert {
///     onFact.wasCalled(with: 2, "2 is a good number.")
/// }
/// ```
///
/// Install a probe on the tester to make its calls part of exhaustivity:
/// a call nobody asserted then fails the test.
public final class TestProbe: Sendable {
    /// The probe's name, for messages.
    public let name: String
    let activity = ActivitySignal()
    private let calls = Mutex<[Call]>([])

    private struct Call: @unchecked Sendable {
        let values: [Any]
        var isConsumed = false
    }

    /// Creates a probe.
    public init(_ name: String = "probe") {
        self.name = name
    }

    // `call` is spelled once per arity, not with a parameter pack: passing a
    // pack method as a closure (`onFact: probe.call`) crashes Swift 6.3's SIL
    // generation. Six parameters cover callbacks in practice.

    /// Records a call. Pass it where a callback is expected: `onFact: probe.call`.
    public func call() { record([]) }

    /// Records a call.
    public func call<A: Sendable>(_ a: A) { record([a]) }

    /// Records a call.
    public func call<A: Sendable, B: Sendable>(_ a: A, _ b: B) { record([a, b]) }

    /// Records a call.
    public func call<A: Sendable, B: Sendable, C: Sendable>(_ a: A, _ b: B, _ c: C) { record([a, b, c]) }

    /// Records a call.
    public func call<A: Sendable, B: Sendable, C: Sendable, D: Sendable>(_ a: A, _ b: B, _ c: C, _ d: D) { record([a, b, c, d]) }

    /// Records a call.
    public func call<A: Sendable, B: Sendable, C: Sendable, D: Sendable, E: Sendable>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) { record([a, b, c, d, e]) }

    /// Records a call.
    public func call<A: Sendable, B: Sendable, C: Sendable, D: Sendable, E: Sendable, F: Sendable>(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F) { record([a, b, c, d, e, f]) }

    private func record(_ values: [Any]) {
        calls.withLock { $0.append(Call(values: values)) }
        activity.signal()
    }

    /// Records a call: `probe(2, "two")`.
    public func callAsFunction<each Value: Sendable>(_ values: repeat each Value) {
        record([Any](arrayOf: repeat each values))
    }

    /// Whether the probe was called with these values, in an assertion:
    /// the first such call not yet asserted is asserted by it.
    public func wasCalled<each Value: Equatable & Sendable>(with values: repeat each Value) -> Bool {
        var matchers: [(Any) -> Bool] = []
        for value in repeat each values { matchers.append(matcher(for: value)) }
        let description = describeCall(matchers.count == 0 ? [] : [Any](arrayOf: repeat each values))
        return claimCall(describedAs: description) { recorded in
            recorded.count == matchers.count && zip(recorded, matchers).allSatisfy { $1($0) }
        }
    }

    /// Whether the probe was called at all (with any values), in an
    /// assertion: the first call not yet asserted is asserted by it.
    public func wasCalled() -> Bool {
        claimCall(describedAs: "any values") { _ in true }
    }

    /// The values of the calls nobody asserted yet.
    public var unassertedCalls: [[Any]] {
        calls.withLock { $0.filter { !$0.isConsumed }.map(\.values) }
    }

    private func claimCall(describedAs description: String, matching matches: ([Any]) -> Bool) -> Bool {
        let evaluation = AssertionEvaluation.current
        evaluation?.register(probe: self)
        let index = calls.withLock { calls in
            calls.indices.first { index in
                !calls[index].isConsumed && evaluation?.hasClaimed(self, index) != true && matches(calls[index].values)
            }
        }
        guard let index else {
            let unasserted = unassertedCallDescriptions
            evaluation?.note(
                "\(name) was not called with \(description)"
                    + (unasserted.isEmpty ? "" : "; unasserted calls: \(unasserted.joined(separator: ", "))"))
            return false
        }
        if let evaluation {
            evaluation.claimProbeCall(self, index)
        } else {
            consume(index)
        }
        return true
    }

    /// Marks call `index` as asserted.
    func consume(_ index: Int) {
        calls.withLock { $0[index].isConsumed = true }
    }

    /// The argument lists of the calls nobody asserted yet, for messages.
    var unassertedCallDescriptions: [String] {
        unassertedCalls.map(describeCall)
    }
}

/// A call's arguments as messages show them: `(2, "2 is even.")`.
private func describeCall(_ values: [Any]) -> String {
    "(" + values.map { String(customDumping: $0) }.joined(separator: ", ") + ")"
}

private func matcher<Value: Equatable>(for expected: Value) -> (Any) -> Bool {
    { ($0 as? Value) == expected }
}

extension Array where Element == Any {
    init<each Value>(arrayOf values: repeat each Value) {
        self = []
        for value in repeat each values { append(value) }
    }
}

extension AssertionEvaluation {
    /// Wakes this evaluation's assertion when `probe` is called.
    func register(probe: TestProbe) {
        probe.activity.addListener(activity)
    }
}
