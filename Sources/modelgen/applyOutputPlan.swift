import ArgumentParser
import Foundation

/// Writes the plan's files and, with `prune`, deletes its left-over
/// generated files; with `dryRun`, only says what it would do.
///
/// Each file is written to a temporary file beside it and renamed over the
/// old one, so a reader never sees half a file; unchanged files aren't
/// touched, so their modification times stay put and builds stay incremental.
func applyOutputPlan(_ plan: OutputPlan, prune: Bool, dryRun: Bool, console: Console) throws {
    let verb = dryRun ? "would write" : "wrote"
    for entry in plan.writes {
        if !dryRun, let contents = entry.wanted { try write(contents, to: entry.url, console: console) }
        console.info("\(verb) \(entry.displayPath)")
    }
    for entry in plan.unchanged {
        console.detail("unchanged \(entry.displayPath)")
    }
    for entry in plan.leftovers {
        guard prune else {
            console.info("left over \(entry.displayPath): its schema is gone; --prune deletes it")
            continue
        }
        if !dryRun { try delete(entry.url, console: console) }
        console.info("\(dryRun ? "would delete" : "deleted") \(entry.displayPath)")
    }
}

private func write(_ contents: Data, to url: URL, console: Console) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).modelgen-\(ProcessInfo.processInfo.processIdentifier)")
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try contents.write(to: temporary)
        guard rename(temporary.path, url.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    } catch {
        try? FileManager.default.removeItem(at: temporary)
        console.error("can't write '\(console.path(url))': \(error.localizedDescription)")
        throw ExitCode.schemaErrors
    }
}

private func delete(_ url: URL, console: Console) throws {
    do {
        try FileManager.default.removeItem(at: url)
    } catch {
        console.error("can't delete '\(console.path(url))': \(error.localizedDescription)")
        throw ExitCode.schemaErrors
    }
}
