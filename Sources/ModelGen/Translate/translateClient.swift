import ModelSchema

/// A dependency client: a struct of `@Sendable` closures, a test value whose
/// endpoints report an issue when a test calls them without an override, and
/// its `DependencyValues` accessor. The live value is hand-written.
func translateClient(_ client: ResolvedClient, in set: ResolvedSchemaSet) -> [SwiftNode] {
    let decl = client.decl
    let name = swiftName(decl.name.value)
    let access = accessPrefix(client.access)
    var members: [SwiftNode] = decl.endpoints.map { endpoint in
        .line(
            "\(access)var \(swiftName(endpoint.name.value)): \(endpoint.type.value.swift)",
            origin: origin(endpoint.type.location),
            doc: schemaDoc(endpoint.doc, else: "The `\(endpoint.name.value)` endpoint."))
    }
    let parameters = decl.endpoints.map { "\(parameterLabel($0.name.value)): @escaping \($0.type.value.swift)" }
    members += [
        .blank,
        .code(
            "\(access)init\(parameterList(parameters))", doc: "Creates a client from its endpoints.",
            decl.endpoints.map { .line("self.\(swiftName($0.name.value)) = \(swiftName($0.name.value))") }),
    ]
    let testEndpoints = decl.endpoints.enumerated().map { offset, endpoint -> String in
        let description = "\"\(decl.name.value).\(endpoint.name.value)\""
        let placeholder = endpoint.unimplemented == nil ? "" : ", placeholder: \(placeholderName(endpoint))"
        let comma = offset == decl.endpoints.count - 1 ? "" : ","
        return
            "    \(argumentLabel(endpoint.name.value)): \(LibraryName.unimplemented)(\(description)\(placeholder))\(comma)"
    }
    // Each placeholder is a declaration of its own, where a #sourceLocation
    // can point at its YAML line (one can't go inside the call): a mistake
    // in it is reported there, as one in a default is.
    let placeholders: [SwiftNode] = decl.endpoints.compactMap { endpoint in
        endpoint.unimplemented.map { value in
            .line(
                "private static var \(placeholderName(endpoint)): \(endpoint.type.value.result.swift) { \(value.value) }",
                origin: origin(value.location),
                doc: "What `\(endpoint.name.value)` returns when a test calls it without overriding it.")
        }
    }
    return [
        .type(
            "\(access)struct \(name): \(LibraryName.sendable)", origin: origin(decl.name.location), doc: decl.doc,
            members),
        .blank,
        .type(
            "extension \(name): \(LibraryName.testDependencyKey)",
            [
                .code(
                    "\(access)static var testValue: \(name)",
                    doc: "Reports an issue for each endpoint a test calls without overriding it.",
                    [.line("Self(")] + testEndpoints.map { .line($0) } + [.line(")")])
            ] + (placeholders.isEmpty ? [] : [.blank] + placeholders)),
        .blank,
        .type(
            "extension \(LibraryName.dependencyValues)",
            [
                .code(
                    "\(access)var \(swiftName(client.key)): \(name)", doc: "The \(decl.name.value) in effect.",
                    accessor(of: client, in: set))
            ]),
    ]
}

/// The name of an endpoint's placeholder in the test value's extension:
/// `_$` before it, which no name a schema writes has.
private func placeholderName(_ endpoint: EndpointDecl) -> String {
    "_$" + endpoint.name.value
}

/// The `DependencyValues` accessor's getter and setter: `self[Client.self]`,
/// or through a local `typealias` where a `DependencyValues` member may have
/// the client's name (see ``typeKey(_:in:shadowedBy:)``).
private func accessor(of client: ResolvedClient, in set: ResolvedSchemaSet) -> [SwiftNode] {
    let lookup = typeKey(.named(client.decl.name.value), in: "self", shadowedBy: set.clientKeys)
    guard lookup.count > 1 else {
        return [.line("get { \(lookup[0]) }"), .line("set { \(lookup[0]) = newValue }")]
    }
    return [
        .code("get", lookup.map { .line($0) }),
        .code("set", [.line(lookup[0]), .line("self[_$Dependency.self] = newValue")]),
    ]
}
