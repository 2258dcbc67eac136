import ModelGraph
import Testing

/// How each format spells a graph, and escapes what its syntax would misread.
@Suite struct RenderTests {
    private let graph = SchemaGraph(
        name: "Odd \"name\"",
        nodes: [
            GraphNode(
                id: "Page_Item", name: "Page<Item>", kind: .container, doc: "Says \"hi\" \\ then\nmore."),
            GraphNode(id: "Item", name: "Item", kind: .model(isDependencyKey: false), members: [.init(.event, "a|b")]),
        ],
        edges: [GraphEdge(from: "Page_Item", to: "Item", name: "items", relation: .child(ChildKind([.array])))])

    @Test func mermaidEscapesWhatItsSyntaxOrHTMLWouldRead() {
        #expect(
            escapeMermaid(#"a "b" #c; <d> & e|f `g`"#) == "a #quot;b#quot; #35;c; #lt;d#gt; #amp; e#124;f #96;g#96;")
        #expect(escapeMermaid("two\nlines") == "two lines")
        #expect(escapeMermaid("Zähler") == "Zähler")
        #expect(
            renderMermaid(graph) == """
                flowchart TD
                    Page_Item{{"Page#lt;Item#gt;<br/>container"}}
                    Item["Item<br/>event a#124;b"]

                    Page_Item -->|"items (array)"| Item

                """)
    }

    @Test func dotQuotesEveryStringAndKeepsDocsAsTooltips() {
        #expect(quoteDOT(#"say "hi" \N"#) == #""say \"hi\" \\N""#)
        #expect(quoteDOT("two\nlines") == #""two\nlines""#)
        #expect(
            renderDOT(graph) == #"""
                digraph "Odd \"name\"" {
                    node [shape=box];

                    Page_Item [label="Page<Item>\ncontainer", shape=hexagon, tooltip="Says \"hi\" \\ then\nmore."];
                    Item [label="Item\nevent a|b"];

                    Page_Item -> Item [label="items (array)"];
                }

                """#)
    }

    @Test func dependenciesAreDottedInMermaidAndDashedInDOT() {
        let used = SchemaGraph(
            name: "Set",
            nodes: [
                GraphNode(id: "A", name: "A", kind: .model(isDependencyKey: false)),
                GraphNode(id: "DependencyValues_uuid", name: "UUIDGenerator", kind: .dependencyValue(key: "uuid")),
            ],
            edges: [GraphEdge(from: "A", to: "DependencyValues_uuid", name: "uuid", relation: .dependency)])
        #expect(renderMermaid(used).contains(#"    A -.->|"uuid"| DependencyValues_uuid"#))
        #expect(
            renderMermaid(used).contains(#"    DependencyValues_uuid[/"UUIDGenerator<br/>DependencyValues.uuid"/]"#))
        #expect(renderDOT(used).contains(#"    A -> DependencyValues_uuid [label="uuid", style=dashed];"#))
    }

    @Test func childKindsReadOutsideIn() {
        #expect(ChildKind().description == "inline")
        #expect(ChildKind([.identifiedArray]).description == "identified array")
        #expect(ChildKind([.dictionary(key: "String")]).description == "dictionary keyed by String")
        #expect(ChildKind([.array, .optional]).description == "array of optional")
    }
}
