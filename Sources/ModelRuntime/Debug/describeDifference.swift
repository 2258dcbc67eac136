import CustomDump

/// A line of a diff: unchanged, removed or added.
struct DiffLine: Equatable {
    enum Kind { case same, removed, added }
    let kind: Kind
    let text: String

    /// The line as printed: two columns of marker, then the text.
    var rendered: String {
        switch kind {
        case .same: "  " + text
        case .removed: "- " + text
        case .added: "+ " + text
        }
    }

    /// How far the text is indented.
    var indent: Int { text.prefix { $0 == " " }.count }
}

/// The diff of two multi-line texts in `style`, or `nil` when they are equal.
func describeDifference(_ old: String, _ new: String, style: DiffStyle) -> String? {
    guard old != new else { return nil }
    let lines = diffLines(
        old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
        new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    switch style {
    case .full:
        return lines.map(\.rendered).joined(separator: "\n")
    case .compact, .collapsed:
        let kept = linesEnclosingChanges(lines)
        var output: [String] = []
        var leftOut: [DiffLine] = []
        func flushLeftOut() {
            if style == .collapsed, let first = leftOut.first {
                output.append(
                    "  " + String(repeating: " ", count: first.indent) + "… (\(entryCount(leftOut)) unchanged)")
            }
            leftOut = []
        }
        for (line, keep) in zip(lines, kept) {
            if keep {
                flushLeftOut()
                output.append(line.rendered)
            } else {
                leftOut.append(line)
            }
        }
        flushLeftOut()
        return output.joined(separator: "\n")
    }
}

/// How many entries (properties, elements) a run of left-out lines holds:
/// the lines at its outermost indentation, not counting the line that closes
/// an entry spread over several (`)`, `],`).
private func entryCount(_ lines: [DiffLine]) -> Int {
    let outermost = lines.map(\.indent).min() ?? 0
    return lines.count { line in
        guard line.indent == outermost else { return false }
        let text = line.text.drop { $0 == " " }
        return !(text.first.map { ")]}".contains($0) } ?? false)
    }
}

/// The lines of `old` and `new` as unchanged, removed and added lines, with
/// as many unchanged as possible (a longest common subsequence).
func diffLines(_ old: [String], _ new: [String]) -> [DiffLine] {
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var lines: [DiffLine] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            lines.append(DiffLine(kind: .same, text: old[i]))
            i += 1
            j += 1
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
            lines.append(DiffLine(kind: .removed, text: old[i]))
            i += 1
        } else {
            lines.append(DiffLine(kind: .added, text: new[j]))
            j += 1
        }
    }
    return lines
}

/// Which lines a compact diff shows: every changed line, and every unchanged
/// line that opens or closes a block holding one. An unchanged line encloses
/// a change when the change is indented deeper and no line between them is
/// indented as little as it is.
private func linesEnclosingChanges(_ lines: [DiffLine]) -> [Bool] {
    lines.indices.map { index in
        let line = lines[index]
        guard line.kind == .same else { return true }
        func enclosesChange(in range: some Sequence<Int>) -> Bool {
            for other in range {
                let candidate = lines[other]
                if candidate.kind != .same {
                    if candidate.indent > line.indent { return true }
                } else if candidate.indent <= line.indent {
                    return false
                }
            }
            return false
        }
        return enclosesChange(in: (index + 1)..<lines.count)
            || enclosesChange(in: stride(from: index - 1, through: 0, by: -1))
    }
}

/// `value` as custom-dump prints it, `maxDepth` levels deep and at most
/// `maxLines` lines long; with `shallowRoot`, with only that model's
/// properties shown (``ShallowDump``).
func dumpForDebug(_ value: Any, maxLines: Int = .max, maxDepth: Int = .max, shallowRoot: ShallowRoot? = nil)
    -> String
{
    var text = ""
    if let shallowRoot {
        _ = ShallowDump.run(root: shallowRoot.id) { customDump(value, to: &text, maxDepth: maxDepth) }
    } else {
        customDump(value, to: &text, maxDepth: maxDepth)
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > maxLines else { return text }
    let rest = lines.count - maxLines
    return (lines.prefix(maxLines) + ["… (\(rest) more line\(rest == 1 ? "" : "s"))"]).joined(separator: "\n")
}
