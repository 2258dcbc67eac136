extension SchemaResolver {
    /// Checks what a container's `conformances:` need, so that the generated
    /// `==`, `hash(into:)` and `id` compile: every payload or field can be
    /// compared (a model by identity, a container of the set that declares
    /// the same, anything else by its own `==`), an `Identifiable` one is
    /// `Hashable` (its `id` is itself) unless a struct's `id` field is its
    /// identity, and no case or field takes a generated member's name.
    mutating func checkConformances(of container: ContainerDecl) {
        let subject = "container '\(container.name.value)'"
        let generics: [GenericParameterDecl]
        let members: [(name: Located<String>, types: [Located<TypeSyntax>])]
        switch container.kind {
        case .enumeration(let cases):
            generics = []
            members = cases.map { ($0.name, $0.payloadTypes) }
        case .structure(let parameters, let fields):
            generics = parameters
            members = fields.map { ($0.name, [$0.type]) }
        }
        let hasIDField = isStructure(container) && members.contains { $0.name.value == "id" }
        if container.isIdentifiable, !container.isHashable, !hasIDField {
            let written = container.conformances.first { $0.value.hasSuffix("Identifiable") }!
            error(
                "\(subject) is Identifiable, and its 'id' is the value itself, which needs 'Hashable': add Hashable to its 'conformances:'",
                at: written.location)
        }
        for (name, _) in members {
            if container.isIdentifiable, name.value == "id", !isStructure(container) {
                error("'id' in \(subject) clashes with the 'id' of Identifiable, which it declares", at: name.location)
            }
            if container.isHashable, name.value == "hashValue" {
                error(
                    "'hashValue' in \(subject) clashes with the 'hashValue' of Hashable, which it declares",
                    at: name.location)
            }
        }
        guard container.isEquatable else { return }
        let comparable = Set(
            generics.filter {
                $0.isModelConstrained || ["Hashable", "Equatable"].contains($0.constraint?.value.description)
            }
            .map(\.name.value))
        let parameters = Set(generics.map(\.name.value))
        for type in members.flatMap(\.types) {
            guard
                let problem = comparisonProblem(
                    type.value, in: container, comparable: comparable, parameters: parameters)
            else { continue }
            error(
                "\(subject) declares \(container.isHashable ? "Hashable" : "Equatable"), but \(problem)",
                at: type.location)
        }
    }

    /// Why `type` can't be compared by a generated `==`, if it can't.
    private func comparisonProblem(
        _ type: TypeSyntax, in container: ContainerDecl, comparable: Set<String>, parameters: Set<String>
    ) -> String? {
        switch type {
        case .function:
            return "'\(type)' is a closure, which can't be compared"
        case .tuple(let elements) where !elements.isEmpty:
            return "'\(type)' is a tuple, which Swift can't make Hashable; make it a value of the set"
        case .tuple, .existential:
            return nil
        case .optional(let wrapped), .array(let wrapped):
            return comparisonProblem(wrapped, in: container, comparable: comparable, parameters: parameters)
        case .dictionary(let key, let value):
            return comparisonProblem(key, in: container, comparable: comparable, parameters: parameters)
                ?? comparisonProblem(value, in: container, comparable: comparable, parameters: parameters)
        case .nominal(let components):
            for argument in components.flatMap(\.arguments) {
                if let problem = comparisonProblem(
                    argument, in: container, comparable: comparable, parameters: parameters)
                {
                    return problem
                }
            }
            guard components.count == 1, let name = components.first?.name else { return nil }
            if parameters.contains(name), !comparable.contains(name) {
                return "its generic parameter '\(name)' may not be; constrain it to 'Model' or 'Hashable'"
            }
            guard name != container.name.value, case .container(let other)? = types[name] else { return nil }
            let needed = container.isHashable ? other.isHashable : other.isEquatable
            guard !needed else { return nil }
            return
                "the container '\(name)' it holds doesn't; add \(container.isHashable ? "Hashable" : "Equatable") to the 'conformances:' of '\(name)'"
        }
    }

    private func isStructure(_ container: ContainerDecl) -> Bool {
        if case .structure = container.kind { true } else { false }
    }
}
