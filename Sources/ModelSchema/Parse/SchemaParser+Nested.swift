extension SchemaParser {
    /// A model's `nested:`: the containers, values and event enums Swift
    /// nests in it, each still named by its own name here (see
    /// ``flattenNestedTypes(of:)``, which names them `Model.Name`).
    mutating func nestedDeclarations(_ node: YAMLNode, in model: Located<String>) -> [Declaration] {
        guard let reader = mapping(node, .nested, subject: "'nested:' of model '\(model.value)'") else { return [] }
        var declarations: [Declaration] = []
        for pair in reader.pairs {
            switch pair.name {
            case "models":
                for (name, node) in namedEntries(pair.value, of: "models") {
                    declarations.append(.model(self.model(named: name, node)))
                }
            case "containers":
                for (name, node) in namedEntries(pair.value, of: "containers") {
                    declarations.append(.container(container(named: name, node)))
                }
            case "values":
                for (name, node) in namedEntries(pair.value, of: "values") {
                    declarations.append(.value(value(named: name, node)))
                }
            case "events":
                for (name, node) in namedEntries(pair.value, of: "event enums") {
                    declarations.append(.events(sharedEvents(named: name, node)))
                }
            default:
                continue
            }
            reader.didRead(pair)
        }
        return declarations
    }

    /// Puts each model's nested declarations right after it, named
    /// `Model.Name` (a model nested in a model, and what it nests, the
    /// same way down), and has every type that names one (its own name
    /// inside the model and what the model nests, `Model.Name` anywhere in
    /// the file) name it so: a type of the set is then known by one name
    /// everywhere, a one-component name `Model.Name` that prints as Swift
    /// writes it.
    mutating func flattenNestedTypes(of file: inout SchemaFile) {
        guard
            file.declarations.contains(where: {
                if case .model(let model) = $0 { !model.nested.isEmpty } else { false }
            })
        else { return }
        var qualified: Set<String> = []
        func collect(_ model: ModelDecl, as name: String) {
            for nested in model.nested {
                let nestedName = name + "." + nested.name.value
                qualified.insert(nestedName)
                if case .model(let inner) = nested { collect(inner, as: nestedName) }
            }
        }
        for case .model(let model) in file.declarations { collect(model, as: model.name.value) }
        var flattened: [Declaration] = []
        for declaration in file.declarations {
            guard case .model(let model) = declaration, !model.nested.isEmpty else {
                flattened.append(declaration.mappingTypes { $0.qualifyingNested(scope: [:], qualified: qualified) })
                continue
            }
            flattened += flatten(model, scope: [:], qualified: qualified)
        }
        file.declarations = flattened
    }

    /// `model`, named as it is (`Model.Name` once nested), and what it nests.
    ///
    /// A nested type named like a member of its model, like a type every
    /// model nests (`Event`, `ID`, `_State`, …) or like the model itself is
    /// an error: inside the model the name would mean the other.
    private mutating func flatten(
        _ model: ModelDecl, scope outer: [String: String], qualified: Set<String>
    ) -> [Declaration] {
        var model = model
        let parent = model.name.value
        let ownName = String(parent.split(separator: ".").last ?? "")
        let memberNames = Set(
            model.constants.map(\.name.value) + model.state.map(\.name.value) + model.children.map(\.name.value)
                + model.callbacks.map(\.name.value) + model.dependencies.map(\.name.value))
        var scope = outer
        for nested in model.nested {
            let name = nested.name
            if let what = modelScopeTypeNames[name.value] {
                error(
                    "'\(name.value)' can't name a type nested in model '\(parent)': the model has a type '\(name.value)', \(what)",
                    at: name.location)
            } else if memberNames.contains(name.value) {
                error(
                    "'\(name.value)' can't name a type nested in model '\(parent)': the model has a member '\(name.value)'",
                    at: name.location)
            } else if name.value == ownName {
                error(
                    "'\(name.value)' can't name a type nested in model '\(parent)': inside the model, '\(ownName)' would mean it",
                    at: name.location)
            }
            scope[name.value] = parent + "." + name.value
        }
        let nested = model.nested
        model.nested = []
        let qualify = { (type: TypeSyntax) in type.qualifyingNested(scope: scope, qualified: qualified) }
        var declarations = [Declaration.model(model).mappingTypes(qualify)]
        for declaration in nested {
            let renamed = declaration.renamed(parent + "." + declaration.name.value)
            if case .model(let inner) = renamed {
                declarations += flatten(inner, scope: scope, qualified: qualified)
            } else {
                declarations.append(renamed.mappingTypes(qualify))
            }
        }
        return declarations
    }
}

extension TypeSyntax {
    /// The type with each name of a nested type of the set written as one
    /// component `Model.Name`: a simple name of `scope`, or `Model.Name`
    /// written in two components that `qualified` lists.
    func qualifyingNested(scope: [String: String], qualified: Set<String>) -> TypeSyntax {
        func qualify(_ type: TypeSyntax) -> TypeSyntax { type.qualifyingNested(scope: scope, qualified: qualified) }
        switch self {
        case .nominal(var components):
            for index in components.indices {
                components[index].arguments = components[index].arguments.map(qualify)
            }
            if let name = scope[components[0].name] { components[0].name = name }
            // `Model.Name` (and `Model.Inner.Name`) written out: one name.
            while components.count > 1, components[0].arguments.isEmpty,
                qualified.contains(components[0].name + "." + components[1].name)
            {
                components[1].name = components[0].name + "." + components[1].name
                components.removeFirst()
            }
            return .nominal(components)
        case .optional(let wrapped): return .optional(qualify(wrapped))
        case .array(let element): return .array(qualify(element))
        case .dictionary(let key, let value): return .dictionary(key: qualify(key), value: qualify(value))
        case .tuple(let elements): return .tuple(elements.map { .init(label: $0.label, qualify($0.type)) })
        case .function(let function): return .function(function.mappingTypes(qualify))
        case .existential(let keyword, let constraint): return .existential(keyword, qualify(constraint))
        }
    }
}

extension TypeSyntax.FunctionType {
    /// The function type with `transform` applied to its parameters, result and thrown type.
    func mappingTypes(_ transform: (TypeSyntax) -> TypeSyntax) -> Self {
        var function = self
        function.parameters = parameters.map { .init(label: $0.label, transform($0.type)) }
        function.result = transform(result)
        function.thrownType = thrownType.map(transform)
        return function
    }
}

extension Declaration {
    /// The declaration named `name` instead, where its name is written.
    func renamed(_ name: String) -> Declaration {
        switch self {
        case .model(var decl):
            decl.name.value = name
            return .model(decl)
        case .container(var decl):
            decl.name.value = name
            return .container(decl)
        case .value(var decl):
            decl.name.value = name
            return .value(decl)
        case .client(var decl):
            decl.name.value = name
            return .client(decl)
        case .events(var decl):
            decl.name.value = name
            return .events(decl)
        case .contextKey(var decl):
            decl.name.value = name
            return .contextKey(decl)
        case .preferenceKey(var decl):
            decl.name.value = name
            return .preferenceKey(decl)
        }
    }

    /// The declaration with `transform` applied to every type it writes.
    func mappingTypes(_ transform: (TypeSyntax) -> TypeSyntax) -> Declaration {
        func properties(_ list: [PropertyDecl]) -> [PropertyDecl] {
            list.map { property in
                var property = property
                property.type.value = transform(property.type.value)
                return property
            }
        }
        func cases(_ list: [EnumCaseDecl]) -> [EnumCaseDecl] {
            list.map { enumCase in
                var enumCase = enumCase
                enumCase.payload = enumCase.payload?.map { .init(label: $0.label, transform($0.type)) }
                return enumCase
            }
        }
        switch self {
        case .model(var model):
            model.constants = properties(model.constants)
            model.state = properties(model.state)
            model.children = properties(model.children)
            model.callbacks = model.callbacks.map { callback in
                var callback = callback
                callback.type.value = callback.type.value.mappingTypes(transform)
                return callback
            }
            model.dependencies = model.dependencies.map { dependency in
                var dependency = dependency
                if let type = dependency.type { dependency.type = Located(transform(type.value), at: type.location) }
                return dependency
            }
            model.events = cases(model.events)
            return .model(model)
        case .container(var container):
            switch container.kind {
            case .enumeration(let list): container.kind = .enumeration(cases(list))
            case .structure(let generics, let fields):
                let constrained = generics.map { parameter in
                    var parameter = parameter
                    if let constraint = parameter.constraint {
                        parameter.constraint = Located(transform(constraint.value), at: constraint.location)
                    }
                    return parameter
                }
                container.kind = .structure(generics: constrained, fields: properties(fields))
            }
            return .container(container)
        case .value(var value):
            switch value.kind {
            case .enumeration(let list): value.kind = .enumeration(cases(list))
            case .structure(let fields): value.kind = .structure(properties(fields))
            }
            return .value(value)
        case .client(var client):
            client.endpoints = client.endpoints.map { endpoint in
                var endpoint = endpoint
                endpoint.type.value = endpoint.type.value.mappingTypes(transform)
                return endpoint
            }
            return .client(client)
        case .events(var events):
            events.cases = cases(events.cases)
            return .events(events)
        case .contextKey(var key):
            key.type.value = transform(key.type.value)
            return .contextKey(key)
        case .preferenceKey(var key):
            key.type.value = transform(key.type.value)
            return .preferenceKey(key)
        }
    }
}
