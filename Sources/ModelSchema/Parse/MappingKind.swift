/// Every kind of mapping with fixed keys in the schema language, with the keys
/// each accepts: the one table that both the parser (which reports any other
/// key as unknown) and the JSON Schema for editors are made from.
enum MappingKind: String, CaseIterable, Sendable {
    case schemaFile, config, model, property, callback, dependency, container, value, client, endpoint
    case events, contextKey, preferenceKey, nested, persisted

    /// What the mapping describes, for the JSON Schema.
    var summary: String {
        switch self {
        case .schemaFile: "A modelgen schema file: models and the types around them."
        case .config: "modelgen.yaml: options for every schema file of the folder."
        case .model: "A model: tracked state, children, constants, callbacks, dependencies and events."
        case .property: "A stored property in long form."
        case .callback: "A callback in long form."
        case .dependency: "A dependency in long form."
        case .container: "An enum or struct that holds models, seen through by the hierarchy."
        case .value: "Plain data in long form: a struct of fields or an enum of cases."
        case .client: "A dependency client: a struct of @Sendable closures."
        case .endpoint: "A client endpoint in long form."
        case .events: "A shared event enum in long form."
        case .contextKey: "A context key in long form."
        case .preferenceKey: "A preference key."
        case .nested: "Types nested in a model, which Swift names 'Model.Name'."
        case .persisted: "Where a state or child property is kept: one of file, appStorage or inMemory."
        }
    }

    /// The keys the mapping accepts, in the order documentation lists them.
    var keys: [KeySpec] { table.keys }

    /// The names of ``keys``.
    var keyNames: [String] { table.names }

    /// The keys of a kind, and their names in the forms the parser compares.
    struct KeyTable {
        /// The keys, in the order documentation lists them.
        var keys: [KeySpec]
        /// Their names.
        var names: [String]
        /// Their names' UTF-8, which a key read from a file is compared
        /// with byte for byte (every name is ASCII).
        var utf8: [[UInt8]]
    }

    /// The kind's keys; one lookup for everything the parser compares.
    var table: KeyTable { Self.keyTables[self]! }

    /// Built once: the parser consults the table for every mapping it reads.
    private static let keyTables = Dictionary(
        uniqueKeysWithValues: allCases.map { kind in
            let keys = kind.makeKeys()
            let names = keys.map(\.name)
            assert(names.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }, "the parser compares key names as ASCII")
            return (kind, KeyTable(keys: keys, names: names, utf8: names.map { Array($0.utf8) }))
        })

    /// The types a file declares, and a model declares in `nested:`, alike.
    private static let typeKeys = [
        KeySpec(name: "models", summary: "Models by type name.", shape: .namedMapping(.mapping(.model))),
        KeySpec(
            name: "containers", summary: "Enums and structs holding models.", shape: .namedMapping(.mapping(.container))
        ),
        KeySpec(
            name: "values", summary: "Plain data: fields, or the long form.",
            shape: .namedMapping(.anyOf([.mapping(.value), .namedMapping(.property)]))),
    ]

    private func makeKeys() -> [KeySpec] {
        switch self {
        case .schemaFile:
            [
                KeySpec(name: "doc", summary: "What the file is about.", shape: .text),
                KeySpec(name: "imports", summary: "Modules the generated file imports.", shape: .list(.text)),
            ] + Self.typeKeys + [
                KeySpec(
                    name: "clients", summary: "Dependency clients by type name.",
                    shape: .namedMapping(.mapping(.client))),
                KeySpec(
                    name: "events", summary: "Shared event enums: a list of cases, or the long form.",
                    shape: .namedMapping(.anyOf([.caseList, .mapping(.events)]))),
                KeySpec(
                    name: "context", summary: "Context keys: 'Type = default', or the long form.",
                    shape: .namedMapping(.anyOf([.type, .mapping(.contextKey)]))),
                KeySpec(
                    name: "preferences", summary: "Preference keys.", shape: .namedMapping(.mapping(.preferenceKey))),
            ]
        case .config:
            [
                KeySpec(name: "module", summary: "The Swift module the generated code compiles into.", shape: .text),
                KeySpec(name: "access", summary: "Access level of generated declarations.", shape: .accessLevel),
                KeySpec(name: "imports", summary: "Modules every generated file imports.", shape: .list(.text)),
                KeySpec(name: "output", summary: "Where generated files go, relative to this file.", shape: .text),
            ]
        case .model:
            [
                KeySpec(name: "doc", summary: "Documentation of the model.", shape: .text),
                .access,
                KeySpec(name: "id", summary: "The constant or state property that is the identity.", shape: .text),
                KeySpec(
                    name: "dependencyKey", summary: "Whether the model can be a shared dependency.", shape: .boolean),
                KeySpec(
                    name: "conformances", summary: "Protocols generated for the model: Codable.", shape: .list(.text)),
                KeySpec(name: "constants", summary: "Immutable stored values.", shape: .namedMapping(.property)),
                KeySpec(name: "state", summary: "Tracked mutable properties.", shape: .namedMapping(.property)),
                KeySpec(name: "children", summary: "Child models and containers.", shape: .namedMapping(.property)),
                KeySpec(
                    name: "callbacks", summary: "Closures the parent passes in: '(Int, String)' or a function type.",
                    shape: .namedMapping(.anyOf([.type, .mapping(.callback)]))),
                KeySpec(
                    name: "dependencies", summary: "Client keys, or 'name: Type'.",
                    shape: .anyOf([.list(.anyOf([.text, .namedMapping(.dependency)])), .namedMapping(.dependency)])),
                KeySpec(name: "events", summary: "The cases of the model's Event enum.", shape: .caseList),
                KeySpec(
                    name: "nested", summary: "Models, containers, values and event enums nested in the model.",
                    shape: .mapping(.nested)),
            ]
        case .property:
            [
                KeySpec(name: "type", summary: "The Swift type.", shape: .type, isRequired: true),
                KeySpec(name: "default", summary: "The default value, as Swift source.", shape: .expression),
                .doc,
                KeySpec(name: "set", summary: "The setter's access level.", shape: .accessLevel),
                KeySpec(name: "tracked", summary: "false: not observed, diffed or checked by tests.", shape: .boolean),
                KeySpec(
                    name: "persisted", summary: "Keeps a model's state or children: '{ file: todos.json }'.",
                    shape: .mapping(.persisted)),
                KeySpec(
                    name: "renamedFrom", summary: "The field's previous name, or a list of them, read when decoding.",
                    shape: .anyOf([.text, .list(.text)])),
            ]
        case .persisted:
            [
                KeySpec(name: "file", summary: "A file path, relative to the storage's folder.", shape: .text),
                KeySpec(name: "appStorage", summary: "A key of app storage (UserDefaults).", shape: .text),
                KeySpec(name: "inMemory", summary: "A key in memory, for the life of the process.", shape: .text),
                KeySpec(
                    name: "error", summary: "A 'PersistenceError?' state property that shows failures.", shape: .text),
            ]
        case .callback, .dependency:
            [
                KeySpec(name: "type", summary: "The Swift type.", shape: .type, isRequired: self == .callback),
                .doc,
            ]
        case .container:
            [
                .doc,
                .access,
                KeySpec(
                    name: "conformances",
                    summary:
                        "Protocols added: Equatable, Hashable (models by identity) and Identifiable are generated.",
                    shape: .list(.text)),
                KeySpec(
                    name: "generic", summary: "Generic parameters: '[Item: Model]'.",
                    shape: .list(.anyOf([.text, .namedMapping(.type)]))),
                KeySpec(
                    name: "cases", summary: "Enum cases: a payload type, a tuple, or nothing.",
                    shape: .namedMapping(.anyOf([.type, .null]))),
                KeySpec(name: "fields", summary: "Struct fields.", shape: .namedMapping(.property)),
            ]
        case .value:
            [
                .doc,
                .access,
                KeySpec(name: "conformances", summary: "Protocols, replacing the inferred ones.", shape: .list(.text)),
                KeySpec(name: "fields", summary: "Struct fields.", shape: .namedMapping(.property)),
                KeySpec(name: "cases", summary: "Enum cases.", shape: .caseList),
            ]
        case .client:
            [
                .doc,
                .access,
                KeySpec(
                    name: "key", summary: "The DependencyValues member; lowerCamel of the type by default.",
                    shape: .text),
                KeySpec(
                    name: "endpoints", summary: "Closures by name: a function type or the long form.",
                    shape: .namedMapping(.anyOf([.type, .mapping(.endpoint)]))),
            ]
        case .endpoint:
            [
                KeySpec(name: "type", summary: "The function type.", shape: .type, isRequired: true),
                KeySpec(name: "unimplemented", summary: "What a non-throwing test value returns.", shape: .expression),
                .doc,
            ]
        case .events:
            [
                .doc,
                .access,
                KeySpec(name: "cases", summary: "The cases.", shape: .caseList, isRequired: true),
            ]
        case .contextKey:
            [
                KeySpec(name: "type", summary: "The Swift type.", shape: .type, isRequired: true),
                KeySpec(name: "default", summary: "The value before anyone writes one.", shape: .expression),
                KeySpec(
                    name: "propagation", summary: "local: only the model that sets it; environment: inherited.",
                    shape: .choice(ContextKeyDecl.Propagation.allCases.map(\.rawValue))),
                .doc,
            ]
        case .nested:
            Self.typeKeys + [
                KeySpec(
                    name: "events", summary: "Event enums: a list of cases, or the long form.",
                    shape: .namedMapping(.anyOf([.caseList, .mapping(.events)])))
            ]
        case .preferenceKey:
            [
                KeySpec(name: "type", summary: "The Swift type.", shape: .type, isRequired: true),
                KeySpec(name: "default", summary: "The value with no contributions.", shape: .expression),
                KeySpec(
                    name: "reduce", summary: "How contributions fold together.",
                    shape: .choice(PreferenceKeyDecl.Reduce.allCases.map(\.rawValue)), isRequired: true),
                .doc,
            ]
        }
    }
}
