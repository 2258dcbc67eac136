import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

/// The test tools' spellings SwiftModel code uses: `Bool?` predicates,
/// `settle(_:resetting:)` with a comparison, `TestProbe(nil)`.
@Suite struct SwiftModelSpellingTests {
    @Test func anOptionalPredicateHoldsWhenTrue() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let parent = Parent().withAnchor()
            parent.optional = Counter.make(count: 2)
            await expect {
                parent.optional?.count.isMultiple(of: 2)
                parent.optional != nil
            }
        }
        #expect(issues == [])
    }

    @Test func anOptionalPredicateFailsWhenNil() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let parent = Parent().withAnchor()
            await expect(timeout: .milliseconds(50)) { parent.optional?.count.isMultiple(of: 2) }
        }
        #expect(issues.count == 1)
    }

    @Test func settleTakesAComparison() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let counter = Counter.make().withActivation { counter in
                counter.node.task { counter.count = 5 }
            }.withAnchor()
            await settle(counter.count == 5, resetting: .full)
            #expect(counter.count == 5)
        }
        #expect(issues == [])
    }

    @Test func aProbeNamedNilIsCalledProbe() {
        #expect(TestProbe(nil, autoInstall: false).name == "probe")
        #expect(TestProbe("saved", autoInstall: false).name == "saved")
    }
}
