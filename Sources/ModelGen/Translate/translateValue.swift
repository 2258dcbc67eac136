import ModelSchema

/// A value: a struct of fields with a memberwise init, or an enum of cases;
/// `Sendable`, and `Hashable` and `Codable` where its fields allow (or as
/// `conformances:` says).
func translateValue(_ value: Resolved<ValueDecl>, in set: ResolvedSchemaSet, into swift: inout SwiftCode) {
    let decl = value.decl
    let name = swiftName(decl.name.value)
    let access = accessPrefix(value.access)
    let doc = schemaDoc(decl.doc, else: code("The `\(decl.name.value)` value."))
    switch decl.kind {
    case .structure(let fields):
        let conformances = decl.conformances?.map(\.value) ?? inferredConformances(fields.map(\.type.value), in: set)
        swift.declaring(decl.name.value) { swift in
            swift.type(
                "\(access)struct \(declaredName(decl.name.value)): \(joined: [LibraryName.sendable] + conformances, separator: ", ")",
                origin: decl.name.location, doc: doc
            ) { swift in
                translateFields(fields, access: value.access, into: &swift)
                if conformances.contains(where: isCodable) {
                    translateValueDecoder(fields.map(DecodedProperty.init), access: access, into: &swift)
                }
            }
        }
    case .enumeration(let cases):
        let payloadTypes = cases.flatMap { $0.payload?.map(\.type) ?? [] }
        let conformances = decl.conformances?.map(\.value) ?? inferredConformances(payloadTypes, in: set)
        let indirect: StaticString = set.recursiveEnums.contains(decl.name.value) ? "indirect " : ""
        swift.declaring(decl.name.value) { swift in
            swift.type(
                "\(access)\(indirect)enum \(declaredName(decl.name.value)): \(joined: [LibraryName.sendable] + conformances, separator: ", ")",
                origin: decl.name.location, doc: doc
            ) { swift in
                for enumCase in cases { translateEnumCase(enumCase, into: &swift) }
            }
        }
        translateCaseAccessors(of: name, cases: cases, access: value.access, into: &swift)
    }
}

/// Whether a conformance is `Codable`, however the schema or the inference spells it.
private func isCodable(_ conformance: String) -> Bool {
    conformance == "Codable" || conformance == LibraryName.codable
}

/// `init(from:)` for a `Codable` value, when synthesized decoding would
/// lose data: a field missing from the data takes its default, and a
/// renamed one is read under its previous name. Encoding stays
/// synthesized, writing each field under its name.
private func translateValueDecoder(_ fields: [DecodedProperty], access: String, into swift: inout SwiftCode) {
    guard fields.contains(where: \.needsDecoder) else { return }
    swift.blank()
    swift.block(
        "\(access)init(from decoder: any Swift.Decoder) throws",
        doc: decoderDoc("Decodes the value", renames: fields.contains { !$0.previousNames.isEmpty })
    ) { swift in
        swift.line("let container = try decoder.container(keyedBy: _$Keys.self)")
        for field in fields { swift.continued("self.\(swiftName(field.name)) =", field.expression) }
    }
    swift.blank()
    translateCodingKeys(fields, into: &swift)
}

/// The members of a struct of fields, for values and struct containers:
/// one `var` per field, the memberwise init, and `_Defaults` when the schema
/// gives defaults.
func translateFields(_ fields: [PropertyDecl], access: AccessLevel, into swift: inout SwiftCode) {
    for field in fields {
        swift.line(
            "\(accessPrefix(access))var \(swiftName(field.name.value)): \(field.type.value.swift)",
            origin: field.type.location, doc: schemaDoc(field.doc, else: code("The `\(field.name.value)` field.")))
    }
    swift.blank()
    translateMemberwiseInit(fields: fields, access: access, into: &swift)
    let defaults = fields.compactMap { field in
        field.defaultValue.map { (name: field.name.value, type: field.type.value, value: $0) }
    }
    guard !defaults.isEmpty else { return }
    swift.blank()
    translateDefaults(defaults, access: access, into: &swift)
}

/// `enum _Defaults` with one static property per default the schema writes,
/// which init parameters name as `_Defaults.x`; nothing when there is none.
/// Whether it added the enum.
@discardableResult
func translateDefaults(
    _ defaults: [(name: String, type: TypeSyntax, value: Located<String>)], access: AccessLevel,
    into swift: inout SwiftCode
) -> Bool {
    guard !defaults.isEmpty else { return false }
    swift.type("\(accessPrefix(access))enum _Defaults", doc: "The defaults the schema gives.") { swift in
        for (name, type, value) in defaults {
            swift.line(
                "\(accessPrefix(access))static var \(swiftName(name)): \(type.swift) { \(value.value) }",
                origin: value.location, doc: code("The default of `\(name)`."))
        }
    }
    return true
}

/// `init(a: A, b: B = _Defaults.b)` assigning each field.
func translateMemberwiseInit(fields: [PropertyDecl], access: AccessLevel, into swift: inout SwiftCode) {
    let parameters = fields.map { field -> String in
        let defaultClause =
            field.defaultValue != nil
            ? " = _Defaults.\(swiftName(field.name.value))"
            : field.type.value.implicitDefault.map { " = \($0)" } ?? ""
        return "\(parameterLabel(field.name.value)): \(field.type.value.parameterSpelling)\(defaultClause)"
    }
    swift.block("\(accessPrefix(access))init\(parameterList(parameters))", doc: "Creates a value from its fields.") {
        swift in
        for field in fields { swift.line("self.\(swiftName(field.name.value)) = \(swiftName(field.name.value))") }
    }
}

/// `Hashable` and `Codable` when every type is known to be both: standard
/// value types, collections and optionals of them, and values of the set.
/// Function types, tuples and types from elsewhere make it neither; a value
/// that needs more says so with `conformances:`.
private func inferredConformances(_ types: [TypeSyntax], in set: ResolvedSchemaSet) -> [String] {
    types.allSatisfy { isPlainData($0, in: set, visiting: []) } ? [LibraryName.hashable, LibraryName.codable] : []
}

private let plainDataTypes: Set<String> = [
    "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "String", "Character", "Date", "URL", "UUID", "Data", "Decimal",
]

private func isPlainData(_ type: TypeSyntax, in set: ResolvedSchemaSet, visiting: Set<String>) -> Bool {
    switch type {
    case .optional(let wrapped), .array(let wrapped):
        return isPlainData(wrapped, in: set, visiting: visiting)
    case .dictionary(let key, let value):
        return isPlainData(key, in: set, visiting: visiting) && isPlainData(value, in: set, visiting: visiting)
    case .nominal(let components):
        guard let last = components.last, last.arguments.isEmpty else { return false }
        let name = components.map(\.name).joined(separator: ".")
        if plainDataTypes.contains(name)
            || plainDataTypes.contains(name.replacing("Foundation.", with: "").replacing("Swift.", with: ""))
        {
            return true
        }
        guard components.count == 1, !visiting.contains(name), case .value(let value)? = set.declaration(named: name)
        else { return visiting.contains(name) }
        if let declared = value.decl.conformances?.map(\.value) {
            return declared.contains("Hashable") && declared.contains("Codable")
        }
        let inner: [TypeSyntax]
        switch value.decl.kind {
        case .structure(let fields): inner = fields.map(\.type.value)
        case .enumeration(let cases): inner = cases.flatMap { $0.payload?.map(\.type) ?? [] }
        }
        return inner.allSatisfy { isPlainData($0, in: set, visiting: visiting.union([name])) }
    case .tuple, .function, .existential:
        return false
    }
}
