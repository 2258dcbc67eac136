/// `old` and `new` as a unified diff (`---`/`+++` headers, `@@` hunks with
/// `context` lines around each change), or the empty string when they are equal.
///
/// What `modelgen check` prints for a stale file, and what golden tests show
/// when output differs from the recorded file. At most `maxHunks` hunks are
/// shown, then a line saying how many were left out, so a file that changed
/// everywhere doesn't bury the rest of the output.
public func unifiedDiff(
    old: String, new: String, oldPath: String, newPath: String, context: Int = 3, maxHunks: Int = 50
) -> String {
    let oldLines = splitLines(old)
    let newLines = splitLines(new)
    let edits = diffLines(oldLines, newLines)
    let changes = edits.indices.filter { if case .keep = edits[$0] { false } else { true } }
    guard let firstChange = changes.first else { return "" }
    var output = "--- \(oldPath)\n+++ \(newPath)\n"
    // Changes closer than twice the context share a hunk.
    var hunkStart = firstChange
    var hunkEnd = firstChange
    var shown = 0
    var leftOut = 0
    for change in changes.dropFirst().map(Optional.some) + [nil] {
        if let change, change - hunkEnd <= 2 * context {
            hunkEnd = change
            continue
        }
        if shown < maxHunks {
            let lines = edits[max(0, hunkStart - context)...min(edits.count - 1, hunkEnd + context)]
            output += hunk(lines, old: oldLines, new: newLines)
            shown += 1
        } else {
            leftOut += 1
        }
        if let change {
            hunkStart = change
            hunkEnd = change
        }
    }
    if leftOut > 0 {
        output += "... \(leftOut) more hunk\(leftOut == 1 ? "" : "s") left out\n"
    }
    return output
}

/// A text's lines, each with its line break, so a missing final line break
/// is a difference too.
private func splitLines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.startIndex
    while let end = text[start...].firstIndex(of: "\n") {
        lines.append(text[start...end])
        start = text.index(after: end)
    }
    if start < text.endIndex { lines.append(text[start...]) }
    return lines
}

private func hunk(_ edits: ArraySlice<LineEdit>, old: [Substring], new: [Substring]) -> String {
    var oldStart: Int?
    var newStart: Int?
    var oldCount = 0
    var newCount = 0
    var body = ""
    func append(_ prefix: Character, _ line: Substring) {
        body += "\(prefix)\(line)"
        if !line.hasSuffix("\n") { body += "\n\\ No newline at end of file\n" }
    }
    for edit in edits {
        switch edit {
        case .keep(let oldIndex, let newIndex):
            oldStart = oldStart ?? oldIndex
            newStart = newStart ?? newIndex
            oldCount += 1
            newCount += 1
            append(" ", old[oldIndex])
        case .delete(let oldIndex):
            oldStart = oldStart ?? oldIndex
            oldCount += 1
            append("-", old[oldIndex])
        case .insert(let newIndex):
            newStart = newStart ?? newIndex
            newCount += 1
            append("+", new[newIndex])
        }
    }
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
}

/// A hunk's `start,count`, 1-based. A side with no lines in a hunk is an
/// empty file (any other hunk has context lines), which diff writes `0,0`.
private func range(_ start: Int?, _ count: Int) -> String {
    let first = start.map { $0 + 1 } ?? 0
    return count == 1 ? "\(first)" : "\(first),\(count)"
}
