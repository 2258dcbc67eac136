import IssueReporting
@testable import ModelTesting
import Synchronization
import Testing

/// The messages of the issues reported while `body` runs, which then don't
/// fail the test: how the tests of failure messages see them whole.
func reportedIssues(_ body: () async throws -> Void) async rethrows -> [String] {
    let capture = IssueCapture()
    try await withIssueReporters([capture]) { try await body() }
    return capture.messages
}

/// The messages of the issues reported while `body` runs, from a synchronous body.
func reportedIssues(_ body: () throws -> Void) rethrows -> [String] {
    let capture = IssueCapture()
    try withIssueReporters([capture]) { try body() }
    return capture.messages
}

/// The messages of the issues reported by a test marked `trait` whose body is `body`,
/// including those reported when it ends.
func reportedIssues(inTestMarked trait: ModelTestingTrait, _ body: @Sendable () async throws -> Void) async throws
    -> [String]
{
    let test = try #require(Test.current)
    return try await reportedIssues {
        // A test case of its own, as the trait provides a scope only to test cases.
        try await trait.provideScope(for: test, testCase: Test.Case.current, performing: body)
    }
}

private final class IssueCapture: IssueReporter {
    private let reported = Mutex<[String]>([])

    var messages: [String] { reported.withLock { $0 } }

    func reportIssue(
        _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString,
        line: UInt, column: UInt
    ) {
        let text = message() ?? ""
        reported.withLock { $0.append(text) }
    }

    func reportIssue(
        _ error: any Error, _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
        line: UInt, column: UInt
    ) {
        let text = message() ?? "\(error)"
        reported.withLock { $0.append(text) }
    }
}
