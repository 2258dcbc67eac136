extension SchemaParser {
    /// An entry of `containers:`: `cases:` makes an enum, `fields:` (with
    /// optional `generic:`) a struct.
    mutating func container(named name: Located<String>, _ node: YAMLNode) -> ContainerDecl {
        let subject = "container '\(name.value)'"
        var container = ContainerDecl(name: name, kind: .enumeration([]))
        guard let reader = mapping(node, .container, subject: subject) else { return container }
        container.doc = text(reader["doc"])
        container.access = reader["access"].flatMap { accessLevel($0) }
        container.conformances =
            reader["conformances"].map { list($0.value, of: "protocols").compactMap { typeName($0) } } ?? []
        switch (reader["cases"], reader["fields"]) {
        case (let cases?, nil):
            if let generic = reader["generic"] {
                error("'generic:' needs 'fields:'; an enum container can't be generic", at: generic.key)
            }
            let list = namedEntries(cases.value, of: "cases").compactMap { containerCase(named: $0, $1) }
            container.kind = .enumeration(list)
        case (nil, let fields?):
            let generics = reader["generic"].map { genericParameters($0.value) } ?? []
            container.kind = .structure(generics: generics, fields: properties(fields.value, of: subject))
        case (let cases?, _?):
            error("\(subject) has both 'cases:' and 'fields:'; an enum has cases, a struct fields", at: cases.key)
        case (nil, nil):
            error("\(subject) needs 'cases:' (an enum) or 'fields:' (a struct)", at: name.location)
        }
        return container
    }

    /// An entry of `values:`: the fields mapping, or the long form with `fields:` or `cases:`.
    mutating func value(named name: Located<String>, _ node: YAMLNode) -> ValueDecl {
        let subject = "value '\(name.value)'"
        guard let pairs = document.pairs(of: node),
            pairs.contains(where: { document.text(of: $0.key, is: "fields") || document.text(of: $0.key, is: "cases") })
        else {
            // The short form is the fields; a key of the long form among them
            // is almost surely a long form missing its 'fields:'.
            let longFormKeys = ["doc", "access", "conformances"]
            let fields = namedEntries(node, of: "fields").compactMap { name, value -> PropertyDecl? in
                guard !longFormKeys.contains(name.value) else {
                    error(
                        "'\(name.value):' in \(subject) needs the long form: put the fields under 'fields:'",
                        at: name.location)
                    return nil
                }
                return property(named: name, value, of: subject)
            }
            return ValueDecl(name: name, kind: .structure(fields))
        }
        var value = ValueDecl(name: name, kind: .structure([]))
        guard let reader = mapping(node, .value, subject: subject) else { return value }
        value.doc = text(reader["doc"])
        value.access = reader["access"].flatMap { accessLevel($0) }
        value.conformances = reader["conformances"].map { list($0.value, of: "protocols").compactMap { typeName($0) } }
        switch (reader["fields"], reader["cases"]) {
        case (let fields?, nil): value.kind = .structure(properties(fields.value, of: subject))
        case (nil, let cases?): value.kind = .enumeration(enumCases(cases.value, of: subject))
        default: error("\(subject) has both 'fields:' and 'cases:'; a struct has fields, an enum cases", at: node)
        }
        return value
    }

    /// An entry of `clients:`.
    mutating func client(named name: Located<String>, _ node: YAMLNode) -> ClientDecl {
        let subject = "client '\(name.value)'"
        var client = ClientDecl(name: name)
        guard let reader = mapping(node, .client, subject: subject) else { return client }
        client.doc = text(reader["doc"])
        client.access = reader["access"].flatMap { accessLevel($0) }
        client.key = reader["key"].flatMap { identifier($0.value, for: $0.name) }
        client.endpoints = reader["endpoints"].map { endpoints($0.value, of: subject) } ?? []
        return client
    }

    /// An entry of the top-level `events:`: a list of cases, or the long form.
    mutating func sharedEvents(named name: Located<String>, _ node: YAMLNode) -> SharedEventsDecl {
        let subject = "event enum '\(name.value)'"
        guard document.kind(of: node) == .mapping else {
            return SharedEventsDecl(name: name, cases: enumCases(node, of: subject))
        }
        var events = SharedEventsDecl(name: name, cases: [])
        guard let reader = mapping(node, .events, subject: subject) else { return events }
        events.doc = text(reader["doc"])
        events.access = reader["access"].flatMap { accessLevel($0) }
        events.cases = reader["cases"].map { enumCases($0.value, of: subject) } ?? []
        return events
    }

    /// An entry of `context:`: `Type = default` or the long form.
    mutating func contextKey(named name: Located<String>, _ node: YAMLNode) -> ContextKeyDecl? {
        let subject = "context key '\(name.value)'"
        guard document.kind(of: node) == .mapping else {
            guard let (type, written) = typeAndDefault(node),
                let defaultValue = keyDefault(written, for: type, of: subject, hint: "write '\(type.value) = value'")
            else { return nil }
            return ContextKeyDecl(name: name, type: type, defaultValue: defaultValue)
        }
        guard let reader = mapping(node, .contextKey, subject: subject),
            let type = reader["type"].flatMap({ type($0.value) }),
            let defaultValue = keyDefault(
                reader["default"].flatMap { expression($0) }, for: type, of: subject, hint: "add 'default:'")
        else { return nil }
        return ContextKeyDecl(
            name: name, type: type, defaultValue: defaultValue,
            propagation: reader["propagation"].flatMap { choice($0, as: ContextKeyDecl.Propagation.self) },
            doc: text(reader["doc"]))
    }

    /// An entry of `preferences:`, always the long form because `reduce:` is needed.
    mutating func preferenceKey(named name: Located<String>, _ node: YAMLNode) -> PreferenceKeyDecl? {
        let subject = "preference key '\(name.value)'"
        guard let reader = mapping(node, .preferenceKey, subject: subject),
            let type = reader["type"].flatMap({ type($0.value) }),
            let reduce = reader["reduce"].flatMap({ choice($0, as: PreferenceKeyDecl.Reduce.self) }),
            let defaultValue = keyDefault(
                reader["default"].flatMap { expression($0) }, for: type, of: subject, hint: "add 'default:'")
        else { return nil }
        return PreferenceKeyDecl(
            name: name, type: type, defaultValue: defaultValue, reduce: reduce, doc: text(reader["doc"]))
    }

    /// A Swift type name such as `Hashable` or `Foundation.Data`, for conformances and imports.
    mutating func typeName(_ node: YAMLNode) -> Located<String>? {
        guard let name = scalarText(node, expected: "a name") else { return nil }
        guard
            name.value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({
                isSwiftIdentifier(String($0))
            })
        else {
            error("'\(name.value)' is not a valid Swift name; use identifiers separated by '.'", at: node)
            return nil
        }
        return name
    }

    private mutating func genericParameters(_ node: YAMLNode) -> [GenericParameterDecl] {
        list(node, of: "generic parameters").flatMap { item -> [GenericParameterDecl] in
            guard document.kind(of: item) == .mapping else {
                return identifier(item).map { [GenericParameterDecl(name: $0)] } ?? []
            }
            return namedEntries(item, of: "generic parameters").map { name, constraint in
                GenericParameterDecl(name: name, constraint: type(constraint))
            }
        }
    }

    private mutating func endpoints(_ node: YAMLNode, of client: String) -> [EndpointDecl] {
        namedEntries(node, of: "endpoints").compactMap { name, value -> EndpointDecl? in
            let subject = "endpoint '\(name.value)' of \(client)"
            var endpoint: EndpointDecl
            if document.kind(of: value) == .mapping {
                guard let reader = mapping(value, .endpoint, subject: subject),
                    let type = reader["type"].flatMap({
                        functionType($0.value, parameterShorthand: false, subject: subject)
                    })
                else { return nil }
                endpoint = EndpointDecl(
                    name: name, type: type, unimplemented: reader["unimplemented"].flatMap { expression($0) },
                    doc: text(reader["doc"]))
            } else {
                guard let type = functionType(value, parameterShorthand: false, subject: subject) else { return nil }
                endpoint = EndpointDecl(name: name, type: type)
            }
            let function = endpoint.type.value
            // The test value of a throwing endpoint throws; Void and Optional have an obvious result.
            if !function.isThrowing, !function.result.isVoid, !function.result.isOptional, endpoint.unimplemented == nil
            {
                error(
                    "\(subject) returns '\(function.result)' without throwing, so its test value needs one: use the long form with 'unimplemented: <value>'",
                    at: name.location)
            }
            return endpoint
        }
    }

    /// The written default of a context or preference key; an optional
    /// defaults to `nil` and a collection to empty, as properties do.
    private mutating func keyDefault(
        _ written: Located<String>?, for type: Located<TypeSyntax>, of subject: String, hint: String
    ) -> Located<String>? {
        if let written { return written }
        if let implicit = type.value.implicitDefault { return Located(implicit, at: type.location) }
        error("\(subject) needs a default value; \(hint)", at: type.location)
        return nil
    }
}
