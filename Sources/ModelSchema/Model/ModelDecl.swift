/// An entry of `models:`: a struct with tracked state and children, the
/// context plumbing spelled out, and behaviour in hand-written extensions.
public struct ModelDecl: Sendable {
    /// The type name.
    public var name: Located<String>
    /// `doc:`, the type's documentation.
    public var doc: String?
    /// `access:`, overriding the set's access level for this model.
    public var access: Located<AccessLevel>?
    /// `state:`, tracked mutable properties.
    public var state: [PropertyDecl]
    /// `children:`, properties holding child models or containers of them.
    public var children: [PropertyDecl]
    /// `constants:`, immutable stored values.
    public var constants: [PropertyDecl]
    /// `callbacks:`, closures the parent passes in.
    public var callbacks: [CallbackDecl]
    /// `dependencies:`, what the model uses from its environment.
    public var dependencies: [DependencyDecl]
    /// `events:`, the cases of the model's own `Event` enum.
    public var events: [EnumCaseDecl]
    /// `id:`, the constant or state property that is the model's identity.
    public var id: Located<String>?
    /// `dependencyKey: true`: the model can be a shared dependency.
    public var isDependencyKey: Bool
    /// `conformances:`, the protocols generated for the model: `Codable`.
    public var conformances: [Located<String>] = []
    /// `nested:`, the containers, values and event enums nested in the
    /// model, each named `Model.Name` (see ``parseSchemaFile(_:path:displayPath:)``).
    public var nested: [Declaration] = []
    /// Where the model's name is written.
    public var location: SourceLocation { name.location }

    /// Creates a model declaration.
    public init(
        name: Located<String>, doc: String? = nil, access: Located<AccessLevel>? = nil,
        state: [PropertyDecl] = [], children: [PropertyDecl] = [], constants: [PropertyDecl] = [],
        callbacks: [CallbackDecl] = [], dependencies: [DependencyDecl] = [],
        events: [EnumCaseDecl] = [], id: Located<String>? = nil, isDependencyKey: Bool = false
    ) {
        self.name = name
        self.doc = doc
        self.access = access
        self.state = state
        self.children = children
        self.constants = constants
        self.callbacks = callbacks
        self.dependencies = dependencies
        self.events = events
        self.id = id
        self.isDependencyKey = isDependencyKey
    }
}

/// A stored property: `name: Type`, `name: Type = default`, or the long form
/// with `type`, `default`, `doc`, `set` and `tracked`.
public struct PropertyDecl: Sendable {
    /// The property name.
    public var name: Located<String>
    /// Its type.
    public var type: Located<TypeSyntax>
    /// The default value as Swift source, copied into the generated init.
    public var defaultValue: Located<String>?
    /// `doc:`
    public var doc: String?
    /// `set:`, the setter's access level; the model's own level when absent.
    public var setterAccess: Located<AccessLevel>?
    /// `tracked:`, false for state that is not observed, diffed or checked by tests.
    public var isTracked: Bool
    /// `persisted:`, where a model's state or children are kept between runs.
    public var persisted: PersistedDecl?
    /// `renamedFrom:`, the names the property had before, most recent
    /// first: decoding reads them when its own name is missing.
    public var renamedFrom: [Located<String>]

    /// Creates a property declaration.
    public init(
        name: Located<String>, type: Located<TypeSyntax>, defaultValue: Located<String>? = nil,
        doc: String? = nil, setterAccess: Located<AccessLevel>? = nil, isTracked: Bool = true,
        persisted: PersistedDecl? = nil, renamedFrom: [Located<String>] = []
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
        self.setterAccess = setterAccess
        self.isTracked = isTracked
        self.persisted = persisted
        self.renamedFrom = renamedFrom
    }
}

/// `persisted: { file: todos.json, error: loadError }` on a state or child
/// property: the storage the generated model connects it to when it is
/// activated (Docs/Persistence.md).
public struct PersistedDecl: Sendable {
    /// How the value is kept: a `PersistenceKey` strategy of ModelPersistence.
    public enum Strategy: String, Sendable, CaseIterable {
        /// A file, by path.
        case file
        /// A key of app storage.
        case appStorage
        /// A key in memory.
        case inMemory
    }

    /// The strategy, where its key is written.
    public var strategy: Located<Strategy>
    /// The path or key, never empty.
    public var key: Located<String>
    /// `error:`, the `PersistenceError?` state property failures go to.
    public var error: Located<String>?

    /// Creates a persisted declaration.
    public init(strategy: Located<Strategy>, key: Located<String>, error: Located<String>? = nil) {
        self.strategy = strategy
        self.key = key
        self.error = error
    }
}

/// A callback: `name: (Int, String)` (parameters of a function returning
/// nothing) or a full function type to return a value.
public struct CallbackDecl: Sendable {
    /// The property name.
    public var name: Located<String>
    /// The function type, shorthand already expanded and `@Sendable` added.
    public var type: Located<TypeSyntax.FunctionType>
    /// `doc:`
    public var doc: String?

    /// Creates a callback declaration.
    public init(name: Located<String>, type: Located<TypeSyntax.FunctionType>, doc: String? = nil) {
        self.name = name
        self.type = type
        self.doc = doc
    }
}

/// A dependency: a bare client key (`factClient`) or `name: Type`.
public struct DependencyDecl: Sendable {
    /// The accessor's name.
    public var name: Located<String>
    /// The written type; `nil` for a bare client key, whose type the set knows.
    public var type: Located<TypeSyntax>?
    /// `doc:`
    public var doc: String?

    /// Creates a dependency declaration.
    public init(name: Located<String>, type: Located<TypeSyntax>? = nil, doc: String? = nil) {
        self.name = name
        self.type = type
        self.doc = doc
    }
}

/// An enum case: `logout`, `login(user: String)`, or in containers
/// `meeting: (Meeting, standup: Standup)`.
public struct EnumCaseDecl: Sendable {
    /// The case name.
    public var name: Located<String>
    /// The associated values; `nil` for a case without them.
    public var payload: [TypeSyntax.TupleElement]?
    /// `doc:`
    public var doc: String?

    /// Creates an enum case.
    public init(name: Located<String>, payload: [TypeSyntax.TupleElement]? = nil, doc: String? = nil) {
        self.name = name
        self.payload = payload
        self.doc = doc
    }
}

extension EnumCaseDecl {
    /// The types of the associated values, each located at the case.
    public var payloadTypes: [Located<TypeSyntax>] {
        (payload ?? []).map { Located($0.type, at: name.location) }
    }
}
