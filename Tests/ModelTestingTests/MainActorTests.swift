import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

/// The test tools from tests isolated to the main actor, as app tests often are.
@MainActor @Suite struct MainActorTests {
    @Test func assertAndUnwrapFromTheMainActor() async throws {
        let (parent, tester) = Parent().andTester()
        parent.list.append(.make(count: 1))
        let first = try await tester.unwrap(parent.list.first)
        await tester.assert {
            parent.list.count == 1
            first.count == 1
        }
    }

    @Test func expectAndWithExhaustivityFromTheMainActor() async throws {
        let issues = try await reportedIssues(inTestMarked: .modelTesting) { @MainActor in
            let counter = Counter.make().withAnchor()
            counter.count = 1
            await expect {
                counter.count == 1
            }
            await withExhaustivity(.off) {
                counter.count = 2
            }
        }
        #expect(issues == [])
    }
}
