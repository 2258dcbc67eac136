/// A Graphviz digraph of the graph: a box per model, a hexagon per
/// container, a rounded box per client and a parallelogram per
/// `DependencyValues` dependency; solid edges to children, dashed edges to
/// dependencies, each labelled. A declaration's `doc:` is its node's tooltip
/// (shown on hover in SVG).
///
///     digraph "CounterFact" {
///         node [shape=box];
///
///         AppModel [label="AppModel", tooltip="The list of counter rows."];
///         AppModel -> CounterRowModel [label="counters (array)"];
///     }
public func renderDOT(_ graph: SchemaGraph) -> String {
    var lines = ["digraph \(quoteDOT(graph.name)) {", "    node [shape=box];"]
    if !graph.nodes.isEmpty { lines.append("") }
    for node in graph.nodes {
        var attributes = ["label=\(quoteDOT(node.lines.joined(separator: "\n")))"]
        switch node.kind {
        case .model: break
        case .container: attributes.append("shape=hexagon")
        case .client: attributes.append("style=rounded")
        case .dependencyValue: attributes.append("shape=parallelogram")
        }
        if let doc = node.doc { attributes.append("tooltip=\(quoteDOT(doc))") }
        lines.append("    \(node.id) [\(attributes.joined(separator: ", "))];")
    }
    if !graph.edges.isEmpty { lines.append("") }
    for edge in graph.edges {
        let style = edge.relation == .dependency ? ", style=dashed" : ""
        lines.append("    \(edge.from) -> \(edge.to) [label=\(quoteDOT(edge.label))\(style)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
}

/// `text` as a DOT double-quoted string: `"` and `\` escaped with a
/// backslash (a lone backslash would start a Graphviz escape such as `\N`),
/// a line break as `\n`.
public func quoteDOT(_ text: String) -> String {
    var quoted = "\""
    for character in text {
        switch character {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case _ where character.isNewline: quoted += "\\n"
        default: quoted.append(character)
        }
    }
    return quoted + "\""
}
