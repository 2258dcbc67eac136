import Foundation
import Testing
@testable import modelgen

@Suite("modelgen graph")
struct GraphTests {
    private func appSandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Package.swift", "// swift-tools-version: 6.2\n")
        try sandbox.writeAppSchemas()
        return sandbox
    }

    private let appDiagram = """
        flowchart TD
            AppModel["AppModel"]
            RowModel["RowModel"]

            AppModel -->|"rows (array)"| RowModel

        """

    @Test func printsTheDiagramOfASchemaFolder() throws {
        let sandbox = try appSandbox()
        let mermaid = sandbox.run("graph", "Schemas/App")
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout == appDiagram)
        #expect(mermaid.stderr.isEmpty)
        let dot = sandbox.run("graph", "Schemas/App", "--format", "dot")
        #expect(dot.status == 0)
        #expect(
            dot.stdout == """
                digraph "App" {
                    node [shape=box];

                    AppModel [label="AppModel"];
                    RowModel [label="RowModel"];

                    AppModel -> RowModel [label="rows (array)"];
                }

                """)
        let subtree = sandbox.run("graph", "Schemas/App", "--root", "RowModel")
        #expect(subtree.stdout == "flowchart TD\n    RowModel[\"RowModel\"]\n")
    }

    @Test func anUnknownRootIsAUsageErrorThatSaysWhatIsThere() throws {
        let sandbox = try appSandbox()
        let misspelt = sandbox.run("graph", "Schemas/App", "--root", "RowModle")
        #expect(misspelt.status == 64)
        #expect(misspelt.stdout.isEmpty)
        #expect(
            misspelt.stderr == "error: --root RowModle: Schemas/App has no model 'RowModle'; did you mean 'RowModel'?\n"
        )
        try sandbox.write("Schemas/App/Values.yaml", "values:\n  Point: { x: Int }\n")
        let value = sandbox.run("graph", "Schemas/App", "--root", "Point")
        #expect(value.status == 64)
        #expect(
            value.stderr
                == "error: --root Point: 'Point' in Schemas/App is a value, not a model; a diagram's root is a model\n")
    }

    @Test func schemaErrorsAreLocatedAndPrintNoDiagram() throws {
        let sandbox = try appSandbox()
        try sandbox.write("Schemas/App/Row.yaml", "models:\n  RowModel:\n    childs: {}\n")
        let run = sandbox.run("graph", "Schemas/App")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Schemas/App/Row.yaml:3:5: error: unknown key 'childs'"))
    }

    @Test(arguments: [
        ["graph"],
        ["graph", "Schemas/App", "--check"],
        ["graph", "Schemas/App", "--format", "svg"],
        ["graph", "Schemas/App", "--markdown", "README.md"],
        ["graph", "--markdown", "README.md", "--root", "AppModel"],
        ["graph", "--markdown", "README.md", "--format", "dot"],
    ])
    func usageErrorsExit64(arguments: [String]) throws {
        let sandbox = try appSandbox()
        try sandbox.write("README.md", "<!-- modelgen graph: Schemas/App -->\n<!-- end modelgen graph -->\n")
        let run = sandbox.run(arguments: arguments)
        #expect(run.status == 64)
        #expect(!run.stderr.isEmpty)
        #expect(sandbox.read("README.md") == "<!-- modelgen graph: Schemas/App -->\n<!-- end modelgen graph -->\n")
    }
}

@Suite("modelgen graph --markdown")
struct MarkdownDiagramTests {
    private let readme = """
        # App

        <!-- modelgen graph: Schemas/App -->
        <!-- end modelgen graph -->

        The end.

        """

    private func sandbox(readme: String? = nil) throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Package.swift", "// swift-tools-version: 6.2\n")
        try sandbox.writeAppSchemas()
        try sandbox.write("README.md", readme ?? self.readme)
        return sandbox
    }

    @Test func writesEachDiagramBetweenItsMarkers() throws {
        let sandbox = try sandbox()
        let run = sandbox.run("graph", "--markdown", "README.md")
        #expect(run.status == 0)
        #expect(run.stdout == "wrote README.md\n")
        #expect(
            sandbox.read("README.md") == """
                # App

                <!-- modelgen graph: Schemas/App -->
                ```mermaid
                flowchart TD
                    AppModel["AppModel"]
                    RowModel["RowModel"]

                    AppModel -->|"rows (array)"| RowModel
                ```
                <!-- end modelgen graph -->

                The end.

                """)
        let again = sandbox.run("graph", "--markdown", "README.md")
        #expect(again.status == 0)
        #expect(again.stdout == "1 diagram is up to date\n")
    }

    @Test func leavesAnUnchangedFileAlone() throws {
        let sandbox = try sandbox()
        #expect(sandbox.run("graph", "--markdown", "README.md").status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try sandbox.setModificationDate("README.md", to: past)
        #expect(sandbox.run("graph", "--markdown", "README.md").status == 0)
        #expect(try sandbox.modificationDate("README.md") == past)
    }

    @Test func checkFailsWithADiffWhenADiagramIsStale() throws {
        let sandbox = try sandbox()
        #expect(sandbox.run("graph", "--markdown", "README.md", "--quiet").status == 0)
        let current = sandbox.run("graph", "--markdown", "README.md", "--check")
        #expect(current.status == 0)
        #expect(current.stdout == "1 diagram is up to date\n")

        try sandbox.write(
            "Schemas/App/Row.yaml", rowSchema + "\n    children:\n      cell: CellModel?\n  CellModel: {}\n")
        let before = sandbox.read("README.md")
        let stale = sandbox.run("graph", "--markdown", "README.md", "--check")
        #expect(stale.status == 2)
        let lines = stale.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(2) == ["--- README.md", "+++ README.md"])
        #expect(lines.contains(#"+    CellModel["CellModel"]"#))
        #expect(lines.contains(#"+    RowModel -->|"cell (optional)"| CellModel"#))
        #expect(
            stale.stderr
                == "error: 1 Markdown file has out-of-date diagrams; rewrite with 'modelgen graph --markdown <file>...'\n"
        )
        #expect(sandbox.read("README.md") == before)
    }

    @Test func markersNameSchemaFoldersFromThePackageRootAndTakeOptions() throws {
        let sandbox = try sandbox()
        try sandbox.write(
            "Docs/Rows.md",
            """
            <!-- modelgen graph: Schemas/App --root RowModel --format dot -->
            <!-- end modelgen graph -->

            """)
        let run = sandbox.run(arguments: ["graph", "--markdown", "Rows.md", "--quiet"], in: "Docs")
        #expect(run.status == 0)
        #expect(
            sandbox.read("Docs/Rows.md") == """
                <!-- modelgen graph: Schemas/App --root RowModel --format dot -->
                ```dot
                digraph "App" {
                    node [shape=box];

                    RowModel [label="RowModel"];
                }
                ```
                <!-- end modelgen graph -->

                """)
    }

    @Test func anyErrorIsLocatedAndWritesNothing() throws {
        let cases: [(marker: String, error: String)] = [
            (
                "Schemas/Missing",
                "README.md:3:1: error: no schema folder 'Schemas/Missing' in '.'; a diagram marker names it relative to the package that holds the file\n"
            ),
            (
                "Schemas/App --root RowModle",
                "README.md:3:1: error: Schemas/App has no model 'RowModle'; did you mean 'RowModel'?\n"
            ),
            (
                "Schemas/App --bogus",
                "README.md:3:1: error: diagram marker 'Schemas/App --bogus': unknown option '--bogus'\n"
            ),
            ("", "README.md:3:1: error: diagram marker '': missing expected argument '<schema-folder>'\n"),
        ]
        for (marker, error) in cases {
            let broken = "<!-- modelgen graph: \(marker) -->\n<!-- end modelgen graph -->\n"
            let sandbox = try sandbox(readme: "# App\n\n" + broken)
            try sandbox.write("Other.md", readme)
            let run = sandbox.run("graph", "--markdown", "Other.md", "README.md")
            #expect(run.status == 1, "\(marker)")
            #expect(run.stderr == error + "error: diagrams can't be drawn; nothing was written\n", "\(marker)")
            #expect(sandbox.read("README.md") == "# App\n\n" + broken)
            #expect(sandbox.read("Other.md") == readme, "a valid file is not written either")
        }
    }

    /// README.md and Docs/Guide.md, both stale: `graph --markdown` writes
    /// them in one transaction, so a failure on the second undoes the first.
    @Test(
        arguments: [
            (\FileOperationCounts.createFile, 2), (\.link, 2), (\.rename, 2),
        ] as [(KeyPath<FileOperationCounts, Int> & Sendable, Int)])
    func aRewriteOfSeveralFilesThatFailsMidwayIsUndone(
        operation: KeyPath<FileOperationCounts, Int> & Sendable, call: Int
    ) throws {
        let sandbox = try sandbox()
        try sandbox.write("Docs/Guide.md", readme)
        let before = sandbox.snapshot()
        let inode = sandbox.inode("README.md")
        let run = sandbox.run(
            arguments: ["graph", "--markdown", "README.md", "Docs/Guide.md"],
            fileOperations: FileOperations.system.failing(operation, call: call))
        #expect(run.status == 1)
        #expect(run.stderr.contains("; nothing was changed\n"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(sandbox.snapshot() == before, "both files as they were, and no temporary files")
        #expect(sandbox.inode("README.md") == inode, "the first file itself is back")
    }

    /// The rewritten file is a new file renamed into place; it takes the
    /// old one's permissions, not the default ones.
    @Test func aRewrittenFileKeepsItsPermissions() throws {
        let sandbox = try sandbox()
        try sandbox.write("Docs/Guide.md", readme)
        try sandbox.setMode("README.md", 0o600)
        try sandbox.setMode("Docs/Guide.md", 0o755)
        let run = sandbox.run("graph", "--markdown", "README.md", "Docs/Guide.md")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(sandbox.read("README.md") != readme)
        #expect(sandbox.mode("README.md") == 0o600)
        #expect(sandbox.mode("Docs/Guide.md") == 0o755)
    }

    @Test func aFileNamedTwiceIsRewrittenOnce() throws {
        let sandbox = try sandbox()
        let run = sandbox.run("graph", "--markdown", "README.md", "./README.md", "Docs/../README.md")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "wrote README.md\n")
        #expect(
            sandbox.snapshot().keys.sorted() == [
                "Package.swift", "README.md", "Schemas", "Schemas/App", "Schemas/App/App.yaml", "Schemas/App/Row.yaml",
            ])
    }

    @Test func schemaErrorsAreReportedAtTheSchemaOnce() throws {
        let sandbox = try sandbox(readme: readme + readme)
        try sandbox.write("Schemas/App/Row.yaml", "models:\n  RowModel:\n    childs: {}\n")
        let run = sandbox.run("graph", "--markdown", "README.md")
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("Schemas/App/Row.yaml:3:5: error: unknown key 'childs'") == true)
        #expect(lines.last == "error: diagrams can't be drawn; nothing was written")
        #expect(sandbox.read("README.md") == readme + readme)
    }

    @Test func aMarkerWithoutItsEndIsLocated() throws {
        let sandbox = try sandbox(readme: "# App\n<!-- modelgen graph: Schemas/App -->\n")
        let run = sandbox.run("graph", "--markdown", "README.md", "--check")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("README.md:2:1: error: diagram has no '<!-- end modelgen graph -->' after it\n"))
    }
}
