import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

@Suite struct ModelTesterTests {
    @Test func assertsStateChanges() async {
        let (parent, tester) = Parent().andTester()
        parent.list.append(.make())
        await tester.assert {
            parent.list.count == 1
        }
        parent.list[0].count += 1
        await tester.assert(parent.list[0].count == 1)
    }

    @Test func unassertedChangeFails() {
        withKnownIssue {
            let (parent, tester) = Parent().andTester()
            parent.title = "New"
            _ = tester
        } matching: { issue in
            issue.description.contains("Parent.title")
        }
    }
}

extension Counter {
    static func make(count: Int = 0) -> Counter {
        Counter(count: count, onFact: { _, _ in }, formatter: { "\($0)" })
    }
}
