extension SchemaResolver {
    /// A dependency's type and lookup: a bare name must be a client key of the
    /// set; a written type is looked up by type when it is a client or a
    /// `dependencyKey: true` model of the set, else by `DependencyValues` name.
    mutating func resolveDependency(_ dependency: DependencyDecl, of model: String) -> ResolvedDependency? {
        let name = dependency.name
        guard let type = dependency.type else {
            guard let client = clientsByKey[name.value] else {
                let fix = closestMatch(to: name.value, among: clientsByKey.keys.sorted()).map { "did you mean '\($0)'?" }
                    ?? "write '\(name.value): Type' for a dependency declared elsewhere"
                error(
                    "dependency '\(name.value)' of \(model) is not the key of a client in the schema set; \(fix)",
                    at: name.location)
                return nil
            }
            return ResolvedDependency(decl: dependency, name: name.value, type: .named(client.name.value), lookup: .typeKey)
        }
        switch type.value.singleName.flatMap({ types[$0] }) {
        case .client?:
            return ResolvedDependency(decl: dependency, name: name.value, type: type.value, lookup: .typeKey)
        case .model(let target)? where target.isDependencyKey:
            return ResolvedDependency(decl: dependency, name: name.value, type: type.value, lookup: .typeKey)
        case .model(let target)?:
            error(
                "dependency '\(name.value)' of \(model) has type '\(target.name.value)', a model that is not a dependency key; add 'dependencyKey: true' to '\(target.name.value)'",
                at: type.location, notes: [.note("'\(target.name.value)' is declared here", at: target.name.location)])
            return nil
        default:
            return ResolvedDependency(decl: dependency, name: name.value, type: type.value, lookup: .dependencyValues)
        }
    }

    /// The property `id:` names, which must be a constant or state property.
    mutating func resolveID(of model: ModelDecl) -> PropertyDecl? {
        guard let id = model.id else { return nil }
        let candidates = model.constants + model.state
        if let property = candidates.first(where: { $0.name.value == id.value }) { return property }
        let fix = closestMatch(to: id.value, among: candidates.map(\.name.value)).map { "; did you mean '\($0)'?" }
            ?? "; declare it under 'constants:' or 'state:'"
        error("'id: \(id.value)' of model '\(model.name.value)' names no constant or state property\(fix)", at: id.location)
        return nil
    }

    /// Reports model members named like members every generated model has:
    /// `node`, anything starting `_$` (the generator's own), and `id` unless
    /// it is the property `id:` names.
    mutating func rejectReservedNames(in model: ModelDecl) {
        let members = model.constants.map(\.name) + model.state.map(\.name) + model.children.map(\.name)
            + model.callbacks.map(\.name) + model.dependencies.map(\.name)
        for name in members {
            let reason: String
            switch name.value {
            case "node":
                reason = "every model has 'node', its handle on the hierarchy"
            case let value where value.hasPrefix("_$"):
                reason = "names starting with '_$' are reserved for generated members"
            case "id" where model.id?.value != "id":
                reason = "every model has a generated 'id'; to make this property the identity, add 'id: id' to the model"
            default:
                continue
            }
            error("'\(name.value)' in model '\(model.name.value)' clashes with a generated member: \(reason)", at: name.location)
        }
    }
}
