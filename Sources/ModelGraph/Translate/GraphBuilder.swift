import ModelSchema

/// Builds a ``SchemaGraph`` from a resolved schema set: one node per model
/// and client, one per container as its children fill in its generic
/// arguments, one per `DependencyValues` dependency; an edge per child,
/// container case or field that holds a model, and per dependency.
struct GraphBuilder {
    /// A node while the graph is built, named by what it stands for; ids come last.
    enum Key: Hashable {
        /// A model or client, by name.
        case declaration(String)
        /// A container, with the arguments its model-constrained parameters
        /// are bound to (a parameter's own name where nothing binds it).
        case container(String, arguments: [String])
        /// A `DependencyValues` member, by key and type.
        case dependencyValue(key: String, type: String)
    }

    /// Where a node goes: after the declarations before it in the schema,
    /// then in the order it was met (containers with arguments, and
    /// dependency values, which come after every declaration).
    struct Position: Comparable {
        var declaration: Int
        var met: Int

        static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.declaration, lhs.met) < (rhs.declaration, rhs.met)
        }
    }

    /// A node with its outgoing edges, before ids are given.
    struct Entry {
        var position: Position
        var name: String
        var kind: GraphNode.Kind
        var members: [GraphNode.Member] = []
        var doc: String?
        var edges: [(name: String, relation: GraphEdge.Relation, target: Key)] = []
    }

    let set: ResolvedSchemaSet
    private var declarationIndex: [String: Int] = [:]
    var entries: [Key: Entry] = [:]
    private var met = 0

    init(set: ResolvedSchemaSet) {
        self.set = set
        for (index, declaration) in set.declarations.enumerated() {
            declarationIndex[declaration.name.value] = index
        }
    }

    /// The graph of every model, client and container of the set.
    mutating func build() -> SchemaGraph {
        for declaration in set.declarations {
            switch declaration {
            case .model(let model):
                addModel(model)
            case .container(let container) where !container.decl.hasModelParameters:
                _ = addContainer(container.decl, bindings: [:])
            case .client(let client):
                entries[.declaration(client.decl.name.value)] = Entry(
                    position: position(of: client.decl.name.value), name: client.decl.name.value,
                    kind: .client(key: client.key),
                    members: client.decl.endpoints.map { .init(.endpoint, signature($0.name.value, $0.type.value)) },
                    doc: client.decl.doc)
            default:
                break
            }
        }
        return assemble()
    }

    private mutating func addModel(_ model: ResolvedModel) {
        let decl = model.decl
        let key = Key.declaration(decl.name.value)
        let members =
            decl.callbacks.map { GraphNode.Member(.callback, signature($0.name.value, $0.type.value)) }
            + decl.events.map { GraphNode.Member(.event, signature($0)) }
        entries[key] = Entry(
            position: position(of: decl.name.value), name: decl.name.value,
            kind: .model(isDependencyKey: decl.isDependencyKey), members: members, doc: decl.doc)
        var edges: [(name: String, relation: GraphEdge.Relation, target: Key)] = []
        for child in model.children {
            let target: Key
            switch child.target {
            case .model(let held):
                target = .declaration(held)
            case .container(let container, let arguments):
                target = addContainer(container, bindings: bindings(of: container, to: arguments, in: GenericScope()))
            }
            edges.append((child.property.name.value, .child(ChildKind(child.shape)), target))
        }
        for dependency in model.dependencies {
            let target: Key
            switch dependency.lookup {
            case .typeKey:
                target = .declaration(dependency.type.description)
            case .dependencyValues:
                target = .dependencyValue(key: dependency.name, type: dependency.type.description)
                if entries[target] == nil {
                    met += 1
                    entries[target] = Entry(
                        position: Position(declaration: .max, met: met), name: dependency.type.description,
                        kind: .dependencyValue(key: dependency.name))
                }
            }
            edges.append((dependency.name, .dependency, target))
        }
        entries[key]?.edges = edges
    }

    /// Where the declaration named `name` goes; containers met with
    /// arguments go after their declaration, in the order they were met.
    func position(of name: String, met: Int = 0) -> Position {
        Position(declaration: declarationIndex[name] ?? .max, met: met)
    }

    /// The next number in the order things are met.
    mutating func meet() -> Int {
        met += 1
        return met
    }

    /// The nodes in schema order, with ids, and the edges between them.
    private func assemble() -> SchemaGraph {
        let ordered = entries.sorted { $0.value.position < $1.value.position }
        let ids = makeNodeIdentifiers(
            for: ordered.map { entry in
                if case .dependencyValue(let key, _) = entry.key { "DependencyValues.\(key)" } else { entry.value.name }
            })
        let idsByKey = Dictionary(uniqueKeysWithValues: zip(ordered.map(\.key), ids))
        let nodes = zip(ordered, ids).map { entry, id in
            GraphNode(
                id: id, name: entry.value.name, kind: entry.value.kind, members: entry.value.members,
                doc: entry.value.doc)
        }
        let edges = zip(ordered, ids).flatMap { entry, id in
            entry.value.edges.compactMap { edge in
                idsByKey[edge.target].map { GraphEdge(from: id, to: $0, name: edge.name, relation: edge.relation) }
            }
        }
        let folder = set.root.split(separator: "/").last.map(String.init).flatMap { $0 == "." ? nil : $0 }
        return SchemaGraph(name: set.module ?? folder ?? "schema", nodes: nodes, edges: edges)
    }
}

extension ChildKind {
    /// The kind of a resolved child.
    init(_ shape: ChildShape) {
        switch shape {
        case .inline: self.init()
        case .optional: self.init([.optional])
        case .array: self.init([.array])
        case .identifiedArray: self.init([.identifiedArray])
        case .dictionary(let key): self.init([.dictionary(key: key.description)])
        }
    }
}
