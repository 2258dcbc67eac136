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
        let test = try #require(Test.current)
        let trait: ModelTestingTrait = .modelTesting
        await withKnownIssue {
            do {
                try await trait.provideScope(for: test, testCase: Test.Case.current) {
                    let counter = Counter.make().withAnchor()
                    counter.count = 7
                }
            } catch {
                Issue.record(error)
            }
        } matching: { $0.description.contains("Counter.count:") }
    }

    @Test(.modelTesting(exhaustivity: .off)) func exhaustivityCanBeRelaxedPerTest() async {
        let counter = Counter.make().withAnchor()
        counter.count = 7
    }

    @Test func expectOutsideAModelTestingTestIsReported() async throws {
        let counter = Counter.make()
        await withKnownIssue {
            await AnchorScopeLocal.$current.withValue(nil) {
                await expect(counter.count == 0, timeout: .milliseconds(10))
            }
        } matching: { $0.description.contains("marked .modelTesting") }
    }
}
