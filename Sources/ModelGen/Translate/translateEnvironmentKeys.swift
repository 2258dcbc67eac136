import ModelSchema

/// A `context:` entry: a `ContextKeys` member that `node.context.name` reads.
func translateContextKey(_ key: Resolved<ContextKeyDecl>, into swift: inout SwiftCode) {
    let decl = key.decl
    let propagation: StaticString = decl.propagation?.value == .environment ? ", propagation: .environment" : ""
    swift.type("extension \(LibraryName.contextKeys)") { swift in
        swift.line(
            "\(accessPrefix(key.access))var \(swiftName(decl.name.value)): \(LibraryName.contextStorage)<\(decl.type.value.swift)> { .init(defaultValue: \(decl.defaultValue.value)\(propagation)) }",
            origin: decl.name.location, doc: schemaDoc(decl.doc, else: "The `\(decl.name.value)` context value."))
    }
}

/// A `preferences:` entry: a `PreferenceKeys` member that `node.preference.name` reads.
func translatePreferenceKey(_ key: Resolved<PreferenceKeyDecl>, into swift: inout SwiftCode) {
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
    swift.type("extension \(LibraryName.preferenceKeys)") { swift in
        swift.line(
            "\(accessPrefix(key.access))var \(swiftName(decl.name.value)): \(LibraryName.preferenceStorage)<\(decl.type.value.swift)> { .init(defaultValue: \(decl.defaultValue.value)) { \(reduce) } }",
            origin: decl.name.location, doc: schemaDoc(decl.doc, else: "The `\(decl.name.value)` preference."))
    }
}
