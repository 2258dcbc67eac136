import ModelSchema

/// A dependency client: a struct of `@Sendable` closures, a test value whose
/// endpoints report an issue when a test calls them without an override, and
/// its `DependencyValues` accessor. The live value is hand-written.
func translateClient(_ client: ResolvedClient, in set: ResolvedSchemaSet, into swift: inout SwiftCode) {
    let decl = client.decl
    let name = swiftName(decl.name.value)
    let access = accessPrefix(client.access)
    swift.type("\(access)struct \(name): \(LibraryName.sendable)", origin: decl.name.location, doc: decl.doc) {
        swift in
        for endpoint in decl.endpoints {
            swift.line(
                "\(access)var \(swiftName(endpoint.name.value)): \(endpoint.type.value.swift)",
                origin: endpoint.type.location,
                doc: schemaDoc(endpoint.doc, else: code("The `\(endpoint.name.value)` endpoint.")))
        }
        let parameters = decl.endpoints.map {
            code("\(parameterLabel($0.name.value)): @escaping \($0.type.value.swift)")
        }
        swift.blank()
        swift.block("\(access)init\(parameterList(parameters))", doc: "Creates a client from its endpoints.") {
            swift in
            for endpoint in decl.endpoints {
                swift.line("self.\(swiftName(endpoint.name.value)) = \(swiftName(endpoint.name.value))")
            }
        }
    }
    swift.blank()
    swift.type("extension \(name): \(LibraryName.testDependencyKey)") { swift in
        swift.block(
            "\(access)static var testValue: \(name)",
            doc: "Reports an issue for each endpoint a test calls without overriding it."
        ) { swift in
            swift.line("Self(")
            for (offset, endpoint) in decl.endpoints.enumerated() {
                let description = code("\"\(decl.name.value).\(endpoint.name.value)\"")
                let placeholder =
                    endpoint.unimplemented == nil ? "" : code(", placeholder: \(placeholderName(endpoint))")
                let comma: StaticString = offset == decl.endpoints.count - 1 ? "" : ","
                swift.line(
                    "    \(argumentLabel(endpoint.name.value)): \(LibraryName.unimplemented)(\(description)\(placeholder))\(comma)"
                )
            }
            swift.line(")")
        }
        // Each placeholder is a declaration of its own, where a #sourceLocation
        // can point at its YAML line (one can't go inside the call): a mistake
        // in it is reported there, as one in a default is.
        var first = true
        for endpoint in decl.endpoints {
            guard let value = endpoint.unimplemented else { continue }
            if first { swift.blank() }
            first = false
            swift.line(
                "private static var \(placeholderName(endpoint)): \(endpoint.type.value.result.swift) { \(value.value) }",
                origin: value.location,
                doc: code("What `\(endpoint.name.value)` returns when a test calls it without overriding it."))
        }
    }
    swift.blank()
    swift.type("extension \(LibraryName.dependencyValues)") { swift in
        swift.block("\(access)var \(swiftName(client.key)): \(name)", doc: code("The \(decl.name.value) in effect.")) {
            swift in
            accessor(of: client, in: set, into: &swift)
        }
    }
}

/// The name of an endpoint's placeholder in the test value's extension:
/// `_$` before it, which no name a schema writes has.
private func placeholderName(_ endpoint: EndpointDecl) -> String {
    "_$" + endpoint.name.value
}

/// The `DependencyValues` accessor's getter and setter: `self[Client.self]`,
/// or through a local `typealias` where a `DependencyValues` member may have
/// the client's name (see ``typeKey(_:in:shadowedBy:)``).
private func accessor(of client: ResolvedClient, in set: ResolvedSchemaSet, into swift: inout SwiftCode) {
    let lookup = typeKey(.named(client.decl.name.value), in: "self", shadowedBy: set.clientKeys)
    guard lookup.count > 1 else {
        swift.line("get { \(lookup[0]) }")
        swift.line("set { \(lookup[0]) = newValue }")
        return
    }
    swift.block("get") { swift in
        for statement in lookup { swift.line("\(statement)") }
    }
    swift.block("set") { swift in
        swift.line("\(lookup[0])")
        swift.line("self[_$Dependency.self] = newValue")
    }
}
