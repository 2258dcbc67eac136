import Dependencies
import Dispatch
import IssueReporting
@_spi(ModelTesting) import ModelRuntime
import Synchronization

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
    private let location: TestLocation
    private let settings: Mutex<Settings>

    private struct Settings {
        var exhaustivity: Exhaustivity
        var showSkippedAssertions = false
        var timeout: Duration = .seconds(1)
        var probes: [TestProbe] = []
        var isFinished = false
    }

    init(
        _ model: M, exhaustivity: Exhaustivity, dependencies: (inout DependencyValues) -> Void,
        location: TestLocation
    ) {
        self.model = model
        self.location = location
        self.settings = Mutex(Settings(exhaustivity: exhaustivity))
        let recorder = HierarchyRecorder()
        self.recorder = recorder
        var values = DependencyValues._current
        dependencies(&values)
        self.anchor = model.anchorForTesting(dependencies: values, watcher: recorder)
    }

    deinit {
        finishSynchronously()
    }

    /// What is checked when the test ends. Settable at any time.
    public var exhaustivity: Exhaustivity {
        get { settings.withLock { $0.exhaustivity } }
        set { settings.withLock { $0.exhaustivity = newValue } }
    }

    /// Prints what the categories left out of ``exhaustivity`` would have
    /// reported, without failing the test.
    public var showSkippedAssertions: Bool {
        get { settings.withLock { $0.showSkippedAssertions } }
        set { settings.withLock { $0.showSkippedAssertions = newValue } }
    }

    /// How long an assertion waits for its predicates to hold before failing. One second by default.
    public var timeout: Duration {
        get { settings.withLock { $0.timeout } }
        set { settings.withLock { $0.timeout = newValue } }
    }

    /// Makes `probe`'s calls part of exhaustivity: a call nobody asserted fails the test.
    public func install(_ probe: TestProbe) {
        settings.withLock { $0.probes.append(probe) }
        probe.activity.addListener(recorder.activity)
    }

    // MARK: Asserting

    /// Waits until every predicate holds, and takes what they read as
    /// asserted. Fails each predicate still false after the timeout.
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
    nonisolated(nonsending) public func assert(timeout: Duration? = nil, @AssertBuilder _ predicates: () -> [AssertPredicate]) async {
        await assertEventually(predicates(), recorders: [recorder], timeout: timeout ?? self.timeout)
    }

    /// Waits until `predicate` (an `==` comparison) holds; a failure shows a diff.
    nonisolated(nonsending) public func assert(
        _ predicate: TestPredicate, timeout: Duration? = nil, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        let location = TestLocation(fileID, filePath, line, column)
        await assertEventually(
            [AssertPredicate(predicate: predicate, location: location)], recorders: [recorder],
            timeout: timeout ?? self.timeout)
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
            expression, recorders: [recorder], timeout: timeout ?? self.timeout,
            location: TestLocation(fileID, filePath, line, column))
    }

    // MARK: The end of the test

    /// Checks exhaustivity and tears the hierarchy down, waiting for busy tasks.
    func finish() async {
        guard let waitsForTasks = beginFinishing() else { return }
        if waitsForTasks {
            await recorder.waitUntilTasksIdle(root: model._$context, deadline: ContinuousClock.now + timeout)
        }
        reportUnasserted()
    }

    private func finishSynchronously() {
        guard let waitsForTasks = beginFinishing() else { return }
        if waitsForTasks {
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            recorder.waitUntilTasksIdle(root: model._$context, deadline: .now() + seconds)
        }
        reportUnasserted()
    }

    /// Marks the test as ended and says whether to wait for busy tasks
    /// first; `nil` if it had already ended, so nothing waits or reports twice.
    private func beginFinishing() -> Bool? {
        settings.withLock { settings in
            guard !settings.isFinished else { return nil }
            settings.isFinished = true
            return settings.exhaustivity.contains(.tasks) || settings.showSkippedAssertions
        }
    }

    /// Reports what happened in each category and was not asserted: as
    /// failures for the categories checked, as printed notes for the others
    /// when `showSkippedAssertions` is on.
    private func reportUnasserted() {
        let (exhaustivity, showSkipped, probes) = settings.withLock { settings in
            (settings.exhaustivity, settings.showSkippedAssertions, settings.probes)
        }
        let findings: [(Exhaustivity, String)] = [
            (.state, listing("State changes were not asserted", recorder.unassertedChanges())),
            (.events, listing("Events were not asserted", recorder.unassertedEvents())),
            (.tasks, listing("Tasks were still running", model._$context.runningTasks(busyOnly: true).map(\.description))),
            (.probes, listing("Probe calls were not asserted", probes.flatMap { probe in probe.unassertedCallDescriptions.map { "\(probe.name) was called with \($0)" } })),
        ].compactMap { category, text in text.map { (category, $0) } }
        for (category, text) in findings {
            if exhaustivity.contains(category) {
                reportIssue(
                    "\(text)\n(tested with \(M.self)().andTester at \(location.fileID):\(location.line))",
                    fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            } else if showSkipped {
                print("Skipped assertion (exhaustivity off for this category): \(text)")
            }
        }
    }
}

/// A heading and its lines, or `nil` when there are no lines.
private func listing(_ heading: String, _ lines: [String]) -> String? {
    lines.isEmpty ? nil : "\(heading):\n" + lines.map { "• " + $0.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n")
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
    ///   - fileID: Where the tester was made, named when a test leaves work unasserted.
    ///   - filePath: The full path of the file, for issues reported at the call.
    ///   - line: The line of the call.
    ///   - column: The column of the call.
    ///   - dependencies: Overrides the dependencies the hierarchy uses.
    public func andTester(
        exhaustivity: Exhaustivity = .full, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column,
        dependencies: (inout DependencyValues) -> Void = { _ in }
    ) -> (model: Self, tester: ModelTester<Self>) {
        let tester = ModelTester(
            self, exhaustivity: exhaustivity, dependencies: dependencies,
            location: TestLocation(fileID, filePath, line, column))
        return (self, tester)
    }

    /// Whether the model sent `event` and no passing assertion claimed it yet.
    /// Use inside `tester.assert { }` or `expect { }`.
    public func didSend(_ event: Event) -> Bool where Event: Equatable {
        claimEvent(String(customDumping: event)) { ($0 as? Event) == event }
    }

    /// Whether the model sent `event` (of any type) and no passing assertion claimed it yet.
    public func didSend<Sent: Equatable & Sendable>(_ event: Sent) -> Bool {
        claimEvent(String(customDumping: event)) { ($0 as? Sent) == event }
    }

    private func claimEvent(_ description: String, matching matches: (any Sendable) -> Bool) -> Bool {
        guard let evaluation = AssertionEvaluation.current else {
            reportIssue("didSend(_:) checks events inside tester.assert { } or expect { }.")
            return false
        }
        return evaluation.claimEvent(from: _$context, describedAs: description, matching: matches)
    }
}

/// Waits until `expression` has a value, commits what it read, and returns it.
func unwrapEventually<Value: Sendable>(
    _ expression: @escaping @Sendable () -> Value?, recorders: [HierarchyRecorder], timeout: Duration,
    location: TestLocation
) async throws -> Value {
    let box = Mutex<Value?>(nil)
    let predicate = AssertPredicate(
        predicate: TestPredicate(check: {
            let value = expression()
            box.withLock { $0 = value }
            return value == nil ? "Expected a value, found nil" : nil
        }), location: location)
    guard await assertEventually([predicate], recorders: recorders, timeout: timeout),
        let value = box.withLock({ $0 })
    else { throw UnwrapError() }
    return value
}

/// Thrown by `unwrap` and `require` when the value never came.
public struct UnwrapError: Error, CustomStringConvertible {
    /// Says that the value was still `nil` when the assertion timed out.
    public var description: String { "The expected value was still nil when the assertion timed out." }
}
