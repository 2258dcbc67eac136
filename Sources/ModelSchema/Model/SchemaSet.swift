/// All schema files of one folder (for example `Schemas/CounterFact/`), read
/// together so names resolve across them, with the folder's optional
/// `modelgen.yaml`.
public struct SchemaSet: Sendable {
    /// The folder, as the user named it.
    public var root: String
    /// The folder's `modelgen.yaml`, if it has one.
    public var config: SchemaConfig?
    /// The schema files, sorted by path so output never depends on listing order.
    public var files: [SchemaFile]

    /// Creates a schema set.
    public init(root: String, config: SchemaConfig?, files: [SchemaFile]) {
        self.root = root
        self.config = config
        self.files = files.sorted { $0.path < $1.path }
    }
}

/// The options of a schema set, from `modelgen.yaml`. Command-line flags override them.
public struct SchemaConfig: Sendable {
    /// The Swift module the generated code compiles into.
    public var module: Located<String>?
    /// The access level of generated declarations; `internal` when absent.
    public var access: Located<AccessLevel>?
    /// Modules every generated file imports, in addition to `ModelRuntime`.
    public var imports: [Located<String>]
    /// Where generated files go, relative to the folder holding `modelgen.yaml`.
    public var output: Located<String>?
    /// The file this came from.
    public var location: SourceLocation

    /// Creates a configuration.
    public init(
        module: Located<String>? = nil, access: Located<AccessLevel>? = nil,
        imports: [Located<String>] = [], output: Located<String>? = nil, location: SourceLocation
    ) {
        self.module = module
        self.access = access
        self.imports = imports
        self.output = output
        self.location = location
    }
}

/// One schema file: the declarations it holds, in the order it writes them.
public struct SchemaFile: Sendable {
    /// The path relative to the schema folder, with `/` separators: `Rows/Row.yaml`.
    public var path: String
    /// The path used in diagnostics and the generated header (relative to the
    /// package, or as given on the command line): `Schemas/CounterFact/Rows/Row.yaml`.
    public var displayPath: String
    /// The file-level `doc:`.
    public var doc: String?
    /// Extra modules this file's generated Swift imports.
    public var imports: [Located<String>]
    /// The declarations, in source order.
    public var declarations: [Declaration]

    /// Creates a schema file.
    public init(
        path: String, displayPath: String, doc: String? = nil,
        imports: [Located<String>] = [], declarations: [Declaration] = []
    ) {
        self.path = path
        self.displayPath = displayPath
        self.doc = doc
        self.imports = imports
        self.declarations = declarations
    }
}

/// One named thing a schema file declares.
public enum Declaration: Sendable {
    /// An entry of `models:`.
    case model(ModelDecl)
    /// An entry of `containers:`.
    case container(ContainerDecl)
    /// An entry of `values:`.
    case value(ValueDecl)
    /// An entry of `clients:`.
    case client(ClientDecl)
    /// An entry of the top-level `events:` (a shared event enum).
    case events(SharedEventsDecl)
    /// An entry of `context:`.
    case contextKey(ContextKeyDecl)
    /// An entry of `preferences:`.
    case preferenceKey(PreferenceKeyDecl)

    /// The declared name.
    public var name: Located<String> {
        switch self {
        case .model(let decl): decl.name
        case .container(let decl): decl.name
        case .value(let decl): decl.name
        case .client(let decl): decl.name
        case .events(let decl): decl.name
        case .contextKey(let decl): decl.name
        case .preferenceKey(let decl): decl.name
        }
    }

    /// What the declaration is, with an article, for messages: `a container`.
    public var kindName: String {
        switch self {
        case .model: "a model"
        case .container: "a container"
        case .value: "a value"
        case .client: "a client"
        case .events: "an event enum"
        case .contextKey: "a context key"
        case .preferenceKey: "a preference key"
        }
    }
}
