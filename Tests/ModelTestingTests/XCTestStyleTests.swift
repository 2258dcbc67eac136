import ModelRuntime
import ModelTesting
import XCTest

@testable import Showcase

/// The tester works the same under XCTest.
final class XCTestStyleTests: XCTestCase {
    func testAssertAndUnwrap() async throws {
        let (parent, tester) = Parent().andTester()
        parent.list.append(.make())
        let counter = try await tester.unwrap(parent.list.first)
        counter.count = 2
        await tester.assert {
            parent.list.count == 1
            counter.count == 2
        }
    }
}
