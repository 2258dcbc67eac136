import ModelRuntime
import ModelTesting
import XCTest

@testable import Showcase

/// The tester works the same under XCTest.
///
/// `nonisolated`, so the class also compiles where main actor is the default
/// isolation: XCTestCase's required initializer is nonisolated, and a
/// main-actor subclass can't inherit it.
nonisolated final class XCTestStyleTests: XCTestCase {
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
