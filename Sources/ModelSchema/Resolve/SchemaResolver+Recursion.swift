extension SchemaResolver {
    /// The value and container enums that hold themselves inline, directly or
    /// through other values and containers: Swift needs them `indirect`.
    /// Reports structs that still hold themselves inline, which no keyword
    /// can fix.
    ///
    /// A type is held inline through an optional, a tuple or the generic
    /// arguments of another type; arrays, dictionaries, sets, identified
    /// arrays, functions and existentials store elsewhere, and break a cycle.
    mutating func findRecursiveEnums() -> Set<String> {
        let names = kinds.filter(\.value.isValueOrContainer).map(\.key).sorted()
        var edges: [String: [InlineReference]] = [:]
        for name in names { edges[name] = inlineReferences(of: types[name]!) }
        var indirect: Set<String> = []
        for name in names where types[name]!.isEnumeration && reaches(name, from: name, edges: edges) {
            indirect.insert(name)
        }
        // What is left of a cycle once the indirect enums box their payloads is structs.
        for name in indirect { edges[name] = [] }
        var reported: Set<String> = []
        for name in names where !reported.contains(name) {
            guard let cycle = cycle(from: name, edges: edges) else { continue }
            reported.formUnion(cycle.map(\.target))
            let path = ([name] + cycle.map(\.target)).joined(separator: " -> ")
            let kind = if case .value = types[name]! { "value" } else { "container" }
            error(
                "\(kind) '\(name)' holds itself inline: \(path); a struct can't contain itself, so hold it in an array or make one of them an enum",
                at: cycle[0].location)
        }
        return indirect
    }

    /// A reference from a field or payload to a value or container of the set.
    private struct InlineReference {
        var target: String
        var location: SourceLocation
    }

    private func inlineReferences(of declaration: Declaration) -> [InlineReference] {
        var types: [Located<TypeSyntax>] = []
        switch declaration {
        case .value(let value):
            switch value.kind {
            case .structure(let fields): types = fields.map(\.type)
            case .enumeration(let cases): types = cases.flatMap(\.payloadTypes)
            }
        case .container(let container):
            switch container.kind {
            case .structure(_, let fields): types = fields.map(\.type)
            case .enumeration(let cases): types = cases.flatMap(\.payloadTypes)
            }
        default:
            break
        }
        return types.flatMap { type in
            inlineNames(in: type.value).map { InlineReference(target: $0, location: type.location) }
        }
    }

    /// The values and containers of the set a type holds inline.
    private func inlineNames(in type: TypeSyntax) -> [String] {
        switch type {
        case .nominal(let components):
            let last = components[components.count - 1]
            if components.count == 1, last.arguments.isEmpty {
                return kinds[last.name]?.isValueOrContainer == true ? [last.name] : []
            }
            if components.count == 1, Self.storedElsewhere.contains(last.name) { return [] }
            let own = components.count == 1 && kinds[last.name]?.isValueOrContainer == true ? [last.name] : []
            return own + components.flatMap(\.arguments).flatMap(inlineNames)
        case .optional(let wrapped):
            return inlineNames(in: wrapped)
        case .tuple(let elements):
            return elements.flatMap { inlineNames(in: $0.type) }
        case .array, .dictionary, .function, .existential:
            return []
        }
    }

    /// Generic types that keep their elements in storage of their own.
    private static let storedElsewhere: Set<String> = [
        "Array", "Dictionary", "Set", "ContiguousArray", "IdentifiedArrayOf", "IdentifiedArray", "OrderedSet",
        "OrderedDictionary",
    ]

    private func reaches(_ goal: String, from start: String, edges: [String: [InlineReference]]) -> Bool {
        var seen: Set<String> = []
        var pending = edges[start]?.map(\.target) ?? []
        while let next = pending.popLast() {
            if next == goal { return true }
            guard seen.insert(next).inserted else { continue }
            pending += edges[next]?.map(\.target) ?? []
        }
        return false
    }

    /// The references of a path from `start` back to itself, if there is one.
    private func cycle(from start: String, edges: [String: [InlineReference]]) -> [InlineReference]? {
        var seen: Set<String> = [start]
        // Depth first, each entry the path of references that reaches it.
        var pending: [[InlineReference]] = (edges[start] ?? []).map { [$0] }
        while let path = pending.popLast() {
            let last = path[path.count - 1].target
            if last == start { return path }
            guard seen.insert(last).inserted else { continue }
            pending += (edges[last] ?? []).map { path + [$0] }
        }
        return nil
    }
}

extension Declaration {
    /// Whether the declaration is an enum: a value or container with cases.
    var isEnumeration: Bool {
        switch self {
        case .value(let value): if case .enumeration = value.kind { true } else { false }
        case .container(let container): if case .enumeration = container.kind { true } else { false }
        default: false
        }
    }
}
