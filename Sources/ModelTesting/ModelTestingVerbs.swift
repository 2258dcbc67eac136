import IssueReporting
@_spi(ModelTesting) import ModelRuntime

// The verbs of a `.modelTesting` test. Each asserts across every model the
// test anchored, and reports a misuse outside such a test.

/// Waits until every predicate holds for the models of the current
/// `.modelTesting` test, and takes what they read as asserted.
///
/// Like `require(_:)` and `settle`, it runs on the caller's actor
/// (`nonisolated(nonsending)`), so a main-actor test hands it its predicates
/// without sending them elsewhere.
///
/// ```swift
/// await expect {
///     appModel.factPrompt?.count == 1
///     appModel.factPrompt?.fact == "1 is a good number."
/// }
/// ```
///
/// - Parameters:
///   - timeout: How long to wait, once the model has no work left, before
///     failing.
///   - fileID: Where the call is, for the issue a failure reports.
///   - filePath: The full path of the file, for the issue.
///   - line: The line of the call.
///   - column: The column of the call.
///   - predicates: What must hold, one predicate a line.
nonisolated(nonsending) public func expect(
    timeout: Duration = .seconds(1), fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, @AssertBuilder _ predicates: () -> [AssertPredicate]
) async {
    guard let settings = currentSettings("expect { }", timeout, TestLocation(fileID, filePath, line, column)) else {
        return
    }
    await assertEventually(predicates(), settings)
}

/// `expect { }` with the timeout in nanoseconds, as SwiftModel spelled it.
nonisolated(nonsending) public func expect(
    timeoutNanoseconds: UInt64, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column, @AssertBuilder _ predicates: () -> [AssertPredicate]
) async {
    await expect(
        timeout: .nanoseconds(timeoutNanoseconds), fileID: fileID, filePath: filePath, line: line, column: column,
        predicates)
}

/// Waits until `predicate` (an `==` comparison) holds; a failure shows a diff.
nonisolated(nonsending) public func expect(
    _ predicate: TestPredicate, timeout: Duration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    let location = TestLocation(fileID, filePath, line, column)
    guard let settings = currentSettings("expect(_:)", timeout, location) else { return }
    await assertEventually([AssertPredicate(predicate: predicate, location: location)], settings)
}

/// Waits until `condition` holds.
@_disfavoredOverload
nonisolated(nonsending) public func expect(
    _ condition: @autoclosure @escaping @Sendable () -> Bool, timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await expect(
        TestPredicate.isTrue(condition), timeout: timeout, fileID: fileID,
        filePath: filePath, line: line, column: column)
}

/// Waits until `expression` has a value and returns it; what it read counts as asserted.
///
/// ```swift
/// let counter = try await require(appModel.counters.first).counter
/// ```
nonisolated(nonsending) public func require<Value: Sendable>(
    _ expression: @autoclosure @escaping @Sendable () -> Value?, timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async throws -> Value {
    let location = TestLocation(fileID, filePath, line, column)
    guard let settings = currentSettings("require(_:)", timeout, location) else { throw UnwrapError() }
    return try await unwrapEventually(expression, settings, location: location)
}

/// `require(_:)` with the timeout in nanoseconds, as SwiftModel spelled it.
nonisolated(nonsending) public func require<Value: Sendable>(
    _ expression: @autoclosure @escaping @Sendable () -> Value?, timeoutNanoseconds: UInt64,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async throws -> Value {
    try await require(
        expression(), timeout: .nanoseconds(timeoutNanoseconds), fileID: fileID, filePath: filePath, line: line,
        column: column)
}

/// Waits until the models have no work left (every task finished, or
/// waiting for something) and every predicate holds, then starts the
/// `resetting` categories afresh: what happened so far counts as asserted.
///
/// ```swift
/// let dashboard = DashboardModel().withAnchor()
/// await settle { dashboard.isLoaded }   // activation's loading is not this test's concern
/// dashboard.refreshTapped()
/// await expect { dashboard.lastRefresh != nil }
/// ```
///
/// - Parameters:
///   - resetting: What to start afresh; `.full.removing(.events)` keeps the
///     events sent so far to be asserted.
///   - timeout: How long to wait for the predicates, once the model has no
///     work left, before failing.
///   - fileID: Where the call is, for the issue a failure reports.
///   - filePath: The full path of the file, for the issue.
///   - line: The line of the call.
///   - column: The column of the call.
///   - predicates: What must hold before starting afresh, one predicate a line.
nonisolated(nonsending) public func settle(
    resetting: Exhaustivity = .full, timeout: Duration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    @AssertBuilder _ predicates: () -> [AssertPredicate]
) async {
    let location = TestLocation(fileID, filePath, line, column)
    guard let scope = currentScope("settle", location) else { return }
    let predicates = predicates()
    var settings = AssertionSettings(recorders: scope.recorders, timeout: timeout)
    settings.replaysTransitions = scope.exhaustivity.contains(.transitions)
    if predicates.isEmpty {
        let ceiling = ContinuousClock.now + timeout + WaitCeiling.current
        let hasSettled = await waitUntilSettled(settings.recorders, orUntil: ceiling)
        let busy = settings.recorders.filter(\.drain.isBusy).flatMap(\.busyTasks)
        if !hasSettled {
            // Starting afresh now would take a moment in the middle of the work as settled.
            let heading =
                "settle() gave up: the models' tasks kept working without a pause, so nothing was started afresh"
            return reportIssue(
                listing(heading + ". Busy", busy.map(\.description)) ?? heading + ".", fileID: location.fileID,
                filePath: location.filePath, line: location.line, column: location.column)
        }
    } else {
        await assertEventually(predicates, settings)
    }
    for recorder in scope.recorders { recorder.reset(resetting) }
    if resetting.contains(.probes) {
        for probe in scope.probes { probe.consumeAll() }
    }
}

/// Waits until the models have no work left, then starts the `resetting`
/// categories afresh, as ``settle(resetting:timeout:fileID:filePath:line:column:_:)``
/// without predicates.
nonisolated(nonsending) public func settle(
    resetting: Exhaustivity = .full, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) async {
    await settle(resetting: resetting, fileID: fileID, filePath: filePath, line: line, column: column) {}
}

/// Waits until `condition` holds and the models have no work left, then
/// starts the `resetting` categories afresh.
@_disfavoredOverload
nonisolated(nonsending) public func settle(
    _ condition: @autoclosure @escaping @Sendable () -> Bool, resetting: Exhaustivity = .full,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await settle(resetting: resetting, fileID: fileID, filePath: filePath, line: line, column: column) {
        condition()
    }
}

/// Waits until `predicate`, a comparison such as `model.count == 2`, holds
/// and the models have no work left, then starts the `resetting` categories
/// afresh; a failure shows a diff.
nonisolated(nonsending) public func settle(
    _ predicate: TestPredicate, resetting: Exhaustivity = .full, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    await settle(resetting: resetting, fileID: fileID, filePath: filePath, line: line, column: column) {
        predicate
    }
}

/// Runs `body` with `exhaustivity` in effect in place of the test's: what
/// happens in `body` in a category it leaves out is not reported, though
/// an assertion may still assert it afterwards.
///
/// ```swift
/// await withExhaustivity(.off) {
///     model.triggerSideEffects()
/// }
/// ```
public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity, isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () async throws -> Result
) async rethrows -> Result {
    try await withExhaustivity(
        .replacing(with: exhaustivity), isolation: isolation, fileID: fileID, filePath: filePath, line: line,
        column: column, body)
}

/// Runs `body` with the test's exhaustivity changed by `modifier`:
/// `withExhaustivity(.removing(.events)) { … }`.
public func withExhaustivity<Result>(
    _ modifier: ExhaustivityModifier, isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () async throws -> Result
) async rethrows -> Result {
    guard let scope = currentScope("withExhaustivity", TestLocation(fileID, filePath, line, column)) else {
        return try await body()
    }
    let outer = scope.exhaustivity
    let inner = modifier.apply(to: outer)
    let marks = scope.recorders.map { ($0, $0.mark()) }
    scope.exhaustivity = inner
    defer {
        let excused = outer.subtracting(inner)
        for (recorder, mark) in marks { recorder.excuse(excused, since: mark) }
        scope.exhaustivity = outer
    }
    return try await body()
}

/// Waits until `condition` holds, re-evaluating it each time something
/// happens in the models of the current `.modelTesting` test and every 10
/// milliseconds, for state outside the models (a counter a callback
/// increments). Unlike `expect`, what it read doesn't count as asserted.
///
/// Like `expect`, it runs on the caller's actor (`nonisolated(nonsending)`).
///
/// - Throws: ``WaitUntilTimeoutError`` once `condition` was still false
///   `timeout` after the models last had work.
///
/// A test module's own `waitUntil` helper takes precedence where both fit
/// (SwiftModel's test utilities declare one, and ports bring it along), so
/// declaring one doesn't make existing calls ambiguous.
@_disfavoredOverload
nonisolated(nonsending) public func waitUntil(
    _ condition: @autoclosure @escaping @Sendable () -> Bool, timeout: Duration = .seconds(5),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
) async throws {
    let recorders = ModelTestScope.current?.recorders ?? []
    let activity = ActivitySignal()
    for recorder in recorders { recorder.activity.addListener(activity) }
    defer { for recorder in recorders { recorder.activity.removeListener(activity) } }
    var progress = recorders.map(\.drain.progress)
    var deadline = ContinuousClock.now + timeout
    let ceiling = WaitCeiling.current
    let hardStop = deadline + ceiling
    while !condition() {
        let now = ContinuousClock.now
        if now >= deadline {
            let current = recorders.map(\.drain.progress)
            guard current != progress || recorders.contains(where: \.drain.isBusy) else {
                throw WaitUntilTimeoutError(condition: "\(fileID):\(line)", timeout: timeout)
            }
            guard now < hardStop else {
                var error = WaitUntilTimeoutError(condition: "\(fileID):\(line)", timeout: timeout)
                error.ceilingReport = ceilingReport(
                    "The condition at \(fileID):\(line) was still false", after: timeout + ceiling, busy: recorders)
                throw error
            }
            (progress, deadline) = (current, now + timeout)
        }
        await activity.wait(after: activity.generation, until: min(deadline, now + .milliseconds(10)))
    }
}

/// `waitUntil` with the timeout in nanoseconds, as SwiftModel spelled it.
/// Like the `Duration` form, it gives way to a test module's own helper.
@_disfavoredOverload
nonisolated(nonsending) public func waitUntil(
    _ condition: @autoclosure @escaping @Sendable () -> Bool, timeout: UInt64,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
) async throws {
    try await waitUntil(condition(), timeout: .nanoseconds(timeout), fileID: fileID, filePath: filePath, line: line)
}

/// Thrown by `waitUntil` when its condition never held.
public struct WaitUntilTimeoutError: Error, CustomStringConvertible {
    /// Where the condition was written.
    public let condition: String
    /// How long it waited, once the models had no work left.
    public let timeout: Duration
    /// What the wait says when it reached the ceiling with the models still
    /// working, naming the tasks still busy.
    var ceilingReport: String?

    init(condition: String, timeout: Duration) {
        self.condition = condition
        self.timeout = timeout
    }

    /// The condition's place and how long it waited, as the test failure says.
    public var description: String {
        ceilingReport
            ?? "The condition at \(condition) was still false \(timeout.formatted) after the models last had work."
    }
}

/// The scope of the current `.modelTesting` test, or `nil` after reporting `verb` as misused.
private func currentScope(_ verb: String, _ location: TestLocation) -> ModelTestScope? {
    guard let scope = ModelTestScope.current else {
        reportMisuse(.outsideModelTesting(verb: verb), at: location)
        return nil
    }
    return scope
}

/// How `verb` asserts in the current `.modelTesting` test, or `nil` after reporting it as misused.
private func currentSettings(_ verb: String, _ timeout: Duration, _ location: TestLocation) -> AssertionSettings? {
    guard let scope = currentScope(verb, location) else { return nil }
    return AssertionSettings(
        recorders: scope.recorders, timeout: timeout, replaysTransitions: scope.exhaustivity.contains(.transitions))
}
