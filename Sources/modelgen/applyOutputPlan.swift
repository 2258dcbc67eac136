#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation
import ModelSchema

/// Writes the plan's files and, with `prune`, deletes its left-over
/// generated files; with `dryRun`, only says what it would do.
///
/// Everything that can be checked is checked first (the plan's problems,
/// then permission to write in each folder it changes), so a run that
/// can't finish writes nothing. The changes themselves are one
/// ``OutputTransaction``: a write that still fails midway (a full disk)
/// undoes the rest. Each file is renamed into place whole, and unchanged
/// files aren't touched, so their modification times stay put and builds
/// stay incremental.
func applyOutputPlan(_ plan: OutputPlan, prune: Bool, dryRun: Bool, console: Console) throws(CommandFailure) {
    try applyOutputPlans([plan], prune: prune, dryRun: dryRun, console: console)
}

/// Several plans, of folders of their own (the Markdown files `graph
/// --markdown` rewrites), checked together and written as one transaction.
func applyOutputPlans(_ plans: [OutputPlan], prune: Bool, dryRun: Bool, console: Console) throws(CommandFailure) {
    let writes = plans.flatMap(\.writes)
    let deletions = prune ? plans.flatMap(\.leftovers) : []
    // Permissions matter only where every place is right.
    let planProblems = plans.flatMap(\.problems)
    let problems = planProblems.isEmpty ? permissionProblems(writes + deletions, console: console) : planProblems
    guard problems.isEmpty else {
        throw reportOutputProblems(problems, folders: plans.map(\.folder), console: console)
    }
    if !dryRun {
        var transaction = OutputTransaction(operations: CommandEnvironment.current.fileOperations)
        do {
            let leftBehind = try transaction.run(
                writes: writes.map { ($0.url.path, $0.wanted ?? Data(), $0.current) },
                deletions: deletions.map { ($0.url.path, $0.current ?? Data()) })
            for problem in leftBehind {
                console.warning(
                    "couldn't remove the temporary file '\(console.path(URL(fileURLWithPath: problem.path)))': \(problem.message)"
                )
            }
        } catch {
            throw CommandFailure.errors(
                "can't write '\(console.path(URL(fileURLWithPath: error.path)))': \(error.message); nothing was changed"
            )
        }
    }
    let verb = dryRun ? "would write" : "wrote"
    for entry in writes {
        console.info("\(verb) \(entry.displayPath)")
    }
    for entry in plans.flatMap(\.unchanged) {
        console.detail("unchanged \(entry.displayPath)")
    }
    for entry in plans.flatMap(\.leftovers) {
        if prune {
            console.info("\(dryRun ? "would delete" : "deleted") \(entry.displayPath)")
        } else {
            console.info("left over \(entry.displayPath): its schema is gone; --prune deletes it")
        }
    }
}

/// Folders the entries' changes need to write in (the folder of each file,
/// or the nearest one that exists when it is to be created) where this
/// process may not write.
private func permissionProblems(_ entries: [OutputPlan.Entry], console: Console) -> [Diagnostic] {
    var checked: Set<String> = []
    var problems: [Diagnostic] = []
    for entry in entries {
        var folder = entry.url.deletingLastPathComponent()
        while fileStatus(RawPath(folder.path)) == .missing, folder.pathComponents.count > 1 {
            folder.deleteLastPathComponent()
        }
        guard checked.insert(folder.path).inserted else { continue }
        if access(folder.path, W_OK | X_OK) != 0 {
            problems.append(.error("can't write in '\(console.path(folder))': \(systemErrorMessage())", at: nil))
        }
    }
    return problems
}
