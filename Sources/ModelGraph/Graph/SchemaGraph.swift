/// A schema set as a diagram: its models, the containers and dependencies
/// they reach, and how each holds or uses the next.
///
/// The value is format-neutral; ``renderMermaid(_:)`` and ``renderDOT(_:)``
/// turn it into text. Nodes come in schema order (files by path,
/// declarations as written), edges grouped by their source in node order,
/// so the same schemas always give the same bytes.
public struct SchemaGraph: Hashable, Sendable {
    /// The set's name, for formats that name a graph: its `module:`, else its folder's name.
    public var name: String
    /// The models, containers, clients and dependency values.
    public var nodes: [GraphNode]
    /// Children and dependencies, from the node that holds or uses them.
    public var edges: [GraphEdge]

    /// Creates a graph.
    public init(name: String, nodes: [GraphNode], edges: [GraphEdge]) {
        self.name = name
        self.nodes = nodes
        self.edges = edges
    }

    /// The part of the graph reachable from the node `id` by following edges:
    /// a model's subtree with its containers, dependencies, and their subtrees.
    /// Order is kept.
    public func reachable(from id: String) -> SchemaGraph {
        var edgesBySource: [String: [GraphEdge]] = [:]
        for edge in edges { edgesBySource[edge.from, default: []].append(edge) }
        var reached: Set<String> = [id]
        var pending = [id]
        while let next = pending.popLast() {
            for edge in edgesBySource[next] ?? [] where reached.insert(edge.to).inserted {
                pending.append(edge.to)
            }
        }
        return SchemaGraph(
            name: name, nodes: nodes.filter { reached.contains($0.id) },
            edges: edges.filter { reached.contains($0.from) })
    }
}
