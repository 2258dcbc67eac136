import Dependencies
import IssueReporting
@_spi(ModelTesting) import ModelRuntime

/// Drives a model in a test and checks it exhaustively: the test asserts
/// outcomes, and when the tester goes away at the end of the test, any state
/// change, event, probe call or busy task nobody asserted fails it.
///
/// ```swift
/// let (appModel, tester) = AppModel().andTester {
///     $0.factClient.fetch = { "\($0) is a good number." }
/// }
/// appModel.addButtonTapped()
/// await tester.assert(appModel.counters.count == 1)
/// ```
public final class ModelTester<M: Model>: Sendable {
    /// The model under test, anchored.
    public let model: M
    private let anchor: ModelAnchor<M>
    let recorder: HierarchyRecorder
    private let origin: TestOrigin
    private let settings: LockedState<Settings>

    private struct Settings {
        var exhaustivity: Exhaustivity
        var showSkippedAssertions = false
        var timeout: Duration = .seconds(1)
        var probes: [TestProbe] = []
        var isFinished = false
    }

    init(
        _ model: M, exhaustivity: Exhaustivity, dependencies: (inout DependencyValues) -> Void, origin: TestOrigin
    ) {
        self.model = model
        self.origin = origin
        self.settings = LockedState(Settings(exhaustivity: exhaustivity))
        let recorder = HierarchyRecorder()
        recorder.recordsTransitions = exhaustivity.contains(.transitions)
        self.recorder = recorder
        let values = applyDependencyOverrides(to: DependencyValues._current, dependencies)
        self.anchor = model.anchorForTesting(dependencies: values, watcher: recorder)
    }

    deinit {
        finishSynchronously()
    }

    /// What is checked when the test ends. Settable at any time.
    public var exhaustivity: Exhaustivity {
        get { settings.withLock { $0.exhaustivity } }
        set {
            settings.withLock { $0.exhaustivity = newValue }
            recorder.recordsTransitions = newValue.contains(.transitions)
        }
    }

    /// Prints what the categories left out of ``exhaustivity`` would have
    /// reported, without failing the test.
    public var showSkippedAssertions: Bool {
        get { settings.withLock { $0.showSkippedAssertions } }
        set { settings.withLock { $0.showSkippedAssertions = newValue } }
    }

    /// How long an assertion waits, once the model has no work left, for
    /// its predicates to hold before failing. One second by default.
    public var timeout: Duration {
        get { settings.withLock { $0.timeout } }
        set { settings.withLock { $0.timeout = newValue } }
    }

    /// Makes the probes' calls part of exhaustivity: a call nobody asserted fails the test.
    public func install(_ probes: TestProbe...) {
        settings.withLock { $0.probes += probes }
        for probe in probes { probe.activity.addListener(recorder.activity) }
    }

    /// The probes installed so far.
    var probes: [TestProbe] { settings.withLock { $0.probes } }

    // MARK: Asserting

    /// Waits until every predicate holds, and takes what they read as
    /// asserted. Fails each predicate still false once the model has had no
    /// work for the timeout.
    ///
    /// Like `unwrap(_:)`, it runs on the caller's actor (`nonisolated(nonsending)`),
    /// so a main-actor test hands it its predicates without sending them elsewhere.
    ///
    /// ```swift
    /// await tester.assert {
    ///     model.count == 42
    ///     model.title.hasPrefix("A")
    ///     model.didSend(.startMeeting)
    /// }
    /// ```
    nonisolated(nonsending) public func assert(
        timeout: Duration? = nil, @AssertBuilder _ predicates: () -> [AssertPredicate]
    ) async {
        await assertEventually(predicates(), assertionSettings(timeout))
    }

    /// Waits until every predicate holds; `timeoutNanoseconds` as in SwiftModel.
    nonisolated(nonsending) public func assert(
        timeoutNanoseconds: UInt64, @AssertBuilder _ predicates: () -> [AssertPredicate]
    ) async {
        await assert(timeout: .nanoseconds(timeoutNanoseconds), predicates)
    }

    /// Waits until `predicate` (an `==` comparison) holds; a failure shows a diff.
    nonisolated(nonsending) public func assert(
        _ predicate: TestPredicate, timeout: Duration? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let location = TestLocation(fileID, filePath, line, column)
        await assertEventually([AssertPredicate(predicate: predicate, location: location)], assertionSettings(timeout))
    }

    /// Waits until `predicate` (an `==` comparison) holds; `timeoutNanoseconds` as in SwiftModel.
    nonisolated(nonsending) public func assert(
        _ predicate: TestPredicate, timeoutNanoseconds: UInt64, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await assert(
            predicate, timeout: .nanoseconds(timeoutNanoseconds), fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    /// Waits until `condition` holds.
    @_disfavoredOverload
    nonisolated(nonsending) public func assert(
        _ condition: @autoclosure @escaping @Sendable () -> Bool, timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await assert(
            TestPredicate.isTrue(condition), timeout: timeout, fileID: fileID,
            filePath: filePath, line: line, column: column)
    }

    /// Waits until `condition` holds; `timeoutNanoseconds` as in SwiftModel.
    @_disfavoredOverload
    nonisolated(nonsending) public func assert(
        _ condition: @autoclosure @escaping @Sendable () -> Bool, timeoutNanoseconds: UInt64,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await assert(
            TestPredicate.isTrue(condition), timeout: .nanoseconds(timeoutNanoseconds), fileID: fileID,
            filePath: filePath, line: line, column: column)
    }

    /// Waits until `expression` has a value and returns it; what it read counts as asserted.
    ///
    /// ```swift
    /// let row = try await tester.unwrap(model.counters.first)
    /// ```
    nonisolated(nonsending) public func unwrap<Value: Sendable>(
        _ expression: @autoclosure @escaping @Sendable () -> Value?, timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> Value {
        try await unwrapEventually(
            expression, assertionSettings(timeout), location: TestLocation(fileID, filePath, line, column))
    }

    /// Waits until `expression` has a value and returns it; `timeoutNanoseconds` as in SwiftModel.
    nonisolated(nonsending) public func unwrap<Value: Sendable>(
        _ expression: @autoclosure @escaping @Sendable () -> Value?, timeoutNanoseconds: UInt64,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws -> Value {
        try await unwrap(
            expression(), timeout: .nanoseconds(timeoutNanoseconds), fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    private func assertionSettings(_ timeout: Duration?) -> AssertionSettings {
        let (exhaustivity, defaultTimeout) = settings.withLock { ($0.exhaustivity, $0.timeout) }
        return AssertionSettings(
            recorders: [recorder], timeout: timeout ?? defaultTimeout,
            replaysTransitions: exhaustivity.contains(.transitions))
    }

    // MARK: The end of the test

    /// Checks exhaustivity once the tasks the test started have ended (a
    /// main-actor task too: it can run now that the test has returned), then
    /// lets the hierarchy go.
    func finish() async {
        guard !isFinished else { return }
        let timeout = self.timeout
        guard await recorder.waitUntilTasksEnd(timeout: timeout) else {
            // The ceiling's report names the tasks: don't list them twice.
            guard beginFinishing() else { return }
            reportIssue(
                ceilingReport(
                    "The test ended, and its models' tasks were still working",
                    after: timeout + WaitCeiling.current, busy: [recorder]) + "\n(\(origin.description))",
                fileID: origin.location.fileID, filePath: origin.location.filePath, line: origin.location.line,
                column: origin.location.column)
            reportUnasserted(listingRunningTasks: false)
            return
        }
        finishSynchronously()
    }

    /// Checks exhaustivity now, without waiting: a tester going away can't
    /// wait, and blocking its thread could hold up the very tasks it waits
    /// for. Assertions wait for the model's tasks to have no work ready
    /// before they return, so a task that ends right after what the test
    /// asserted has ended by now.
    private func finishSynchronously() {
        guard beginFinishing() else { return }
        reportUnasserted()
    }

    private var isFinished: Bool { settings.withLock { $0.isFinished } }

    /// Marks the test as ended; `false` if it had already ended, so nothing reports twice.
    private func beginFinishing() -> Bool {
        settings.withLock { settings in
            defer { settings.isFinished = true }
            return !settings.isFinished
        }
    }

    /// Reports what happened in each category and was not asserted: as
    /// failures for the categories checked, as printed notes for the others
    /// when `showSkippedAssertions` is on.
    private func reportUnasserted(listingRunningTasks: Bool = true) {
        let (exhaustivity, showSkipped, probes) = settings.withLock { settings in
            (settings.exhaustivity, settings.showSkippedAssertions, settings.probes)
        }
        for (category, text) in unassertedFindings(exhaustivity: exhaustivity, probes: probes)
        where listingRunningTasks || category != .tasks {
            if exhaustivity.contains(category) {
                reportIssue(
                    "\(text)\n(\(origin.description))", fileID: origin.location.fileID,
                    filePath: origin.location.filePath, line: origin.location.line, column: origin.location.column)
            } else if showSkipped {
                print("Skipped assertion (exhaustivity off for this category): \(text)")
            }
        }
    }

    /// What happened and was not asserted, by category.
    private func unassertedFindings(exhaustivity: Exhaustivity, probes: [TestProbe]) -> [(Exhaustivity, String)] {
        let tasks = model._$context.runningTasks(busyOnly: true).filter { !$0.isActivationWork }
        let probeCalls = probes.flatMap { probe in
            probe.unassertedCallDescriptions.map { "\(probe.name) was called with \($0)" }
        }
        return [
            (
                .state,
                listing(
                    "State changes were not asserted",
                    recorder.unassertedChanges(
                        includingTransitions: exhaustivity.contains(.transitions)))
            ),
            (.context, listing("Context values were not asserted", recorder.unassertedValues(.context))),
            (.preference, listing("Preferences were not asserted", recorder.unassertedValues(.preference))),
            (.events, listing("Events were not asserted", recorder.unassertedEvents())),
            (.tasks, listing("Tasks were still running", tasks.map(\.description))),
            (.probes, listing("Probe calls were not asserted", probeCalls)),
        ].compactMap { category, text in text.map { (category, $0) } }
    }
}

/// Where and how a tested model was anchored, for messages.
struct TestOrigin: CustomStringConvertible {
    let location: TestLocation
    /// `Parent().andTester`, `Parent().withAnchor()`.
    let call: String

    var description: String { "tested with \(call) at \(location.fileID):\(location.line)" }
}

/// Exhaustive tests of a model with a tester of its own.
extension Model {
    /// Anchors the model for a test and returns it with its tester.
    ///
    /// ```swift
    /// let (model, tester) = AppModel().andTester(exhaustivity: [.state, .events]) {
    ///     $0.factClient.fetch = { "\($0) is a good number." }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - exhaustivity: What must have been asserted when the test ends.
    ///   - dependencies: Overrides the dependencies the hierarchy uses; also
    ///     written with its label, as SwiftModel's tests do:
    ///     `andTester(withDependencies: { $0.undoSystem.backend = stack })`.
    ///   - fileID: Where the tester was made, named when a test leaves work unasserted.
    ///   - filePath: The full path of the file, for issues reported at the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    public func andTester(
        exhaustivity: Exhaustivity = .full, withDependencies dependencies: (inout DependencyValues) -> Void = { _ in },
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> (model: Self, tester: ModelTester<Self>) {
        let origin = TestOrigin(
            location: TestLocation(fileID, filePath, line, column), call: "\(Self.self)().andTester")
        return (self, ModelTester(self, exhaustivity: exhaustivity, dependencies: dependencies, origin: origin))
    }

    /// Whether the model sent `event` and no passing assertion claimed it yet.
    /// Use inside `tester.assert { }` or `expect { }`.
    public func didSend(
        _ event: Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Bool where Event: Equatable {
        claimEvent(describe(event), TestLocation(fileID, filePath, line, column)) { ($0 as? Event) == event }
    }

    /// Whether the model sent `event` (of any type) and no passing assertion claimed it yet.
    public func didSend<Sent: Equatable & Sendable>(
        _ event: Sent, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> Bool {
        claimEvent(describe(event), TestLocation(fileID, filePath, line, column)) { ($0 as? Sent) == event }
    }

    private func claimEvent(
        _ description: String, _ location: TestLocation, matching matches: (any Sendable) -> Bool
    ) -> Bool {
        guard let evaluation = AssertionEvaluation.current else {
            reportMisuse(.didSendOutsideAssertion, at: location)
            return false
        }
        return evaluation.claimEvent(from: _$context, describedAs: description, matching: matches)
    }
}

/// Waits until `expression` has a value, commits what it read, and returns it.
nonisolated(nonsending) func unwrapEventually<Value: Sendable>(
    _ expression: @escaping @Sendable () -> Value?, _ settings: AssertionSettings, location: TestLocation
) async throws -> Value {
    let box = LockedState<Value?>(nil)
    let predicate = AssertPredicate(
        predicate: TestPredicate(check: {
            let value = expression()
            box.withLock { $0 = value }
            return value == nil ? "Expected a value of type \(Value.self), found nil" : nil
        }), location: location)
    guard await assertEventually([predicate], settings), let value = box.withLock({ $0 }) else {
        throw UnwrapError()
    }
    return value
}

/// Thrown by `unwrap` and `require` when the value never came.
public struct UnwrapError: Error, CustomStringConvertible {
    /// Says that the value was still `nil` when the assertion gave up.
    public var description: String { "The expected value was still nil when the assertion gave up." }
}
