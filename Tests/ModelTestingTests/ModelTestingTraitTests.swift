@_spi(ModelTesting) import ModelRuntime
@testable import ModelTesting
import Testing

@testable import Showcase

/// The Swift Testing style: `.modelTesting`, `withAnchor`, `expect`, `require`.
@Suite(.modelTesting) struct ModelTestingTraitTests {
    @Test func expectAndRequireAssertOnAnchoredModels() async throws {
        let parent = Parent().withAnchor()
        parent.node.task { parent.optional = .make(count: 2) }
        let child = try await require(parent.optional)
        child.count += 1
        await expect {
            child.count == 3
        }
        await expect(parent.optional?.count == 3)
    }

    @Test func expectAcrossSeveralAnchoredHierarchies() async {
        let first = Counter.make().withAnchor()
        let second = Counter.make().withAnchor()
        first.count = 1
        second.count = 2
        await expect {
            first.count == 1
            second.count == 2
        }
    }

    @Test func anUnassertedChangeInAnAnchoredModelFailsTheTest() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withAnchor()
            counter.count = 7
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("• Counter.count: 0 → 7\n(tested with Counter().withAnchor() at ") == true)
    }

    @Test func exhaustivityCanBeRelaxedPerTest() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting(exhaustivity: .off)) {
            let counter = Counter.make().withAnchor()
            counter.count = 7
        }
        #expect(issues == [])
    }

    @Test func theTraitsDependenciesComeBeforeWithAnchors() async throws {
        let trait: ModelTestingTrait = .modelTesting(exhaustivity: .off) {
            $0.numberClient.fact = { "\($0) from the trait" }
        }
        let issues = try await reportedIssues(inTestMarked: trait) {
            let counter = Counter.make().withAnchor()
            let other = Counter.make().withAnchor { $0.numberClient.fact = { "\($0) from withAnchor" } }
            let (fact, otherFact) = (try await counter.numberClient.fact(1), try await other.numberClient.fact(2))
            #expect(fact == "1 from the trait")
            #expect(otherFact == "2 from withAnchor")
        }
        #expect(issues == [])
    }

    @Test func withExhaustivityExcusesWhatItsBodyDoes() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withAnchor()
            await withExhaustivity(.off) {
                counter.count = 5
                counter.node.send(.reachedTen)
            }
        }
        #expect(issues == [])
    }

    @Test func whatABlockExcusedCanStillBeAssertedAfterIt() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withAnchor()
            await withExhaustivity(.removing(.events)) {
                counter.count = 1
                counter.node.send(.reachedTen)
            }
            await expect {
                counter.count == 1
                counter.didSend(.reachedTen)
            }
        }
        #expect(issues == [])
    }

    @Test func withExhaustivityRestoresTheTestsExhaustivity() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withAnchor()
            await withExhaustivity(.off) { counter.count = 1 }
            #expect(ModelTestScope.current?.exhaustivity == .full)
            counter.count = 2
        }
        #expect(issues.count == 1)
        #expect(issues.first?.contains("• Counter.count: 1 → 2\n") == true)
    }

    @Test func aProbeCreatedInTheTestTakesPartInExhaustivity() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let onFact = TestProbe("onFact")
            let counter = Counter(onFact: onFact.call, formatter: { "\($0)" }).withAnchor()
            counter.onFact(1, "one")
        }
        #expect(issues.count == 1)
        #expect(
            issues.first?.hasPrefix("Probe calls were not asserted:\n• onFact was called with (1, \"one\")\n") == true)
    }

    @Test func aProbeThatDoesNotInstallItselfIsLeftOutUntilInstalled() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let quiet = TestProbe("quiet", autoInstall: false)
            let installed = TestProbe("installed", autoInstall: false)
            installed.install()
            let counter = Counter.make().withAnchor()
            quiet(1)
            installed(2)
            _ = counter
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("Probe calls were not asserted:\n• installed was called with (2)\n") == true)
    }
}

/// Traits compose: a test's modifier changes what its suite's trait set.
@Suite(.modelTesting(.removing(.events))) struct ComposedModelTestingTraitTests {
    @Test func theSuitesModifierApplies() async {
        #expect(ModelTestScope.current?.exhaustivity == .full.removing(.events))
        let counter = Counter.make().withAnchor()
        counter.node.send(.reachedTen)
    }

    @Test(.modelTesting(.removing(.tasks))) func aTestsModifierComposesWithTheSuites() {
        #expect(ModelTestScope.current?.exhaustivity == .full.removing([.events, .tasks]))
    }

    @Test(.modelTesting(exhaustivity: .state)) func anAbsoluteExhaustivityReplacesTheSuites() {
        #expect(ModelTestScope.current?.exhaustivity == .state)
    }

    @Test func withExhaustivityAddsACategoryBackForABlock() async {
        let counter = Counter.make().withAnchor()
        await withExhaustivity(.adding(.events)) {
            #expect(ModelTestScope.current?.exhaustivity == .full)
            counter.node.send(.reachedTen)
            await expect(counter.didSend(.reachedTen))
        }
    }
}

/// `withModelTesting { }`: a `.modelTesting` test inside a test.
@Suite struct WithModelTestingTests {
    @Test func theModelsAreCheckedAndTornDownWhenTheBodyReturns() async {
        let log = Log()
        let issues = await reportedIssues {
            await withModelTesting {
                let counter = Counter.make().withAnchor()
                let tracked = Tracked.tree("root", log: log).withAnchor()
                counter.count = 1
                _ = tracked
            }
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("State changes were not asserted:\n• Counter.count: 0 → 1\n") == true)
        #expect(log.all == ["activate root", "deactivate root"])
    }

    @Test func itTakesAnExhaustivityAndDependencies() async throws {
        let fact = try await withModelTesting(exhaustivity: .off, dependencies: { $0.numberClient.fact = { "\($0)?" } })
        {
            let counter = Counter.make().withAnchor()
            counter.count = 1
            return try await counter.numberClient.fact(2)
        }
        #expect(fact == "2?")
    }

    @Test func aProbeCountsTheCallsNobodyAssertedYet() async {
        await withModelTesting {
            let probe = TestProbe("onSave")
            let counter = Counter.make().withAnchor()
            #expect(probe.isEmpty)
            probe(1)
            probe(2)
            #expect(probe.count == 2)
            await expect(probe.wasCalled(with: 1))
            #expect(probe.count == 1)
            await expect(probe.wasCalled(with: 2))
            _ = counter
        }
    }
}
