extension SchemaResolver {
    /// A dependency's type and lookup: a bare name must be a client key of the
    /// set; a written type is looked up by type when it is a client or a
    /// `dependencyKey: true` model of the set, else by `DependencyValues` name.
    mutating func resolveDependency(
        _ dependency: DependencyDecl, of model: @autoclosure () -> String
    ) -> ResolvedDependency? {
        let name = dependency.name
        guard let type = dependency.type else {
            guard let client = clientsByKey[name.value] else {
                let fix =
                    closestMatch(to: name.value, among: clientsByKey.keys.sorted()).map { "did you mean '\($0)'?" }
                    ?? "write '\(name.value): Type' for a dependency declared elsewhere"
                error(
                    "dependency '\(name.value)' of \(model()) is not the key of a client in the schema set; \(fix)",
                    at: name.location)
                return nil
            }
            return ResolvedDependency(
                decl: dependency, name: name.value, type: .named(client.name.value), lookup: .typeKey)
        }
        switch type.value.singleName.flatMap({ types[$0] }) {
        case .client?:
            return ResolvedDependency(decl: dependency, name: name.value, type: type.value, lookup: .typeKey)
        case .model(let target)? where target.isDependencyKey:
            return ResolvedDependency(decl: dependency, name: name.value, type: type.value, lookup: .typeKey)
        case .model(let target)?:
            error(
                "dependency '\(name.value)' of \(model()) has type '\(target.name.value)', a model that is not a dependency key; add 'dependencyKey: true' to '\(target.name.value)'",
                at: type.location, notes: [.note("'\(target.name.value)' is declared here", at: target.name.location)])
            return nil
        default:
            return ResolvedDependency(decl: dependency, name: name.value, type: type.value, lookup: .dependencyValues)
        }
    }

    /// The property `id:` names, which must be a constant: an identity can't
    /// change while the model lives (the runtime matches children by it).
    mutating func resolveID(of model: ModelDecl) -> PropertyDecl? {
        guard let id = model.id else { return nil }
        if let property = model.constants.first(where: { $0.name.value == id.value }) { return property }
        if let property = model.state.first(where: { $0.name.value == id.value }) {
            error(
                "'id: \(id.value)' of model '\(model.name.value)' names a state property; an identity can't change while the model lives, so declare '\(id.value)' under 'constants:'",
                at: id.location, notes: [.note("'\(id.value)' is declared here", at: property.name.location)])
            return nil
        }
        let fix =
            closestMatch(to: id.value, among: model.constants.map(\.name.value)).map { "; did you mean '\($0)'?" }
            ?? "; declare it under 'constants:'"
        error("'id: \(id.value)' of model '\(model.name.value)' names no constant\(fix)", at: id.location)
        return nil
    }

    /// Reports a `dependencyKey` model whose init needs arguments: its
    /// generated `liveValue` is `Model()`.
    mutating func checkDependencyKey(_ model: ModelDecl) {
        guard model.isDependencyKey else { return }
        let required = (model.constants + model.state + model.children).filter {
            $0.defaultValue == nil && !$0.type.value.hasImplicitDefault
        }
        for property in required {
            error(
                "'\(property.name.value)' of dependency key model '\(model.name.value)' needs a default: its generated 'liveValue' is '\(model.name.value)()'",
                at: property.name.location)
        }
        for callback in model.callbacks {
            error(
                "dependency key model '\(model.name.value)' can't have callbacks: it is created as '\(model.name.value)()', with no parent to pass '\(callback.name.value)'; send an event instead",
                at: callback.name.location)
        }
    }

    /// Reports setters more visible than their model.
    mutating func checkSetterAccess(of model: ModelDecl, access: AccessLevel) {
        // By index: a loop variable would copy each property whole.
        for properties in [model.state, model.children] {
            for index in properties.indices {
                guard let setter = properties[index].setterAccess, setter.value > access else { continue }
                error(
                    "'set: \(setter.value.rawValue)' on '\(properties[index].name.value)' is wider than model '\(model.name.value)', which is \(access.rawValue); a setter can only narrow",
                    at: setter.location)
            }
        }
    }

    /// Reports model members named like members every generated model has:
    /// `node`, `id` unless it is the property `id:` names, and the types
    /// nested in every model (``modelScopeTypeNames``). (The generator's own
    /// `_$` members can't clash: `$` is not part of a name.)
    ///
    /// - Parameter members: The model's members (``resolveMembers(of:)``).
    mutating func rejectReservedNames(in model: ModelDecl, members: [ResolvedMember]) {
        for index in members.indices {
            let name = members[index].name
            let reason: String
            switch name.value {
            case "node":
                reason = "every model has 'node', its handle on the hierarchy"
            case "id" where model.id?.value != "id":
                reason =
                    "every model has a generated 'id'; to make this property the identity, add 'id: id' to the model"
            case let value:
                guard let what = modelScopeTypeNames[value] else { continue }
                reason = "every model has a type '\(value)', \(what)"
            }
            error(
                "'\(name.value)' in model '\(model.name.value)' clashes with a generated member: \(reason)",
                at: name.location)
        }
    }

    /// Reports members, cases and keys named `Type` or `Protocol`: after a
    /// type, in a key path or a default (`_Defaults.Type`), Swift reads
    /// them as the metatype, even in backticks. Values' members can't be
    /// `hashValue` either, which Swift's `Hashable` conformance declares.
    mutating func rejectReservedMemberNames(of declaration: ResolvedDeclaration) {
        let isValue = if case .value = declaration { true } else { false }
        declaration.forEachMemberName { name in
            // Three words compared in turn, cheaper than hashing each name.
            let reason: String
            switch name.value {
            case "Type": reason = "Swift reads '.Type' after a type as its metatype"
            case "Protocol": reason = "Swift reads '.Protocol' after a type as a metatype"
            case "hashValue" where isValue: reason = "a value is Hashable, whose 'hashValue' this would replace"
            default: return
            }
            error("'\(name.value)' can't name a member, case or key: \(reason)", at: name.location)
        }
    }

    /// Reports fields or cases named like a type the declaration nests
    /// (`CodingKeys`, `_Defaults`), which they would clash with.
    mutating func rejectNestedTypeNames(_ names: [Located<String>], in subject: String, nested: NameTable) {
        for name in names {
            guard let what = nested[name.value] else { continue }
            error(
                "'\(name.value)' in \(subject) clashes with a generated member: it has a type '\(name.value)', \(what)",
                at: name.location)
        }
    }

    /// Reports types of a declaration's members that name a type of the set
    /// which, inside the declaration, a type of its own hides: every model
    /// has an `Event`, so a value called `Event` can't be named from one.
    ///
    /// - Parameter hidden: The names the declaration's own types hide, with what they are.
    mutating func rejectHiddenTypes(
        _ types: some Sequence<Located<TypeSyntax>>, in subject: @autoclosure () -> String, hidden: NameTable
    ) {
        for type in types {
            guard let name = firstHiddenName(in: type.value, hidden: hidden) else { continue }
            error(
                "'\(name)' in this type means \(hidden[name]!) inside \(subject()), not the set's '\(name)'; rename the set's '\(name)' to use it here",
                at: type.location)
        }
    }

    private func firstHiddenName(in type: TypeSyntax, hidden: NameTable) -> String? {
        switch type {
        case .nominal(let components):
            if let first = components.first?.name, hidden[first] != nil, kinds[first] != nil { return first }
            for component in components {
                for argument in component.arguments {
                    if let name = firstHiddenName(in: argument, hidden: hidden) { return name }
                }
            }
            return nil
        case .optional(let wrapped), .array(let wrapped), .existential(_, let wrapped):
            return firstHiddenName(in: wrapped, hidden: hidden)
        case .dictionary(let key, let value):
            return firstHiddenName(in: key, hidden: hidden) ?? firstHiddenName(in: value, hidden: hidden)
        case .tuple(let elements):
            return elements.lazy.compactMap { firstHiddenName(in: $0.type, hidden: hidden) }.first
        case .function(let function):
            for parameter in function.parameters {
                if let name = firstHiddenName(in: parameter.type, hidden: hidden) { return name }
            }
            return firstHiddenName(in: function.result, hidden: hidden)
        }
    }

    /// Reports a type named what Swift or generated code already means by
    /// that name (``reservedTypeNames``).
    mutating func rejectReservedTypeName(_ declaration: Declaration) {
        switch declaration {
        case .contextKey, .preferenceKey: return
        default:
            // A nested type's own name, the part after its model's.
            var name = declaration.name
            if let dot = name.value.lastIndex(of: ".") {
                name.value = String(name.value[name.value.index(after: dot)...])
            }
            rejectReservedTypeName(name)
        }
    }

    /// Reports a type or generic parameter named what Swift or generated
    /// code already means by that name.
    mutating func rejectReservedTypeName(_ name: Located<String>) {
        guard let reason = reservedTypeNames[name.value] else { return }
        error("'\(name.value)' can't name a type: \(reason)", at: name.location)
    }
}
