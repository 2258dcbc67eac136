import IssueReporting

/// Collects the issues the runtime reports during a step, instead of
/// failing the test that runs the simulation: each step says which it expects.
final class IssueCollector: IssueReporter, @unchecked Sendable {
    private let messages = Locked<[String]>([])

    func reportIssue(
        _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
        filePath: StaticString, line: UInt, column: UInt
    ) {
        let text = message() ?? "an issue without a message"
        messages.withLock { $0.append(text) }
    }

    /// The issues reported since the last call, which forgets them.
    func take() -> [String] {
        messages.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }
}
