import ModelSchema

/// The generic parameters in force while a container's fields are read:
/// each hides any declaration of the same name, and those constrained to
/// `Model` are bound to the model a child gave them.
struct GenericScope {
    /// Every parameter's name.
    var parameters: Set<String> = []
    /// Model-constrained parameters, by name, with the model they stand for.
    var bindings: [String: String] = [:]
}

extension GraphBuilder {
    /// The node of `container` with `bindings`, added with its edges the first
    /// time it is met, looking through its cases or fields to what they hold,
    /// containers inside included.
    mutating func addContainer(_ container: ContainerDecl, bindings: [String: String]) -> Key {
        let name = container.name.value
        let parameters = container.genericParameters
        let arguments = parameters.map { bindings[$0.name.value] ?? $0.name.value }
        let key = Key.container(name, arguments: arguments)
        if entries[key] != nil { return key }
        entries[key] = Entry(
            position: position(of: name, met: container.hasModelParameters ? meet() : 0),
            name: parameters.isEmpty ? name : "\(name)<\(arguments.joined(separator: ", "))>",
            kind: .container, doc: container.doc)
        var edges: [(name: String, relation: GraphEdge.Relation, target: Key)] = []
        switch container.kind {
        case .enumeration(let cases):
            for enumCase in cases {
                let payload = enumCase.payload ?? []
                for (offset, element) in payload.enumerated() {
                    guard let (kind, target) = reference(in: element.type, scope: GenericScope()) else { continue }
                    let path = payload.count == 1 ? "" : ".\(element.label ?? String(offset))"
                    edges.append((".\(enumCase.name.value)\(path)", .child(kind), target))
                }
            }
        case .structure(let generics, let fields):
            let scope = GenericScope(parameters: Set(generics.map(\.name.value)), bindings: bindings)
            for field in fields {
                guard let (kind, target) = reference(in: field.type.value, scope: scope) else { continue }
                edges.append((field.name.value, .child(kind), target))
            }
        }
        entries[key]?.edges = edges
        return key
    }

    /// What `arguments` bind `container`'s model-constrained parameters to:
    /// models of the set, or the models `scope` binds its own parameters to.
    func bindings(of container: ContainerDecl, to arguments: [TypeSyntax], in scope: GenericScope) -> [String: String] {
        var bindings: [String: String] = [:]
        for (parameter, argument) in zip(container.genericParameters, arguments) where parameter.isModelConstrained {
            guard case .nominal(let components) = argument, components.count == 1, components[0].arguments.isEmpty
            else {
                continue
            }
            let name = components[0].name
            if scope.parameters.contains(name) {
                bindings[parameter.name.value] = scope.bindings[name]
            } else if case .model? = set.declaration(named: name) {
                bindings[parameter.name.value] = name
            }
        }
        return bindings
    }

    /// The model or container a value of `type` holds, and how it is wrapped;
    /// `nil` when it holds none. The same types the generated `_$visitModels`
    /// looks into: models, containers and model-constrained parameters, bare
    /// or in optionals, arrays, dictionaries and identified arrays.
    mutating func reference(in type: TypeSyntax, scope: GenericScope) -> (ChildKind, Key)? {
        func wrapped(_ wrapper: ChildKind.Wrapper, _ inner: TypeSyntax) -> (ChildKind, Key)? {
            reference(in: inner, scope: scope).map { (ChildKind([wrapper] + $0.0.wrappers), $0.1) }
        }
        switch type {
        case .optional(let inner):
            return wrapped(.optional, inner)
        case .array(let element):
            return wrapped(.array, element)
        case .dictionary(let key, let value):
            return wrapped(.dictionary(key: key.description), value)
        case .nominal(let components) where components.count == 1:
            let component = components[0]
            if scope.parameters.contains(component.name) {
                return scope.bindings[component.name].map { (ChildKind(), .declaration($0)) }
            }
            if TypeSyntax.identifiedArrayNames.contains(component.name), let element = component.arguments.last {
                return wrapped(.identifiedArray, element)
            }
            switch set.declaration(named: component.name) {
            case .model?:
                return (ChildKind(), .declaration(component.name))
            case .container(let container)?:
                let bindings = bindings(of: container.decl, to: component.arguments, in: scope)
                return (ChildKind(), addContainer(container.decl, bindings: bindings))
            default:
                return nil
            }
        default:
            return nil
        }
    }
}

extension ContainerDecl {
    /// A struct container's generic parameters; none for an enum.
    var genericParameters: [GenericParameterDecl] {
        if case .structure(let generics, _) = kind { generics } else { [] }
    }

    /// Whether a parameter is constrained to `Model`, so that what the
    /// container holds depends on the child that holds it.
    var hasModelParameters: Bool {
        genericParameters.contains(where: \.isModelConstrained)
    }
}
