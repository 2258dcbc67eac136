import Dependencies
import ModelPersistence
@_spi(ModelTesting) import ModelRuntime
import Testing

/// Makes every model anchored with `withAnchor()` in a test exhaustively
/// tested, with `expect { }`, `require(_:)` and `settle()` to assert on them.
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
/// On a suite, it applies to every test in it. Traits nest: a test's
/// `.modelTesting(.removing(.tasks))` changes what its suite's trait set.
public struct ModelTestingTrait: TestTrait, SuiteTrait, TestScoping {
    let modifier: ExhaustivityModifier
    let dependencies: @Sendable (inout DependencyValues) -> Void

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
        let scope = ModelTestScope(nestedIn: ModelTestScope.current, modifier: modifier, dependencies: dependencies)
        try await AnchorScopeLocal.$current.withValue(scope) {
            try await function()
        }
        await scope.finish()
    }
}

/// The `.modelTesting` trait, for tests and suites.
extension Trait where Self == ModelTestingTrait {
    /// Tests models anchored in the test exhaustively.
    public static var modelTesting: Self { .modelTesting(exhaustivity: .full) }

    /// Tests models anchored in the test, checking `exhaustivity` when it
    /// ends (in place of what an enclosing suite's trait says).
    ///
    /// - Parameters:
    ///   - exhaustivity: What must have been asserted when the test ends.
    ///   - dependencies: Overrides applied to every model the test anchors,
    ///     before those given to `withAnchor`.
    public static func modelTesting(
        exhaustivity: Exhaustivity = .full,
        dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
    ) -> Self {
        ModelTestingTrait(modifier: .replacing(with: exhaustivity), dependencies: dependencies)
    }

    /// Tests models anchored in the test, changing the exhaustivity an
    /// enclosing suite's trait sets (`.full` without one):
    /// `.modelTesting(.removing(.events))`.
    public static func modelTesting(
        _ modifier: ExhaustivityModifier, dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in }
    ) -> Self {
        ModelTestingTrait(modifier: modifier, dependencies: dependencies)
    }
}

/// Runs `body` as a `.modelTesting` test of its own: the models it anchors
/// with `withAnchor()` are checked, and torn down, when it returns, so the
/// test can go on to look at what their teardown did.
///
/// ```swift
/// await withModelTesting {
///     let model = TrackedModel().withAnchor()
///     await expect { model.isLoaded }
/// }
/// #expect(log.all.contains("deactivate"))
/// ```
///
/// Inside a `.modelTesting` test, it starts from that test's exhaustivity
/// and dependencies.
public func withModelTesting<Result>(
    exhaustivity: Exhaustivity = .full, dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
    try await withModelTesting(.replacing(with: exhaustivity), dependencies: dependencies, isolation: isolation, body)
}

/// Runs `body` as a `.modelTesting` test of its own, with the enclosing
/// test's exhaustivity (`.full` outside one) changed by `modifier`.
public func withModelTesting<Result>(
    _ modifier: ExhaustivityModifier, dependencies: @escaping @Sendable (inout DependencyValues) -> Void = { _ in },
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
) async rethrows -> Result {
    let scope = ModelTestScope(nestedIn: ModelTestScope.current, modifier: modifier, dependencies: dependencies)
    let result = try await AnchorScopeLocal.$current.withValue(scope, operation: body, isolation: isolation)
    await scope.finish()
    return result
}

/// The testers of one `.modelTesting` test: one per `withAnchor()`, and the
/// probes the test created.
final class ModelTestScope: AnchorScope, @unchecked Sendable {
    /// The scope of the current `.modelTesting` test, if any.
    static var current: ModelTestScope? { AnchorScopeLocal.current as? ModelTestScope }

    let dependencies: @Sendable (inout DependencyValues) -> Void
    private let state: LockedState<State>

    private struct State {
        var exhaustivity: Exhaustivity
        var testers: [any ScopedTester] = []
        /// Probes created before the first model was anchored.
        var pendingProbes: [TestProbe] = []
    }

    /// A scope inside `enclosing`, if any: its exhaustivity changed by
    /// `modifier`, its dependencies applied after the enclosing scope's.
    init(
        nestedIn enclosing: ModelTestScope?, modifier: ExhaustivityModifier,
        dependencies: @escaping @Sendable (inout DependencyValues) -> Void
    ) {
        // Each test case persists to its own storage in memory: parameterized
        // cases share a test's id, and with it the dependency's test value.
        let storage = enclosing == nil ? PersistentStorage.inMemory() : nil
        self.dependencies = { values in
            if let storage { values.persistentStorage = storage }
            enclosing?.dependencies(&values)
            dependencies(&values)
        }
        self.state = LockedState(State(exhaustivity: modifier.apply(to: enclosing?.exhaustivity ?? .full)))
    }

    /// What the test checks when it ends; `withExhaustivity` changes it for a while.
    var exhaustivity: Exhaustivity {
        get { state.withLock { $0.exhaustivity } }
        set {
            let testers = state.withLock { state in
                state.exhaustivity = newValue
                return state.testers
            }
            for tester in testers { tester.setExhaustivity(newValue) }
        }
    }

    /// The recorders of every hierarchy anchored so far.
    var recorders: [HierarchyRecorder] { state.withLock { $0.testers.map(\.recorder) } }

    /// Every probe installed so far.
    var probes: [TestProbe] { state.withLock { $0.testers.first?.probes ?? $0.pendingProbes } }

    func anchor<M: Model>(
        _ model: M, dependencies: (inout DependencyValues) -> Void, at location: CallSite
    ) -> M {
        let origin = TestOrigin(
            location: TestLocation(location.fileID, location.filePath, location.line, location.column),
            call: "\(M.self)().withAnchor()")
        let tester = ModelTester(
            model, exhaustivity: exhaustivity,
            dependencies: { [scopeDependencies = self.dependencies] values in
                scopeDependencies(&values)
                dependencies(&values)
            }, origin: origin)
        let pending = state.withLock { state in
            state.testers.append(tester)
            defer { state.pendingProbes = [] }
            return state.testers.count == 1 ? state.pendingProbes : []
        }
        for probe in pending { tester.install(probe) }
        return model
    }

    /// Makes `probe` part of the test's exhaustivity, once.
    func install(_ probe: TestProbe) {
        let tester = state.withLock { state -> (any ScopedTester)? in
            guard let first = state.testers.first else {
                if !state.pendingProbes.contains(where: { $0 === probe }) { state.pendingProbes.append(probe) }
                return nil
            }
            return first.probes.contains { $0 === probe } ? nil : first
        }
        tester?.install(probe)
    }

    func finish() async {
        let testers = state.withLock { state in
            defer { state.testers = [] }
            return state.testers
        }
        for tester in testers { await tester.finish() }
    }
}

/// A tester of any model, as a scope keeps it.
protocol ScopedTester: Sendable {
    var recorder: HierarchyRecorder { get }
    var probes: [TestProbe] { get }
    func install(_ probes: TestProbe...)
    func setExhaustivity(_ exhaustivity: Exhaustivity)
    func finish() async
}

extension ModelTester: ScopedTester {
    func setExhaustivity(_ exhaustivity: Exhaustivity) {
        self.exhaustivity = exhaustivity
    }
}
