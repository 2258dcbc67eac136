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
        #expect(unifiedDiff(old: old, new: new, oldPath: "old.swift", newPath: "new.swift") == """
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
        #expect(unifiedDiff(old: old, new: new, oldPath: "a", newPath: "b") == """
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
        #expect(unifiedDiff(old: "", new: "a\nb\n", oldPath: "/dev/null", newPath: "x") == "--- /dev/null\n+++ x\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(unifiedDiff(old: "a\n", new: "", oldPath: "x", newPath: "/dev/null") == "--- x\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n")
    }

    @Test func marksAMissingFinalNewline() {
        #expect(unifiedDiff(old: "a\n", new: "a", oldPath: "x", newPath: "y") == """
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
}
