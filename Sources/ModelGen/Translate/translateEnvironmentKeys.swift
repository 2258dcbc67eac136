import ModelSchema

/// A `context:` entry: a `ContextKeys` member that `node.context.name` reads.
func translateContextKey(_ key: Resolved<ContextKeyDecl>) -> SwiftNode {
    let decl = key.decl
    let propagation = decl.propagation?.value == .environment ? ", propagation: .environment" : ""
    return .type(
        "extension \(LibraryName.contextKeys)",
        [
            .line(
                "\(accessPrefix(key.access))var \(swiftName(decl.name.value)): \(LibraryName.contextStorage)<\(decl.type.value.swift)> { .init(defaultValue: \(decl.defaultValue.value)\(propagation)) }",
                origin: origin(decl.name.location),
                doc: schemaDoc(decl.doc, else: "The `\(decl.name.value)` context value."))
        ])
}

/// A `preferences:` entry: a `PreferenceKeys` member that `node.preference.name` reads.
func translatePreferenceKey(_ key: Resolved<PreferenceKeyDecl>) -> SwiftNode {
    let decl = key.decl
    let reduce =
        switch decl.reduce.value {
        case .sum: "$0 += $1"
        case .min: "$0 = \(LibraryName.min)($0, $1)"
        case .max: "$0 = \(LibraryName.max)($0, $1)"
        case .or: "$0 = $0 || $1"
        case .and: "$0 = $0 && $1"
        case .append: "$0.append(contentsOf: $1)"
        }
    return .type(
        "extension \(LibraryName.preferenceKeys)",
        [
            .line(
                "\(accessPrefix(key.access))var \(swiftName(decl.name.value)): \(LibraryName.preferenceStorage)<\(decl.type.value.swift)> { .init(defaultValue: \(decl.defaultValue.value)) { \(reduce) } }",
                origin: origin(decl.name.location),
                doc: schemaDoc(decl.doc, else: "The `\(decl.name.value)` preference."))
        ])
}
