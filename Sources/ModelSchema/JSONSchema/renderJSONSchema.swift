/// The JSON Schema (draft-07) of schema files, for yaml-language-server and
/// other editors: completion, hover documentation and unknown-key warnings.
///
/// Made from the same key table the parser checks mappings against, so the
/// two can't disagree about which keys a mapping takes. The schema of
/// `modelgen.yaml` is in its definitions as `config`.
public func renderJSONSchema() -> String {
    let definitions = MappingKind.allCases.map { kind -> (String, JSONValue) in
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("description", .string(kind.summary)),
            (
                "properties",
                .object(
                    kind.keys.map { key in
                        (key.name, .object([("description", .string(key.summary))] + keywords(of: key.shape)))
                    })
            ),
            ("additionalProperties", .bool(false)),
        ]
        let required = kind.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        return (kind.rawValue, .object(members))
    }
    let schema = JSONValue.object([
        ("$schema", .string("http://json-schema.org/draft-07/schema#")),
        ("title", .string("modelgen schema file")),
        ("allOf", .array([.object(keywords(of: .mapping(.schemaFile)))])),
        ("definitions", .object(definitions)),
    ])
    return schema.rendered() + "\n"
}

/// The JSON Schema keywords for a shape of value.
private func keywords(of shape: ValueShape) -> [(String, JSONValue)] {
    switch shape {
    case .text:
        return [("type", .string("string"))]
    case .expression:
        // YAML reads `0` and `true` as a number and a boolean, and `[]` as a list.
        return [
            (
                "anyOf",
                .array([
                    .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))]),
                    .object([("type", .string("array")), ("maxItems", .int(0))]),
                ])
            )
        ]
    case .boolean:
        return [("type", .string("boolean"))]
    case .choice(let words):
        return [("enum", .array(words.map(JSONValue.string)))]
    case .type:
        return [
            (
                "anyOf",
                .array([
                    .object([("type", .string("string"))]),
                    .object([("type", .string("array")), ("minItems", .int(1)), ("maxItems", .int(1))]),
                ])
            )
        ]
    case .null:
        return [("type", .string("null"))]
    case .mapping(let kind):
        return [("$ref", .string("#/definitions/\(kind.rawValue)"))]
    case .namedMapping(let value):
        return [("type", .string("object")), ("additionalProperties", .object(keywords(of: value)))]
    case .list(let item):
        return [("type", .string("array")), ("items", .object(keywords(of: item)))]
    case .anyOf(let shapes):
        return [("anyOf", .array(shapes.map { .object(keywords(of: $0)) }))]
    }
}
