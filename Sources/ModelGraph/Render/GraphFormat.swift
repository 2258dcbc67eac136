/// A text format a ``SchemaGraph`` renders to.
public enum GraphFormat: String, Hashable, Sendable, CaseIterable {
    /// A Mermaid flowchart, which Markdown on GitHub and many editors draw.
    case mermaid
    /// A Graphviz DOT digraph, for `dot -Tsvg` and other Graphviz tools.
    case dot

    /// The graph as text in this format, ending in a newline.
    public func render(_ graph: SchemaGraph) -> String {
        switch self {
        case .mermaid: renderMermaid(graph)
        case .dot: renderDOT(graph)
        }
    }
}
