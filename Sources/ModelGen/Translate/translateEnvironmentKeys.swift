import ModelSchema

/// A `context:` entry: a `ContextKeys` member that `node.context.name` reads.
func translateContextKey(_ key: Resolved<ContextKeyDecl>) -> SwiftNode {
    let decl = key.decl
    let propagation = decl.propagation?.value == .environment ? ", propagation: .environment" : ""
    return .type(
        "extension ContextKeys",
        [
            .line(
                "\(accessPrefix(key.access))var \(swiftName(decl.name.value)): ContextStorage<\(decl.type.value)> { .init(defaultValue: \(decl.defaultValue.value)\(propagation)) }",
                origin: origin(decl.name.location), doc: decl.doc)
        ])
}

/// A `preferences:` entry: a `PreferenceKeys` member that `node.preference.name` reads.
func translatePreferenceKey(_ key: Resolved<PreferenceKeyDecl>) -> SwiftNode {
    let decl = key.decl
    let reduce =
        switch decl.reduce.value {
        case .sum: "$0 += $1"
        case .min: "$0 = Swift.min($0, $1)"
        case .max: "$0 = Swift.max($0, $1)"
        case .or: "$0 = $0 || $1"
        case .and: "$0 = $0 && $1"
        case .append: "$0.append(contentsOf: $1)"
        }
    return .type(
        "extension PreferenceKeys",
        [
            .line(
                "\(accessPrefix(key.access))var \(swiftName(decl.name.value)): PreferenceStorage<\(decl.type.value)> { .init(defaultValue: \(decl.defaultValue.value)) { \(reduce) } }",
                origin: origin(decl.name.location), doc: decl.doc)
        ])
}
