import Foundation
import IssueReporting

/// Where a program failed, and why.
public struct ProgramFailure: Error, CustomStringConvertible {
    /// The step that failed (`program.count` for the checks after the last release).
    public let step: Int
    /// What differed from the reference.
    public let message: String

    /// The step and the message.
    public var description: String { "step \(step): \(message)" }
}

/// Runs `program` on a fresh hierarchy against the reference, checking
/// after each step, then releases everything and checks that no context,
/// task or observer registration is left. Returns the first failure.
public func runProgram(_ program: [SimulationOperation]) -> ProgramFailure? {
    let issues = IssueCollector()
    return withIssueReporters([issues]) {
        var reference = SimulationReference()
        var world: SimulationWorld? = SimulationWorld()
        for (step, operation) in program.enumerated() {
            do {
                let expected = try world!.apply(operation, to: &reference)
                try checkIssues(issues.take(), expected)
                try world!.check(reference)
            } catch {
                return ProgramFailure(step: step, message: "\(operation): \(error)")
            }
        }
        do {
            try world!.settle(reference)
        } catch {
            return ProgramFailure(step: program.count, message: "at the end: \(error)")
        }
        let contexts = world!.contexts
        world!.release()
        world = nil
        if let left = waitForRelease(contexts) {
            return ProgramFailure(step: program.count, message: "after the release, still alive: \(left)")
        }
        let late = issues.take()
        return late.isEmpty ? nil : ProgramFailure(step: program.count, message: "issues reported late: \(late)")
    }
}

/// Each expected issue was reported (its text is part of one), and nothing else.
private func checkIssues(_ reported: [String], _ expected: [String]) throws {
    var unmatched = reported
    for text in expected {
        guard let index = unmatched.firstIndex(where: { $0.contains(text) }) else {
            throw SimulationMismatch(description: "no issue reported saying \"\(text)\"; reported: \(reported)")
        }
        unmatched.remove(at: index)
    }
    guard unmatched.isEmpty else { throw SimulationMismatch(description: "unexpected issues: \(unmatched)") }
}

/// Waits, up to a ceiling, for every context to be freed (tasks end a little
/// after they are cancelled, and hold their model until then). Returns the
/// names of those left, if any.
func waitForRelease(_ contexts: [SimulationWorld.Weak]) -> String? {
    let deadline = Date().addingTimeInterval(10)
    while true {
        let alive = contexts.filter { $0.object != nil }.map(\.name)
        if alive.isEmpty { return nil }
        if Date() >= deadline { return alive.joined(separator: ", ") }
        Thread.sleep(forTimeInterval: 0.001)
    }
}
