import ModelSchema

/// The members a container's `conformances:` need, which Swift can't
/// synthesize for it: a model compares by identity (the same model, not
/// equal state), and a model isn't `Equatable` at all unless it says so.
///
/// - `==` for `Equatable` and `Hashable`: the same case with the same
///   payload, or the same fields; a model by identity, a container of the
///   set by its own `==`, anything else by `==`.
/// - `hash(into:)` for `Hashable`: what `==` compares, and the case.
/// - `id` for `Identifiable`: the value itself, unless a struct has an `id`
///   field, from which Swift takes it.
///
/// So `[Path]` is what `NavigationStack(path:)` binds, and
/// `IdentifiedArrayOf<Path>` a children type.
func translateContainerConformances(
    _ container: Resolved<ContainerDecl>, in set: ResolvedSchemaSet, into swift: inout SwiftCode
) {
    let decl = container.decl
    let hasIDField: Bool
    switch decl.kind {
    case .enumeration: hasIDField = false
    case .structure(_, let fields): hasIDField = fields.contains { $0.name.value == "id" }
    }
    let needsID = decl.isIdentifiable && !hasIDField
    guard decl.isEquatable || needsID else { return }
    let access = accessPrefix(container.access)
    let keys = IdentityKeys(set: set, container: decl)
    swift.blank()
    swift.type("extension \(swiftName(decl.name.value))") { swift in
        if decl.isEquatable {
            swift.block(
                "\(access)static func == (lhs: Self, rhs: Self) -> Swift.Bool",
                doc: "Whether the two hold the same: models by identity, everything else by `==`."
            ) { swift in
                translateEquality(of: decl.kind, keys: keys, into: &swift)
            }
        }
        if decl.isHashable {
            swift.blank()
            swift.block(
                "\(access)func hash(into hasher: inout Swift.Hasher)",
                doc: "Hashes what `==` compares: models by identity, everything else by value."
            ) { swift in
                translateHashing(of: decl.kind, keys: keys, into: &swift)
            }
        }
        if needsID {
            swift.blank()
            swift.line(
                "\(access)var id: Self { self }",
                doc: "The value itself: two are the same item when they hold the same models and equal values.")
        }
    }
}

/// The body of `==`.
private func translateEquality(of kind: ContainerDecl.Kind, keys: IdentityKeys, into swift: inout SwiftCode) {
    switch kind {
    case .enumeration(let cases) where cases.isEmpty:
        swift.line("switch lhs {}")
    case .enumeration(let cases):
        swift.block("switch (lhs, rhs)") { swift in
            for enumCase in cases {
                let name = swiftName(enumCase.name.value)
                let payload = enumCase.payload ?? []
                guard !payload.isEmpty else {
                    swift.line("case (.\(name), .\(name)): true")
                    continue
                }
                let lhs = payload.indices.map { "let lhs\($0)" }.joined(separator: ", ")
                let rhs = payload.indices.map { "let rhs\($0)" }.joined(separator: ", ")
                let comparisons = payload.enumerated().map { offset, element in
                    "\(keys.key("lhs\(offset)", of: element.type)) == \(keys.key("rhs\(offset)", of: element.type))"
                }
                let label = "case (.\(name)(\(lhs)), .\(name)(\(rhs))):"
                if comparisons.count == 1 {
                    swift.line("\(label) \(comparisons[0])")
                } else {
                    swift.line("\(label)")
                    swift.line("    \(comparisons[0])")
                    for comparison in comparisons.dropFirst() { swift.line("        && \(comparison)") }
                }
            }
            if cases.count > 1 { swift.line("default: false") }
        }
    case .structure(_, let fields):
        let comparisons = fields.map { field in
            let name = swiftName(field.name.value)
            return
                "\(keys.key("lhs.\(name)", of: field.type.value)) == \(keys.key("rhs.\(name)", of: field.type.value))"
        }
        guard let first = comparisons.first else { return swift.line("true") }
        swift.line("\(first)")
        for comparison in comparisons.dropFirst() { swift.line("    && \(comparison)") }
    }
}

/// The body of `hash(into:)`.
private func translateHashing(of kind: ContainerDecl.Kind, keys: IdentityKeys, into swift: inout SwiftCode) {
    switch kind {
    case .enumeration(let cases) where cases.isEmpty:
        swift.line("switch self {}")
    case .enumeration(let cases):
        swift.block("switch self") { swift in
            for (index, enumCase) in cases.enumerated() {
                let name = swiftName(enumCase.name.value)
                let payload = enumCase.payload ?? []
                guard !payload.isEmpty else {
                    swift.line("case .\(name): hasher.combine(\(index))")
                    continue
                }
                let bindings = payload.indices.map { "let value\($0)" }.joined(separator: ", ")
                swift.line("case .\(name)(\(bindings)):")
                swift.line("    hasher.combine(\(index))")
                for (offset, element) in payload.enumerated() {
                    swift.line("    hasher.combine(\(keys.key("value\(offset)", of: element.type)))")
                }
            }
        }
    case .structure(_, let fields):
        for field in fields {
            swift.line("hasher.combine(\(keys.key("self.\(swiftName(field.name.value))", of: field.type.value)))")
        }
    }
}

/// What `==` and `hash(into:)` compare of a value: the value itself, or
/// where it holds models, the same shape of their identities.
private struct IdentityKeys {
    let set: ResolvedSchemaSet
    /// The container's generic parameters constrained to `Model`.
    let modelGenerics: Set<String>

    init(set: ResolvedSchemaSet, container: ContainerDecl) {
        self.set = set
        if case .structure(let generics, _) = container.kind {
            modelGenerics = Set(generics.filter(\.isModelConstrained).map(\.name.value))
        } else {
            modelGenerics = []
        }
    }

    /// An expression for `value` of `type`, `Hashable`: `value` itself, or
    /// for a model `value._$context.id`, the identity every copy shares,
    /// and for a collection of models the collection of their identities.
    func key(_ value: String, of type: TypeSyntax) -> String {
        guard holdsModels(type, in: set, generics: modelGenerics) else { return value }
        switch type {
        case .optional(let element), .array(let element):
            return mapped(value, "map", element)
        case .dictionary(_, let element):
            return mapped(value, "mapValues", element)
        case .nominal(let components):
            guard let component = components.first, components.count == 1 else { return value }
            if TypeSyntax.identifiedArrayNames.contains(component.name), let element = component.arguments.last {
                return mapped(value, "map", element)
            }
            if modelGenerics.contains(component.name) { return "\(value)._$context.id" }
            if case .model? = set.declaration(named: component.name) { return "\(value)._$context.id" }
            return value
        case .tuple, .function, .existential:
            return value
        }
    }

    /// `value.map { key }`, or `value` when its elements are their own keys.
    private func mapped(_ value: String, _ function: String, _ element: TypeSyntax) -> String {
        let inner = key("$0", of: element)
        return inner == "$0" ? value : "\(value).\(function) { \(inner) }"
    }
}
