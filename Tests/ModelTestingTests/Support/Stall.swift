@testable import ModelTesting
import Synchronization

/// A stand-in for a descheduled test thread: runs `write` the first time the
/// test tools reach `point`, as a task running meanwhile would write there.
/// For `AssertionEvaluation.$stall.withValue(_:)`.
nonisolated func writing(at point: AssertionEvaluation.StallPoint, _ write: @escaping @Sendable () -> Void)
    -> @Sendable (AssertionEvaluation.StallPoint) -> Void
{
    let hasWritten = Mutex(false)
    return { reached in
        let isFirst =
            reached == point
            && hasWritten.withLock { hasWritten in
                defer { hasWritten = true }
                return !hasWritten
            }
        if isFirst { write() }
    }
}
