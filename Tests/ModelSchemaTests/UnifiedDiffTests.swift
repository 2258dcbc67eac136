import Foundation
import Testing
@testable import ModelSchema

@Suite("unifiedDiff")
struct UnifiedDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(unifiedDiff(old: "a\nb\n", new: "a\nb\n", oldPath: "a", newPath: "b") == "")
    }

    @Test func showsChangesWithThreeLinesOfContext() {
        var lines = (1...12).map { "line \($0)\n" }
        let old = lines.joined()
        lines[5] = "line six\n"
        let new = lines.joined()
        #expect(
            unifiedDiff(old: old, new: new, oldPath: "old.swift", newPath: "new.swift") == """
                --- old.swift
                +++ new.swift
                @@ -3,7 +3,7 @@
                 line 3
                 line 4
                 line 5
                -line 6
                +line six
                 line 7
                 line 8
                 line 9

                """)
    }

    @Test func separatesDistantChangesIntoHunks() {
        var lines = (1...20).map { "\($0)\n" }
        let old = lines.joined()
        lines[1] = "two\n"
        lines.remove(at: 18)
        let new = lines.joined()
        #expect(
            unifiedDiff(old: old, new: new, oldPath: "a", newPath: "b") == """
                --- a
                +++ b
                @@ -1,5 +1,5 @@
                 1
                -2
                +two
                 3
                 4
                 5
                @@ -16,5 +16,4 @@
                 16
                 17
                 18
                -19
                 20

                """)
    }

    @Test func diffsAgainstNothing() {
        #expect(
            unifiedDiff(old: "", new: "a\nb\n", oldPath: "/dev/null", newPath: "x")
                == "--- /dev/null\n+++ x\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(
            unifiedDiff(old: "a\n", new: "", oldPath: "x", newPath: "/dev/null")
                == "--- x\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test func marksAMissingFinalNewline() {
        #expect(
            unifiedDiff(old: "a\n", new: "a", oldPath: "x", newPath: "y") == """
                --- x
                +++ y
                @@ -1 +1 @@
                -a
                +a
                \\ No newline at end of file

                """)
    }

    @Test func findsAShortestEditScript() {
        let old = Array("ABCABBA")
        let new = Array("CBABAC")
        let edits = diffLines(old, new)
        // Myers' paper's example: five edits, four lines kept.
        #expect(edits.filter { if case .keep = $0 { false } else { true } }.count == 5)
        var rebuilt: [Character] = []
        for edit in edits {
            switch edit {
            case .keep(_, let index), .insert(let index): rebuilt.append(new[index])
            case .delete: break
            }
        }
        #expect(rebuilt == new)
    }

    /// Applies an edit script to `old`, checking that every kept line is equal.
    private func apply<Line: Equatable>(_ edits: [LineEdit], old: [Line], new: [Line]) -> [Line]? {
        var result: [Line] = []
        var nextOld = 0
        var nextNew = 0
        for edit in edits {
            switch edit {
            case .keep(let x, let y):
                guard x == nextOld, y == nextNew, old[x] == new[y] else { return nil }
                result.append(old[x])
                nextOld += 1
                nextNew += 1
            case .delete(let x):
                guard x == nextOld else { return nil }
                nextOld += 1
            case .insert(let y):
                guard y == nextNew else { return nil }
                result.append(new[y])
                nextNew += 1
            }
        }
        return nextOld == old.count ? result : nil
    }

    /// The length of a longest common subsequence, by the textbook table.
    private func longestCommonSubsequence(_ old: [Int], _ new: [Int]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for x in old.indices.reversed() {
            for y in new.indices.reversed() {
                table[x][y] = old[x] == new[y] ? table[x + 1][y + 1] + 1 : max(table[x + 1][y], table[x][y + 1])
            }
        }
        return table[0][0]
    }

    @Test func findsAShortestEditScriptForRandomInputs() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Int.random(in: 0...5, using: &generator)
            }
            let new = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Int.random(in: 0...5, using: &generator)
            }
            let edits = diffLines(old, new)
            #expect(apply(edits, old: old, new: new) == new, "\(old) -> \(new)")
            let kept = edits.filter { if case .keep = $0 { true } else { false } }.count
            #expect(kept == longestCommonSubsequence(old, new), "\(old) -> \(new) is not a shortest script")
        }
    }

    /// Before the linear-space diff, every round kept a copy of the frontier:
    /// a 9 800-line missing file took 1.5 GB, a 24 500-line file against a
    /// 1-line one 9.4 GB, and 49 000 lines were killed at 24 GB. At these
    /// sizes a regression fails the test, not the machine it runs on.
    @Test func diffsLargeChangesInLinearMemory() {
        let lines = (0..<10_000).map { "let value\($0) = \($0)\n" }
        let large = lines.joined()
        let memory = PeakMemory()
        let missing = unifiedDiff(old: "", new: large, oldPath: "/dev/null", newPath: "big")
        let againstOneLine = unifiedDiff(old: "let value5000 = 5000\n", new: large, oldPath: "a", newPath: "b")
        if let growth = memory.growth {
            #expect(growth < 200 << 20, "the two diffs raised the peak memory by \(growth >> 20) MB")
        }
        #expect(missing.hasPrefix("--- /dev/null\n+++ big\n@@ -0,0 +1,10000 @@\n+let value0 = 0\n"))
        #expect(missing.hasSuffix("+let value9999 = 9999\n"))
        #expect(againstOneLine.hasPrefix("--- a\n+++ b\n@@ -1 +1,10000 @@\n"))
        #expect(againstOneLine.contains("\n let value5000 = 5000\n"), "the one common line is kept")

        // Nothing in common: the search gives up on a shortest script after
        // its cost limit, and the script is still right.
        let other = (0..<5_000).map { "let other\($0) = \($0)\n" }
        let edits = diffLines(Array(lines.prefix(5_000)), other)
        #expect(apply(edits, old: Array(lines.prefix(5_000)), new: other) == other)
        #expect(!edits.contains { if case .keep = $0 { true } else { false } })
    }

    @Test func showsABoundedNumberOfHunks() {
        let old = (0..<1_000).map { "\($0)\n" }
        var new = old
        for index in stride(from: 0, to: 1_000, by: 10) { new[index] = "changed \(index)\n" }
        let diff = unifiedDiff(old: old.joined(), new: new.joined(), oldPath: "a", newPath: "b", maxHunks: 40)
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("@@ ") }.count == 40)
        #expect(diff.hasSuffix("\n+changed 390\n 391\n 392\n 393\n... 60 more hunks left out\n"))
    }
}

/// How much the process's peak resident memory grows from the moment this
/// is made. Linux only: writing 5 to `/proc/self/clear_refs` resets the
/// peak (`VmHWM`) to the current size; elsewhere `growth` is `nil`.
private struct PeakMemory {
    private let start: Int?

    init() {
        #if os(Linux)
            if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs"),
                (try? handle.write(contentsOf: Data("5".utf8))) != nil
            {
                start = Self.peakKilobytes()
            } else {
                start = nil
            }
        #else
            start = nil
        #endif
    }

    /// The growth in bytes, or `nil` where it can't be measured.
    var growth: Int? {
        guard let start, let peak = Self.peakKilobytes() else { return nil }
        return (peak - start) * 1024
    }

    private static func peakKilobytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        return line.flatMap { Int($0.dropFirst("VmHWM:".count).split(whereSeparator: \.isWhitespace).first ?? "") }
    }
}
