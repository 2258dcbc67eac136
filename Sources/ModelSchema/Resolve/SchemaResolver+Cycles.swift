extension SchemaResolver {
    /// A model holding another inline: through a child, or through the inline
    /// fields of inline struct containers (`hops` lists those containers, then the model).
    private struct InlineEdge {
        /// The child property that starts the edge.
        var location: SourceLocation
        /// The containers passed through, then the model reached.
        var hops: [String]
        /// The model reached.
        var target: String { hops[hops.count - 1] }
    }

    /// Reports models that hold themselves inline, directly or through other
    /// inline children or inline container fields: such a model could never
    /// be created. Optional and collection children may recurse.
    ///
    /// A depth-first search over the models, iterative so a long chain of
    /// models can't overflow the stack; each edge is followed once.
    mutating func rejectInlineCycles() {
        enum Mark { case unvisited, onPath, done }
        var marks: [String: Mark] = [:]
        for start in modelNames where marks[start, default: .unvisited] == .unvisited {
            // The models on the current path, each with the index of its next
            // edge; edges[k] leads from path[k] to path[k + 1].
            var path: [(model: String, next: Int)] = [(start, 0)]
            var edges: [InlineEdge] = []
            marks[start] = .onPath
            while let (model, next) = path.last {
                let outgoing = inlineEdges(from: model)
                guard next < outgoing.count else {
                    marks[model] = .done
                    path.removeLast()
                    if !edges.isEmpty { edges.removeLast() }
                    continue
                }
                path[path.count - 1].next += 1
                let edge = outgoing[next]
                switch marks[edge.target, default: .unvisited] {
                case .onPath:
                    let first = path.firstIndex { $0.model == edge.target }!
                    reportCycle(Array(edges[first...]) + [edge], from: edge.target)
                case .unvisited:
                    marks[edge.target] = .onPath
                    edges.append(edge)
                    path.append((edge.target, 0))
                case .done:
                    break
                }
            }
        }
    }

    private mutating func reportCycle(_ cycle: [InlineEdge], from model: String) {
        let names = [model] + cycle.flatMap(\.hops)
        var notes: [Diagnostic] = []
        var holder = cycle[0].target
        for edge in cycle.dropFirst() {
            notes.append(.note("'\(holder)' holds '\(edge.target)' inline here", at: edge.location))
            holder = edge.target
        }
        error(
            "model '\(model)' holds itself inline: \(names.joined(separator: " -> ")); make one of these children optional or a collection",
            at: cycle[0].location, notes: notes)
    }

    private func inlineEdges(from model: String) -> [InlineEdge] {
        (childrenByModel[model] ?? []).filter { $0.shape == .inline }.flatMap { child -> [InlineEdge] in
            switch child.target {
            case .model(let target):
                return [InlineEdge(location: child.property.type.location, hops: [target])]
            case .container(let container, let arguments):
                return inlineModelPaths(in: container, arguments: arguments, visiting: []).map {
                    InlineEdge(location: child.property.type.location, hops: [container.name.value] + $0)
                }
            }
        }
    }

    /// The models a struct container holds inline, each with the containers
    /// in between, its generic parameters replaced by `arguments`.
    private func inlineModelPaths(in container: ContainerDecl, arguments: [TypeSyntax], visiting: Set<String>)
        -> [[String]]
    {
        guard case .structure(let generics, let fields) = container.kind, !visiting.contains(container.name.value)
        else {
            return []
        }
        var substitutions: [String: TypeSyntax] = [:]
        for (parameter, argument) in zip(generics, arguments) { substitutions[parameter.name.value] = argument }
        return fields.flatMap { field -> [[String]] in
            guard case .nominal(let components) = field.type.value, components.count == 1 else { return [] }
            let name = components[0].name
            if components[0].arguments.isEmpty, let argument = substitutions[name] {
                guard let model = argument.singleName, kinds[model] == .model else { return [] }
                return [[model]]
            }
            switch types[name] {
            case .model?:
                return [[name]]
            case .container(let inner)?:
                let innerArguments = components[0].arguments.map { substitutions[$0.singleName ?? ""] ?? $0 }
                return inlineModelPaths(
                    in: inner, arguments: innerArguments, visiting: visiting.union([container.name.value])
                )
                .map { [name] + $0 }
            default:
                return []
            }
        }
    }
}
