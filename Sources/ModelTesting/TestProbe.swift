@_spi(ModelTesting) import ModelRuntime
import CustomDump
import IssueReporting

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
/// Installed probes take part in exhaustivity: a call nobody asserted fails
/// the test. With `andTester`, install a probe with `tester.install(_:)`;
/// in a `.modelTesting` test, a probe installs itself when it is created
/// and when it is called.
public final class TestProbe: Sendable {
    /// The probe's name, for messages.
    public let name: String
    let activity = ActivitySignal()
    private let calls = LockedState<[Call]>([])
    private let autoInstalls: Bool

    private struct Call: @unchecked Sendable {
        let values: [Any]
        var isConsumed = false
    }

    /// Creates a probe.
    ///
    /// - Parameters:
    ///   - name: The probe's name, for messages.
    ///   - autoInstall: Whether the probe installs itself in the
    ///     `.modelTesting` test it is created or called in. Pass `false` for a
    ///     probe a shared helper makes that only some tests assert; such a test
    ///     calls ``install(fileID:filePath:line:column:)``.
    public init(_ name: String = "probe", autoInstall: Bool = true) {
        self.name = name
        self.autoInstalls = autoInstall
        if autoInstall { ModelTestScope.current?.install(self) }
    }

    /// A probe named `name`, or `"probe"` when it is `nil`, as SwiftModel's
    /// `TestProbe(_:)` takes it; otherwise as ``init(_:autoInstall:)``.
    @_disfavoredOverload
    public convenience init(_ name: String?, autoInstall: Bool = true) {
        self.init(name ?? "probe", autoInstall: autoInstall)
    }

    /// Makes the probe part of the current `.modelTesting` test's
    /// exhaustivity; with `andTester`, use `tester.install(_:)`.
    public func install(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        guard let scope = ModelTestScope.current else {
            return reportMisuse(
                .outsideModelTesting(verb: "\(name).install()"), at: TestLocation(fileID, filePath, line, column))
        }
        scope.install(self)
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
    public func call<A: Sendable, B: Sendable, C: Sendable, D: Sendable>(_ a: A, _ b: B, _ c: C, _ d: D) {
        record([a, b, c, d])
    }

    /// Records a call.
    public func call<A: Sendable, B: Sendable, C: Sendable, D: Sendable, E: Sendable>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) { record([a, b, c, d, e]) }

    /// Records a call.
    public func call<A: Sendable, B: Sendable, C: Sendable, D: Sendable, E: Sendable, F: Sendable>(
        _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) { record([a, b, c, d, e, f]) }

    private func record(_ values: [Any]) {
        calls.withLock { $0.append(Call(values: values)) }
        if autoInstalls { ModelTestScope.current?.install(self) }
        activity.signal()
    }

    /// Records a call: `probe(2, "two")`.
    public func callAsFunction<each Value: Sendable>(_ values: repeat each Value) {
        record([Any](arrayOf: repeat each values))
    }

    /// Whether the probe was called with these values, inside
    /// `tester.assert { }` or `expect { }`: the first such call not yet
    /// asserted is asserted by it.
    public func wasCalled<each Value: Equatable & Sendable>(
        with values: repeat each Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> Bool {
        var matchers: [(Any) -> Bool] = []
        for value in repeat each values { matchers.append(matcher(for: value)) }
        let description = describeCall([Any](arrayOf: repeat each values))
        return claimCall(describedAs: description, at: TestLocation(fileID, filePath, line, column)) { recorded in
            recorded.count == matchers.count && zip(recorded, matchers).allSatisfy { $1($0) }
        }
    }

    /// Whether the probe was called at all (with any values), inside
    /// `tester.assert { }` or `expect { }`: the first call not yet asserted
    /// is asserted by it.
    public func wasCalled(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        claimCall(describedAs: "any values", at: TestLocation(fileID, filePath, line, column)) { _ in true }
    }

    /// How many calls nobody asserted yet.
    public var count: Int { unassertedCalls.count }

    /// Whether every call so far was asserted (or none was made).
    public var isEmpty: Bool { unassertedCalls.isEmpty }

    /// The values of the calls nobody asserted yet.
    public var unassertedCalls: [[Any]] {
        calls.withLock { $0.filter { !$0.isConsumed }.map(\.values) }
    }

    private func claimCall(
        describedAs description: String, at location: TestLocation, matching matches: ([Any]) -> Bool
    ) -> Bool {
        guard let evaluation = AssertionEvaluation.current else {
            reportMisuse(.wasCalledOutsideAssertion(probe: name), at: location)
            return false
        }
        evaluation.register(probe: self)
        let index = calls.withLock { calls in
            calls.indices.first { index in
                !calls[index].isConsumed && !evaluation.hasClaimed(self, index) && matches(calls[index].values)
            }
        }
        guard let index else {
            let unasserted = unassertedCallDescriptions
            evaluation.note(
                "\(name) was not called with \(description); "
                    + (unasserted.isEmpty
                        ? "it has no unasserted calls" : "unasserted calls: \(unasserted.joined(separator: ", "))"))
            return false
        }
        evaluation.claimProbeCall(self, index)
        return true
    }

    /// Marks every call so far as asserted, for `settle()`.
    func consumeAll() {
        calls.withLock { calls in
            for index in calls.indices { calls[index].isConsumed = true }
        }
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
    "(" + values.map(describe).joined(separator: ", ") + ")"
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
