/// A schema set with every name resolved and every rule checked: what the
/// Swift emitter consumes.
///
/// Files come in path order and declarations in source order, so output never
/// depends on how the files were listed. Each declaration carries its effective
/// access level; models carry what their children and dependencies refer to.
public struct ResolvedSchemaSet: Sendable {
    /// Where a type declaration sits in ``files``.
    private struct Position: Sendable {
        var file: Int
        var declaration: Int
    }

    /// The schema folder, as the user named it.
    public var root: String
    /// `module:` from `modelgen.yaml`, if given.
    public var module: String?
    /// The set's access level: the command line's, else `modelgen.yaml`'s, else `internal`.
    public var access: AccessLevel
    /// `imports:` from `modelgen.yaml`: modules every generated file imports.
    public var imports: [Located<String>]
    /// The set's `modelgen.yaml`, if it has one.
    public var config: SchemaConfig?
    /// The schema files, sorted by path.
    public var files: [ResolvedSchemaFile]
    /// The value and container enums that hold themselves inline, directly or
    /// through other values and containers, and so are `indirect`.
    public var recursiveEnums: Set<String>
    /// The `DependencyValues` key of every client in the set.
    public let clientKeys: Set<String>
    private var typePositions: [String: Position]
    private var clientNamesByKey: [String: String]

    /// Creates a resolved set, indexing its type declarations by name.
    init(
        root: String, access: AccessLevel, config: SchemaConfig?, files: [ResolvedSchemaFile],
        recursiveEnums: Set<String>
    ) {
        self.root = root
        self.recursiveEnums = recursiveEnums
        self.module = config?.module?.value
        self.access = access
        self.imports = config?.imports ?? []
        self.config = config
        self.files = files
        var typePositions: [String: Position] = [:]
        var clientNamesByKey: [String: String] = [:]
        for (fileIndex, file) in files.enumerated() {
            for (index, declaration) in file.declarations.enumerated() {
                switch declaration {
                case .contextKey, .preferenceKey:
                    continue
                case .client(let client):
                    clientNamesByKey[client.key] = client.decl.name.value
                default:
                    break
                }
                typePositions[declaration.name.value] = Position(file: fileIndex, declaration: index)
            }
        }
        self.typePositions = typePositions
        self.clientNamesByKey = clientNamesByKey
        self.clientKeys = Set(clientNamesByKey.keys)
    }

    /// The model, container, value, client or event enum named `name`, in any file of the set.
    public func declaration(named name: String) -> ResolvedDeclaration? {
        typePositions[name].map { files[$0.file].declarations[$0.declaration] }
    }

    /// The model named `name`, if the set declares one.
    public func model(named name: String) -> ResolvedModel? {
        if case .model(let model)? = declaration(named: name) { model } else { nil }
    }

    /// The client whose `DependencyValues` key is `key`.
    public func client(forKey key: String) -> ResolvedClient? {
        clientNamesByKey[key].flatMap { name in
            if case .client(let client)? = declaration(named: name) { client } else { nil }
        }
    }

    /// Every declaration of the set, file by file, in source order.
    public var declarations: some Sequence<ResolvedDeclaration> {
        files.lazy.flatMap(\.declarations)
    }
}

/// One schema file and the Swift file it becomes.
public struct ResolvedSchemaFile: Sendable {
    /// The path relative to the schema folder: `Rows/Row.yaml`.
    public var path: String
    /// The path diagnostics and the generated header print: `Schemas/App/Rows/Row.yaml`.
    public var displayPath: String
    /// The generated file's path relative to the output folder: `Rows/Row.swift`.
    public var outputPath: String
    /// The file-level `doc:`.
    public var doc: String?
    /// Modules this file's generated Swift imports, beyond the set's.
    public var imports: [Located<String>]
    /// The declarations, in source order.
    public var declarations: [ResolvedDeclaration]
}

/// A declaration with its effective access level and what it refers to.
public enum ResolvedDeclaration: Sendable {
    /// An entry of `models:`.
    case model(ResolvedModel)
    /// An entry of `containers:`.
    case container(Resolved<ContainerDecl>)
    /// An entry of `values:`.
    case value(Resolved<ValueDecl>)
    /// An entry of `clients:`.
    case client(ResolvedClient)
    /// An entry of the top-level `events:`.
    case events(Resolved<SharedEventsDecl>)
    /// An entry of `context:`.
    case contextKey(Resolved<ContextKeyDecl>)
    /// An entry of `preferences:`.
    case preferenceKey(Resolved<PreferenceKeyDecl>)

    /// The declared name.
    public var name: Located<String> {
        switch self {
        case .model(let model): model.decl.name
        case .container(let container): container.decl.name
        case .value(let value): value.decl.name
        case .client(let client): client.decl.name
        case .events(let events): events.decl.name
        case .contextKey(let key): key.decl.name
        case .preferenceKey(let key): key.decl.name
        }
    }

    /// The declaration as parsed.
    public var parsed: Declaration {
        switch self {
        case .model(let model): .model(model.decl)
        case .container(let container): .container(container.decl)
        case .value(let value): .value(value.decl)
        case .client(let client): .client(client.decl)
        case .events(let events): .events(events.decl)
        case .contextKey(let key): .contextKey(key.decl)
        case .preferenceKey(let key): .preferenceKey(key.decl)
        }
    }

    /// The effective access level: the declaration's `access:`, else the set's.
    public var access: AccessLevel {
        switch self {
        case .model(let model): model.access
        case .container(let container): container.access
        case .value(let value): value.access
        case .client(let client): client.access
        case .events(let events): events.access
        case .contextKey(let key): key.access
        case .preferenceKey(let key): key.access
        }
    }
}

/// A declaration that needs nothing resolved but its access level.
public struct Resolved<Decl: Sendable>: Sendable {
    /// The declaration as parsed.
    public var decl: Decl
    /// Its effective access level.
    public var access: AccessLevel
}

/// A client with its `DependencyValues` key worked out.
public struct ResolvedClient: Sendable {
    /// The client as parsed.
    public var decl: ClientDecl
    /// Its effective access level.
    public var access: AccessLevel
    /// `key:`, else the type name in lowerCamel: `FactClient` is `factClient`.
    public var key: String
}
