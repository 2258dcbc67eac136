import Dependencies
import Foundation
import ModelRuntime
import ModelTesting
import Synchronization
import Testing

@testable import Showcase

/// Every entry point that takes dependency overrides applies them as
/// swift-dependencies' `withDependencies` does: a closure may change a member
/// of a dependency (`$0.date.now = …`, which reads `date` first) or read
/// another dependency, and neither read reports a missing test value.
@Suite struct DependencyOverrideTests {
    /// The shapes of override a swift-dependencies user writes.
    enum Shape: String, CaseIterable, Sendable {
        /// `$0.date.now = …`: reads `date` to change one member.
        case member
        /// `$0.date = .constant(…)`.
        case wholeValue
        /// Reads `calendar`, which nothing overrode and has no test value, to build `date`.
        case readsAnother

        static let now = Date(timeIntervalSince1970: 42)

        /// What `date.now` is after the override.
        var expected: Date { self == .readsAnother ? Self.now.addingTimeInterval(60) : Self.now }

        func apply(to values: inout DependencyValues) {
            switch self {
            case .member:
                values.date.now = Self.now
            case .wholeValue:
                values.date = .constant(Self.now)
            case .readsAnother:
                let calendar = values.calendar
                values.date = .constant(calendar.date(byAdding: .second, value: 60, to: Self.now)!)
            }
        }
    }

    @Test(arguments: Shape.allCases) func withAnchor(_ shape: Shape) async {
        var now: Date?
        let issues = reportedIssues {
            let parent = Parent().withAnchor { shape.apply(to: &$0) }
            now = parent.node.date.now
        }
        #expect(issues == [])
        #expect(now == shape.expected)
    }

    /// `withAnchor` and `andAnchor` run their closure before they return, so
    /// it may capture what a test has in a `var`, as in SwiftModel.
    @Test func anOverrideMayCaptureAVariable() {
        var now = Shape.now
        now.addTimeInterval(1)
        let issues = reportedIssues {
            let parent = Parent().withAnchor { $0.date.now = now }
            let (other, anchor) = Parent().andAnchor { $0.date.now = now }
            #expect(parent.node.date.now == now)
            #expect(other.node.date.now == now)
            _ = anchor
        }
        #expect(issues == [])
    }

    @Test(arguments: Shape.allCases) func andAnchor(_ shape: Shape) async {
        var now: Date?
        let issues = reportedIssues {
            let (parent, anchor) = Parent().andAnchor { shape.apply(to: &$0) }
            now = parent.node.date.now
            _ = anchor
        }
        #expect(issues == [])
        #expect(now == shape.expected)
    }

    @Test(arguments: Shape.allCases) func withDependenciesOnAChild(_ shape: Shape) async {
        var now: Date?
        let issues = reportedIssues {
            let (parent, anchor) = Parent().andAnchor()
            parent.list.append(Counter.make().withDependencies { shape.apply(to: &$0) })
            now = parent.list[0].node.date.now
            _ = anchor
        }
        #expect(issues == [])
        #expect(now == shape.expected)
    }

    @Test(arguments: Shape.allCases) func andTester(_ shape: Shape) async {
        var now: Date?
        let issues = reportedIssues {
            let (parent, tester) = Parent().andTester(withDependencies: { shape.apply(to: &$0) })
            now = parent.node.date.now
            _ = tester
        }
        #expect(issues == [])
        #expect(now == shape.expected)
    }

    @Test(arguments: Shape.allCases) func theTrait(_ shape: Shape) async throws {
        let now = Mutex<Date?>(nil)
        let issues = try await reportedIssues(inTestMarked: .modelTesting { shape.apply(to: &$0) }) {
            let parent = Parent().withAnchor()
            now.withLock { $0 = parent.node.date.now }
        }
        #expect(issues == [])
        #expect(now.withLock { $0 } == shape.expected)
    }

    @Test(arguments: Shape.allCases) func withAnchorInATestMarkedModelTesting(_ shape: Shape) async throws {
        let now = Mutex<Date?>(nil)
        let issues = try await reportedIssues(inTestMarked: .modelTesting) {
            let parent = Parent().withAnchor { shape.apply(to: &$0) }
            now.withLock { $0 = parent.node.date.now }
        }
        #expect(issues == [])
        #expect(now.withLock { $0 } == shape.expected)
    }

    @Test(arguments: Shape.allCases) func withModelTesting(_ shape: Shape) async {
        var now: Date?
        let issues = await reportedIssues {
            await ModelTesting.withModelTesting(dependencies: { shape.apply(to: &$0) }) {
                let parent = Parent().withAnchor()
                now = parent.node.date.now
            }
        }
        #expect(issues == [])
        #expect(now == shape.expected)
    }
}
