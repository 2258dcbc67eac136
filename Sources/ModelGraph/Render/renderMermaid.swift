/// A Mermaid flowchart of the graph, top down: a rectangle per model, a
/// hexagon per container, a stadium per client and a parallelogram per
/// `DependencyValues` dependency; solid arrows to children, dotted arrows to
/// dependencies, each labelled.
///
///     flowchart TD
///         AppModel["AppModel"]
///         CounterRowModel["CounterRowModel<br/>callback onRemove(CounterRowModel)"]
///         AppModel -->|"counters (array)"| CounterRowModel
///
/// Every label is quoted, with the characters Mermaid or HTML would read
/// escaped (``escapeMermaid(_:)``).
public func renderMermaid(_ graph: SchemaGraph) -> String {
    var lines = ["flowchart TD"]
    for node in graph.nodes {
        let label = "\"" + node.lines.map(escapeMermaid).joined(separator: "<br/>") + "\""
        let shape: (open: String, close: String) =
            switch node.kind {
            case .model: ("[", "]")
            case .container: ("{{", "}}")
            case .client: ("([", "])")
            case .dependencyValue: ("[/", "/]")
            }
        lines.append("    \(node.id)\(shape.open)\(label)\(shape.close)")
    }
    if !graph.edges.isEmpty { lines.append("") }
    for edge in graph.edges {
        let arrow = edge.relation == .dependency ? "-.->" : "-->"
        lines.append("    \(edge.from) \(arrow)|\"\(escapeMermaid(edge.label))\"| \(edge.to)")
    }
    return lines.joined(separator: "\n") + "\n"
}

/// Text for a quoted Mermaid label: `"`, `#`, `&`, `<`, `>`, `|` and `` ` ``
/// as Mermaid entity codes (`#quot;`, `#lt;`, …), which Mermaid draws as the
/// character itself, and a line break as a space.
///
/// Quotes would end the label, `#` starts an entity code, `<` and `&` would
/// be read as HTML (`Paginated<Item>` would lose `<Item>`), `|` ends an edge
/// label and a leading backtick starts Markdown.
public func escapeMermaid(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "\"": escaped += "#quot;"
        case "#": escaped += "#35;"
        case "&": escaped += "#amp;"
        case "<": escaped += "#lt;"
        case ">": escaped += "#gt;"
        case "|": escaped += "#124;"
        case "`": escaped += "#96;"
        case _ where character.isNewline: escaped += " "
        default: escaped.append(character)
        }
    }
    return escaped
}
