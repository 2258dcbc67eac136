import Dependencies
import IssueReporting
@_spi(ModelTesting) import ModelRuntime
import Synchronization
import Testing

/// Makes every model anchored with `withAnchor()` in a test exhaustively
/// tested, with `expect { }` and `require(_:)` to assert on them.
///
/// ```swift
/// @Test(.modelTesting) func fact() async throws {
///     let appModel = AppModel().withAnchor {
///         $0.factClient.fetch = { "\($0) is a good number." }
///     }
///     appModel.addButtonTapped()
///     let counter = try await require(appModel.counters.first).counter
///     counter.factButtonTapped()
///     await expect {
///         appModel.factPrompt?.fact == "0 is a good number."
///     }
/// }
/// ```
///
/// On a suite, it applies to every test in it.
public struct ModelTestingTrait: TestTrait, SuiteTrait, TestScoping {
    let exhaustivity: Exhaustivity

    /// On a suite, the trait applies to every test in it and in its nested suites.
    public var isRecursive: Bool { true }

    /// Runs one test case in a test scope: the models it anchors are tested
    /// exhaustively, and checked when the case ends.
    ///
    /// - Parameters:
    ///   - test: The test or suite the trait is on.
    ///   - testCase: The test case to run; `nil` for a suite, which runs unchanged.
    ///   - function: Runs the test case.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let scope = ModelTestScope(exhaustivity: exhaustivity)
        try await AnchorScopeLocal.$current.withValue(scope) {
            try await function()
        }
        await scope.finish()
    }
}

/// The `.modelTesting` trait, for tests and suites.
extension Trait where Self == ModelTestingTrait {
    /// Tests models anchored in the test exhaustively.
    public static var modelTesting: Self { ModelTestingTrait(exhaustivity: .full) }

    /// Tests models anchored in the test, checking `exhaustivity` when it ends.
    public static func modelTesting(exhaustivity: Exhaustivity) -> Self {
        ModelTestingTrait(exhaustivity: exhaustivity)
    }
}

/// The testers of one `.modelTesting` test: one per `withAnchor()`.
final class ModelTestScope: AnchorScope, @unchecked Sendable {
    /// The scope of the current `.modelTesting` test, if any.
    static var current: ModelTestScope? { AnchorScopeLocal.current as? ModelTestScope }

    let exhaustivity: Exhaustivity
    private let testers = Mutex<[any FinishableTester]>([])

    init(exhaustivity: Exhaustivity) {
        self.exhaustivity = exhaustivity
    }

    /// The recorders of every hierarchy anchored so far.
    var recorders: [HierarchyRecorder] { testers.withLock { $0.map(\.recorder) } }

    func anchor<M: Model>(
        _ model: M, dependencies: @escaping @Sendable (inout DependencyValues) -> Void, at location: CallSite
    ) -> M {
        let tester = ModelTester(
            model, exhaustivity: exhaustivity, dependencies: dependencies,
            location: TestLocation(location.fileID, location.filePath, location.line, location.column))
        testers.withLock { $0.append(tester) }
        return model
    }

    func finish() async {
        let testers = self.testers.withLock { testers in
            defer { testers = [] }
            return testers
        }
        for tester in testers { await tester.finish() }
    }
}

/// A tester of any model, as a scope keeps it.
protocol FinishableTester: Sendable {
    var recorder: HierarchyRecorder { get }
    func finish() async
}

extension ModelTester: FinishableTester {}

/// Waits until every predicate holds for the models of the current
/// `.modelTesting` test, and takes what they read as asserted.
///
/// Like `require(_:)`, it runs on the caller's actor (`nonisolated(nonsending)`),
/// so a main-actor test hands it its predicates without sending them elsewhere.
///
/// ```swift
/// await expect {
///     appModel.factPrompt?.count == 1
///     appModel.factPrompt?.fact == "1 is a good number."
/// }
/// ```
nonisolated(nonsending) public func expect(timeout: Duration = .seconds(1), @AssertBuilder _ predicates: () -> [AssertPredicate]) async {
    await assertEventually(predicates(), recorders: currentRecorders(), timeout: timeout)
}

/// Waits until `predicate` (an `==` comparison) holds; a failure shows a diff.
nonisolated(nonsending) public func expect(
    _ predicate: TestPredicate, timeout: Duration = .seconds(1), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    let location = TestLocation(fileID, filePath, line, column)
    await assertEventually(
        [AssertPredicate(predicate: predicate, location: location)], recorders: currentRecorders(), timeout: timeout)
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
    try await unwrapEventually(
        expression, recorders: currentRecorders(), timeout: timeout,
        location: TestLocation(fileID, filePath, line, column))
}

private func currentRecorders() -> [HierarchyRecorder] {
    guard let scope = ModelTestScope.current else {
        reportIssue("expect and require assert on models of a test marked .modelTesting; add the trait to the test or suite.")
        return []
    }
    return scope.recorders
}
