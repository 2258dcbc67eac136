import IssueReporting

/// A test tool used where it can't work. Each is reported where it was
/// written, saying what to do instead, and the call does nothing.
enum Misuse {
    /// `didSend(_:)` outside `tester.assert { }` or `expect { }`.
    case didSendOutsideAssertion
    /// `probe.wasCalled(…)` outside `tester.assert { }` or `expect { }`.
    case wasCalledOutsideAssertion(probe: String)
    /// A verb of `.modelTesting` (`expect`, `require`, `settle`,
    /// `withExhaustivity`, `TestProbe.install()`) outside such a test.
    case outsideModelTesting(verb: String)

    var message: String {
        switch self {
        case .didSendOutsideAssertion:
            "didSend(_:) was called outside an assertion. It claims an event the model sent, so call it inside "
                + "tester.assert { } or expect { }."
        case .wasCalledOutsideAssertion(let probe):
            "\(probe).wasCalled was called outside an assertion. It claims a call of the probe, so call it inside "
                + "tester.assert { } or expect { }."
        case .outsideModelTesting(let verb):
            "\(verb) was called outside a test marked .modelTesting. Add the trait to the test or its suite: "
                + "@Test(.modelTesting) or @Suite(.modelTesting)."
        }
    }
}

/// Reports `misuse` at `location`.
func reportMisuse(_ misuse: Misuse, at location: TestLocation) {
    reportIssue(
        misuse.message, fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
}
