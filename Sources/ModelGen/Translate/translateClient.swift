import ModelSchema

/// A dependency client: a struct of `@Sendable` closures, a test value whose
/// endpoints report an issue when a test calls them without an override, and
/// its `DependencyValues` accessor. The live value is hand-written.
func translateClient(_ client: ResolvedClient) -> [SwiftNode] {
    let decl = client.decl
    let name = decl.name.value
    let access = accessPrefix(client.access)
    var members: [SwiftNode] = decl.endpoints.map { endpoint in
        .line("\(access)var \(swiftName(endpoint.name.value)): \(endpoint.type.value)", origin: origin(endpoint.type.location), doc: endpoint.doc)
    }
    let parameters = decl.endpoints.map { "\(argumentLabel($0.name.value)): @escaping \($0.type.value)" }
    members += [
        .blank,
        .code(
            "\(access)init\(parameterList(parameters))", doc: "Creates a client from its endpoints.",
            decl.endpoints.map { .line("self.\(swiftName($0.name.value)) = \(swiftName($0.name.value))") }),
    ]
    let testEndpoints = decl.endpoints.enumerated().map { offset, endpoint -> String in
        let description = "\"\(name).\(endpoint.name.value)\""
        let placeholder = endpoint.unimplemented.map { ", placeholder: \($0.value)" } ?? ""
        let comma = offset == decl.endpoints.count - 1 ? "" : ","
        return "    \(argumentLabel(endpoint.name.value)): unimplemented(\(description)\(placeholder))\(comma)"
    }
    return [
        .type("\(access)struct \(name): Sendable", origin: origin(decl.name.location), doc: decl.doc, members),
        .blank,
        .type(
            "extension \(name): TestDependencyKey",
            [
                .code(
                    "\(access)static var testValue: \(name)",
                    doc: "Reports an issue for each endpoint a test calls without overriding it.",
                    [.line("\(name)(")] + testEndpoints.map { .line($0) } + [.line(")")])
            ]),
        .blank,
        .type(
            "extension DependencyValues",
            [
                .code(
                    "\(access)var \(swiftName(client.key)): \(name)", doc: "The \(name) in effect.",
                    [
                        .line("get { self[\(name).self] }"),
                        .line("set { self[\(name).self] = newValue }"),
                    ])
            ]),
    ]
}
