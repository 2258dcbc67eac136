extension SchemaResolver {
    /// What a `children:` property holds: a model or container of the set,
    /// bare or in one of the collections ``ChildShape`` lists.
    mutating func resolveChild(_ property: PropertyDecl, of model: @autoclosure () -> String) -> ResolvedChild? {
        // Spelled only for a message, which nearly every child never needs.
        func subject() -> String { "child '\(property.name.value)' of \(model())" }
        let type = property.type
        let (shape, element) = childShape(of: type.value)
        guard case .nominal(let components) = element, components.count == 1 else {
            error(
                "\(subject()) has type '\(type.value)'; a child is a model or container 'T' written as 'T', 'T?', '[T]', 'IdentifiedArrayOf<T>' or '[Key: T]'",
                at: type.location)
            return nil
        }
        let name = components[0].name
        let arguments = components[0].arguments
        // Asked of the table of kinds: reading the declarations' table
        // copies a whole declaration.
        if kinds[name] == .model {
            guard arguments.isEmpty else {
                error("\(subject()): model '\(name)' takes no generic arguments", at: type.location)
                return nil
            }
            return ResolvedChild(property: property, shape: shape, target: .model(name))
        }
        switch types[name] {
        case .model?:
            preconditionFailure("'\(name)' is a model by the table of kinds and not by the declarations'")
        case .container(let target)?:
            switch shape {
            case .inline, .optional, .array: break
            case .identifiedArray where target.isIdentifiable: break
            case .identifiedArray, .dictionary:
                error(
                    "\(subject()) has type '\(type.value)'; a container child is written 'T', 'T?', '[T]', or 'IdentifiedArrayOf<T>' when the container declares Identifiable",
                    at: type.location)
                return nil
            }
            guard checkArguments(arguments, of: target, at: type.location, in: subject()) else { return nil }
            return ResolvedChild(property: property, shape: shape, target: .container(target, arguments: arguments))
        case let other?:
            error(
                "\(subject()) has type '\(type.value)', and '\(name)' is \(other.kindName), not a model or container; declare it under 'state:'",
                at: type.location)
            return nil
        case nil:
            let candidates = types.values.filter(\.isModelOrContainer).map(\.name.value).sorted()
            let fix =
                closestMatch(to: name, among: candidates).map { "did you mean '\($0)'?" }
                ?? "declare plain values under 'state:'"
            error(
                "\(subject()) has type '\(type.value)', but the schema set has no model or container '\(name)'; \(fix)",
                at: type.location)
            return nil
        }
    }

    /// Reports properties that hold a model of the set where only plain
    /// values belong (`state:`, `constants:`, value fields): a model there
    /// would miss activation, events and the rest of the hierarchy.
    mutating func rejectModels(
        in properties: [PropertyDecl], section: String, of owner: @autoclosure () -> String, fix: String
    ) {
        // By index: a loop variable would copy each property whole.
        for index in properties.indices {
            guard let model = firstModel(in: properties[index].type.value) else { continue }
            error(
                "\(section) '\(properties[index].name.value)' of \(owner()) holds model '\(model)'; \(fix)",
                at: properties[index].type.location)
        }
    }

    /// Splits a child type into its collection and the element it holds.
    private func childShape(of type: TypeSyntax) -> (ChildShape, TypeSyntax) {
        switch type {
        case .optional(let wrapped): (.optional, wrapped)
        case .array(let element): (.array, element)
        case .dictionary(let key, let value): (.dictionary(key: key), value)
        case .nominal(let components)
        where components.count == 1 && components[0].name == "IdentifiedArrayOf"
            && components[0].arguments.count == 1:
            (.identifiedArray, components[0].arguments[0])
        default: (.inline, type)
        }
    }

    /// Checks a generic container's arguments: as many as its parameters,
    /// and models of the set where the parameter is constrained to `Model`.
    private mutating func checkArguments(
        _ arguments: [TypeSyntax], of container: ContainerDecl, at location: SourceLocation,
        in subject: @autoclosure () -> String
    ) -> Bool {
        let parameters: [GenericParameterDecl]
        if case .structure(let generics, _) = container.kind { parameters = generics } else { parameters = [] }
        guard arguments.count == parameters.count else {
            error(
                "\(subject()): container '\(container.name.value)' takes \(parameters.count) generic argument\(parameters.count == 1 ? "" : "s"), found \(arguments.count)",
                at: location)
            return false
        }
        var valid = true
        for (parameter, argument) in zip(parameters, arguments) where parameter.isModelConstrained {
            if let name = argument.singleName, kinds[name] == .model { continue }
            error(
                "\(subject()): '\(argument)' is not a model of the schema set, and '\(container.name.value)' needs one for '\(parameter.name.value)'",
                at: location)
            valid = false
        }
        return valid
    }

    /// The first model of the set that a type mentions, generic arguments included.
    private func firstModel(in type: TypeSyntax) -> String? {
        switch type {
        case .nominal(let components):
            if let name = type.singleName, kinds[name] == .model { return name }
            return components.lazy.flatMap(\.arguments).compactMap(firstModel).first
        case .optional(let wrapped), .array(let wrapped), .existential(_, let wrapped):
            return firstModel(in: wrapped)
        case .dictionary(let key, let value):
            return firstModel(in: key) ?? firstModel(in: value)
        case .tuple(let elements):
            return elements.lazy.compactMap { firstModel(in: $0.type) }.first
        case .function:
            // Closures may take and return models; they don't store them.
            return nil
        }
    }

    mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        diagnostics.append(.error(message, at: location, notes: notes))
    }
}

extension TypeSyntax {
    /// The name of a one-component named type without generic arguments: `Int`, not `Swift.Int` or `Array<Int>`.
    public var singleName: String? {
        guard case .nominal(let components) = self, components.count == 1, components[0].arguments.isEmpty else {
            return nil
        }
        return components[0].name
    }
}

extension Declaration {
    /// Whether a child may hold this declaration.
    var isModelOrContainer: Bool {
        switch self {
        case .model, .container: true
        default: false
        }
    }
}
