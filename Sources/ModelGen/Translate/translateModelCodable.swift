import ModelSchema

/// `extension Model: Codable` for a model declaring `conformances:
/// [Codable]`: its constants, state and children encoded by name, and
/// decoded into a new model through its generated init, each property
/// missing from the data taking its default. Dependencies and events
/// aren't stored; resolution rejects callbacks.
func translateModelCodable(_ model: ResolvedModel, into swift: inout SwiftCode) {
    let access = accessPrefix(model.access)
    var properties: [DecodedProperty] = []
    for member in model.members {
        switch member.kind {
        case .state(let property, _), .child(let property, _, _), .constant(let property):
            properties.append(DecodedProperty(property))
        case .callback, .dependency:
            continue
        }
    }
    swift.blank()
    swift.type("extension \(swiftName(model.decl.name.value)): \(LibraryName.codable)") { swift in
        swift.block(
            "\(access)init(from decoder: any Swift.Decoder) throws",
            doc: decoderDoc(
                "A new model from stored data, through its init",
                renames: properties.contains { !$0.previousNames.isEmpty })
        ) { swift in
            guard !properties.isEmpty else { return swift.line("self.init()") }
            swift.line("let container = try decoder.container(keyedBy: _$Keys.self)")
            swift.line("self.init(")
            for (offset, property) in properties.enumerated() {
                let comma = offset == properties.count - 1 ? "" : ","
                swift.continued(
                    "\(argumentLabel(property.name)):", property.expression, indent: "    ", tail: comma)
            }
            swift.line(")")
        }
        swift.blank()
        swift.block(
            "\(access)func encode(to encoder: any Swift.Encoder) throws",
            doc: "Writes the constants, state and children, each under its name."
        ) { swift in
            guard !properties.isEmpty else { return }
            swift.line("var container = encoder.container(keyedBy: _$Keys.self)")
            for property in properties {
                let name = swiftName(property.name)
                let encode: StaticString = property.type.isOptional ? "encodeIfPresent" : "encode"
                swift.line("try container.\(encode)(\(name), forKey: .\(name))")
            }
        }
        guard !properties.isEmpty else { return }
        swift.blank()
        translateCodingKeys(properties, into: &swift)
    }
}
