import ModelSchema

/// The diagram of a resolved schema set: every model, client and container,
/// each child (through containers, to any depth) and each dependency.
///
/// With `root`, only what that model reaches: its subtree, the containers
/// on the way, its dependencies and theirs. Pure: the same set gives the
/// same graph.
///
/// - Parameters:
///   - set: The resolved schema set.
///   - root: A model of the set whose subtree to draw; `nil` for the whole set.
/// - Throws: ``GraphError`` when `root` names no model of the set.
public func translateGraph(_ set: ResolvedSchemaSet, root: String? = nil) throws(GraphError) -> SchemaGraph {
    var builder = GraphBuilder(set: set)
    let graph = builder.build()
    guard let root else { return graph }
    switch set.declaration(named: root) {
    case .model?:
        let node = graph.nodes.first { $0.name == root && $0.isModel }
        return node.map { graph.reachable(from: $0.id) } ?? graph
    case let declaration?:
        throw .rootIsNotAModel(root, set: set.root, kind: declaration.parsed.kindName)
    case nil:
        let models = set.declarations.compactMap { declaration -> String? in
            if case .model(let model) = declaration { model.decl.name.value } else { nil }
        }
        throw .unknownRoot(root, set: set.root, suggestion: closestMatch(to: root, among: models))
    }
}

/// Why a graph can't be drawn from the root asked for.
public enum GraphError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The set has no declaration of that name; the closest model's name if one is close.
    case unknownRoot(String, set: String, suggestion: String?)
    /// The name is a container, value, client or event enum, not a model.
    case rootIsNotAModel(String, set: String, kind: String)

    /// What is wrong and what to do, without a trailing period.
    public var description: String {
        switch self {
        case .unknownRoot(let root, let set, let suggestion):
            "\(set) has no model '\(root)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .rootIsNotAModel(let root, let set, let kind):
            "'\(root)' in \(set) is \(kind), not a model; a diagram's root is a model"
        }
    }
}

extension GraphNode {
    /// Whether the node is a model of the set.
    var isModel: Bool {
        if case .model = kind { true } else { false }
    }
}
