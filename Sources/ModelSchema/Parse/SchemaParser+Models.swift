extension SchemaParser {
    /// An entry of `models:`.
    mutating func model(named name: Located<String>, _ node: YAMLNode) -> ModelDecl {
        var model = ModelDecl(name: name)
        // Spelled only for a message, which nearly every model never needs.
        func subject() -> String { "model '\(name.value)'" }
        guard let reader = mapping(node, .model, subject: subject()) else { return model }
        model.doc = text(reader["doc"])
        model.access = reader["access"].flatMap { accessLevel($0) }
        model.id = reader["id"].flatMap { identifier($0.value, for: $0.name) }
        model.isDependencyKey = reader["dependencyKey"].flatMap { boolean($0) } ?? false
        model.conformances =
            reader["conformances"].map { list($0.value, of: "protocols").compactMap { typeName($0) } } ?? []
        model.constants = reader["constants"].map { properties($0.value, of: subject()) } ?? []
        model.state = reader["state"].map { properties($0.value, of: subject()) } ?? []
        model.children = reader["children"].map { properties($0.value, of: subject()) } ?? []
        model.callbacks = reader["callbacks"].map { callbacks($0.value, of: subject()) } ?? []
        model.dependencies = reader["dependencies"].map { dependencies($0.value, of: subject()) } ?? []
        model.events = reader["events"].map { enumCases($0.value, of: subject()) } ?? []
        model.nested = reader["nested"].map { nestedDeclarations($0.value, in: name) } ?? []
        // Members declared twice, whatever the sections, are resolution's to find: it lists them.
        return model
    }

    /// The stored properties of a mapping (`state:`, `fields:`), each short or long form.
    mutating func properties(_ node: YAMLNode, of owner: @autoclosure () -> String) -> [PropertyDecl] {
        namedEntries(node, of: "properties").compactMap { name, value in
            property(named: name, value, of: owner())
        }
    }

    /// The cases of a list such as `events: [logout, "login(user: String)"]`.
    mutating func enumCases(_ node: YAMLNode, of owner: @autoclosure () -> String) -> [EnumCaseDecl] {
        let cases = list(node, of: "enum cases").compactMap { enumCase($0) }
        diagnostics += findNamesDeclaredTwice(cases.map(\.name), in: owner())
        return cases
    }

    /// A stored property in short (`Type = default`) or long form.
    mutating func property(
        named name: Located<String>, _ node: YAMLNode, of owner: @autoclosure () -> String
    ) -> PropertyDecl? {
        guard document.kind(of: node) == .mapping else {
            return typeAndDefault(node).map { PropertyDecl(name: name, type: $0.type, defaultValue: $0.defaultValue) }
        }
        func subject() -> String { "property '\(name.value)' of \(owner())" }
        guard let reader = mapping(node, .property, subject: subject()),
            let type = reader["type"].flatMap({ type($0.value) })
        else { return nil }
        return PropertyDecl(
            name: name, type: type, defaultValue: reader["default"].flatMap { expression($0) },
            doc: text(reader["doc"]), setterAccess: reader["set"].flatMap { accessLevel($0, isSetter: true) },
            isTracked: reader["tracked"].flatMap { boolean($0) } ?? true,
            persisted: reader["persisted"].flatMap { persisted($0, of: subject()) },
            renamedFrom: reader["renamedFrom"].map { previousNames($0) } ?? [])
    }

    /// `renamedFrom: old` or `renamedFrom: [old, older]`, most recent first.
    private mutating func previousNames(_ pair: MappingReader.Field) -> [Located<String>] {
        guard document.items(of: pair.value) != nil else {
            return identifier(pair.value, for: pair.name).map { [$0] } ?? []
        }
        return list(pair.value, of: "previous names").compactMap { identifier($0) }
    }

    /// `persisted:`: exactly one strategy with a non-empty key, and an optional `error:`.
    private mutating func persisted(_ pair: MappingReader.Field, of owner: String) -> PersistedDecl? {
        guard let reader = mapping(pair.value, .persisted, subject: "'persisted:' of \(owner)") else { return nil }
        let strategies = PersistedDecl.Strategy.allCases.compactMap { strategy in
            reader[strategy.rawValue].map { (strategy, $0) }
        }
        let error = reader["error"].flatMap { identifier($0.value, for: $0.name) }
        guard let (strategy, field) = strategies.first else {
            self.error(
                "'persisted:' of \(owner) needs one of 'file:', 'appStorage:' or 'inMemory:'", at: pair.value)
            return nil
        }
        if strategies.count > 1 {
            let names = strategies.map { "'\($0.0.rawValue):'" }.joined(separator: " and ")
            self.error(
                "'persisted:' of \(owner) has \(names); a value is kept in one place, so write one",
                at: strategies[1].1.key)
            return nil
        }
        guard let key = scalarText(field.value, expected: "text for '\(field.name)'") else { return nil }
        guard !key.value.isEmpty else {
            self.error("'\(field.name):' of \(owner) is empty; name the \(strategy.keyNoun)", at: key.location)
            return nil
        }
        return PersistedDecl(strategy: Located(strategy, at: document.location(of: field.key)), key: key, error: error)
    }

    private mutating func callbacks(_ node: YAMLNode, of owner: @autoclosure () -> String) -> [CallbackDecl] {
        namedEntries(node, of: "callbacks").compactMap { name, value in
            func subject() -> String { "callback '\(name.value)' of \(owner())" }
            var typeNode = value
            var doc: String?
            if document.kind(of: value) == .mapping {
                guard let reader = mapping(value, .callback, subject: subject()), let type = reader["type"] else {
                    return nil
                }
                typeNode = type.value
                doc = text(reader["doc"])
            }
            return functionType(typeNode, parameterShorthand: true, subject: subject()).map {
                CallbackDecl(name: name, type: $0, doc: doc)
            }
        }
    }

    /// `[factClient, { now: Date }]` or `{ factClient: ~, now: Date }`.
    private mutating func dependencies(_ node: YAMLNode, of owner: @autoclosure () -> String) -> [DependencyDecl] {
        guard let items = document.items(of: node) else {
            return namedEntries(node, of: "dependencies").compactMap { dependency(named: $0, $1, of: owner()) }
        }
        return items.flatMap { item -> [DependencyDecl] in
            if document.kind(of: item) == .mapping {
                return namedEntries(item, of: "dependencies").compactMap { dependency(named: $0, $1, of: owner()) }
            }
            return identifier(item).map { [DependencyDecl(name: $0)] } ?? []
        }
    }

    private mutating func dependency(
        named name: Located<String>, _ node: YAMLNode, of owner: @autoclosure () -> String
    ) -> DependencyDecl? {
        if document.isNull(node) { return DependencyDecl(name: name) }
        guard document.kind(of: node) == .mapping else {
            return type(node).map { DependencyDecl(name: name, type: $0) }
        }
        guard let reader = mapping(node, .dependency, subject: "dependency '\(name.value)' of \(owner())") else {
            return nil
        }
        return DependencyDecl(name: name, type: reader["type"].flatMap { type($0.value) }, doc: text(reader["doc"]))
    }
}

extension PersistedDecl.Strategy {
    /// What the strategy's key names, for messages.
    fileprivate var keyNoun: String {
        switch self {
        case .file: "file"
        case .appStorage: "app storage key"
        case .inMemory: "in-memory key"
        }
    }
}
