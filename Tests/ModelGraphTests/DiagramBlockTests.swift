import ModelGraph
import ModelSchema
import Testing

/// Finding and rewriting the diagrams kept in Markdown files.
@Suite struct DiagramBlockTests {
    private let readme = """
        # App

        <!-- modelgen graph: Schemas/App -->
        ```mermaid
        flowchart TD
            Old["Old"]
        ```
        <!-- end modelgen graph -->

        ```markdown
        <!-- modelgen graph: Schemas/Example -->
        <!-- end modelgen graph -->
        ```

          <!-- modelgen graph: Schemas/App --root RowModel -->
          <!-- end modelgen graph -->
        Text after.

        """

    @Test func findsEachBlockOutsideCodeFences() {
        let found = findDiagramBlocks(in: readme, file: "README.md")
        #expect(found.diagnostics.isEmpty)
        #expect(
            found.value == [
                DiagramBlock(
                    arguments: "Schemas/App", location: .init(file: "README.md", line: 3, column: 1), lines: 3..<7),
                DiagramBlock(
                    arguments: "Schemas/App --root RowModel", location: .init(file: "README.md", line: 15, column: 1),
                    lines: 15..<15),
            ])
    }

    @Test func replacesOnlyWhatIsBetweenTheMarkers() {
        let blocks = findDiagramBlocks(in: readme, file: "README.md").value
        let updated = replaceDiagramBlocks(in: readme, blocks, with: ["A\n", "B\nC\n"])
        #expect(
            updated == """
                # App

                <!-- modelgen graph: Schemas/App -->
                A
                <!-- end modelgen graph -->

                ```markdown
                <!-- modelgen graph: Schemas/Example -->
                <!-- end modelgen graph -->
                ```

                  <!-- modelgen graph: Schemas/App --root RowModel -->
                B
                C
                  <!-- end modelgen graph -->
                Text after.

                """)
        #expect(
            replaceDiagramBlocks(
                in: updated, findDiagramBlocks(in: updated, file: "README.md").value, with: ["A\n", "B\nC\n"])
                == updated)
    }

    @Test func wrapsTheDiagramInAFenceNamedForItsFormat() {
        #expect(fencedDiagram("flowchart TD\n", format: .mermaid) == "```mermaid\nflowchart TD\n```\n")
        #expect(fencedDiagram("digraph {}\n", format: .dot) == "```dot\ndigraph {}\n```\n")
    }

    @Test(arguments: [
        (
            "<!-- modelgen graph: Schemas/App -->\ntext\n",
            "README.md:1:1: error: diagram has no '<!-- end modelgen graph -->' after it"
        ),
        (
            "text\n<!-- end modelgen graph -->\n",
            "README.md:2:1: error: '<!-- end modelgen graph -->' has no '<!-- modelgen graph: … -->' before it"
        ),
        (
            "<!-- modelgen graph: Schemas/App\n",
            "README.md:1:1: error: diagram marker doesn't end with '-->' on its line"
        ),
        (
            "<!-- modelgen graph: A -->\n<!-- modelgen graph: B -->\n<!-- end modelgen graph -->\n",
            """
            README.md:1:1: error: diagram has no '<!-- end modelgen graph -->' before the next diagram's marker
            README.md:2:1: note: the next diagram starts here
            """
        ),
    ])
    func reportsBrokenMarkersAtTheirLine(text: String, message: String) {
        let found = findDiagramBlocks(in: text, file: "README.md")
        #expect(found.diagnostics.map(\.description) == [message])
    }
}
