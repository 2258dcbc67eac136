import ModelSchema

extension ResolvedModel {
    /// Whether the model persists anything, so its file imports ModelPersistence.
    var persists: Bool {
        decl.state.contains { $0.persisted != nil } || decl.children.contains { $0.persisted != nil }
    }

    /// The state and children the schema declares `persisted:`, in schema order.
    var persistedProperties: [PropertyDecl] {
        members.compactMap { member in
            switch member.kind {
            case .state(let property, _), .child(let property, _, _):
                property.persisted == nil ? nil : property
            case .constant, .callback, .dependency:
                nil
            }
        }
    }
}

/// `_$willActivate()`, which connects each `persisted:` property to its
/// storage before anything else of the model runs: its `withSetup`
/// closures and `onActivate()` see the stored value.
func translatePersistence(_ model: ResolvedModel, into swift: inout SwiftCode) {
    let properties = model.persistedProperties
    guard !properties.isEmpty else { return }
    swift.blank()
    swift.block(
        "\(accessPrefix(model.access))func _$willActivate()",
        doc: "Connects the `persisted:` state to its storage, as the schema declares."
    ) { swift in
        for property in properties {
            let persisted = property.persisted!
            let key = code(".\(persisted.strategy.value.rawValue)(\(swiftStringLiteral(persisted.key.value)))")
            // `\Self.`: Swift can't infer a key path's root for an optional existential parameter.
            let error = persisted.error.map { code(", error: \\Self.\(swiftName($0.value))") } ?? ""
            // Unmapped, as statements are: a directive inside a body would misnumber the lines after it.
            swift.line("node.persist(\\.\(swiftName(property.name.value)), in: \(key)\(error))")
        }
    }
}

/// `text` as a Swift string literal: quotes, backslashes and control
/// characters escaped, so a key or path of any text is the same string.
func swiftStringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": literal += "\\\""
        case "\\": literal += "\\\\"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
            literal += "\\u{\(String(scalar.value, radix: 16))}"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}
