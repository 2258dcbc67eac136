/// An entry of `containers:`: an enum or generic struct that holds models
/// somewhere inside, so the hierarchy sees through it.
public struct ContainerDecl: Sendable {
    /// The shape of a container.
    public enum Kind: Sendable {
        /// `cases:`
        case enumeration([EnumCaseDecl])
        /// `fields:`, with optional `generic:` parameters.
        case structure(generics: [GenericParameterDecl], fields: [PropertyDecl])
    }

    /// The type name.
    public var name: Located<String>
    /// `doc:`
    public var doc: String?
    /// `access:`
    public var access: Located<AccessLevel>?
    /// Its cases or fields.
    public var kind: Kind

    /// Creates a container declaration.
    public init(name: Located<String>, doc: String? = nil, access: Located<AccessLevel>? = nil, kind: Kind) {
        self.name = name
        self.doc = doc
        self.access = access
        self.kind = kind
    }
}

/// A generic parameter, `Item: Model`.
public struct GenericParameterDecl: Sendable {
    /// The parameter's name.
    public var name: Located<String>
    /// Its constraint, if any.
    public var constraint: Located<TypeSyntax>?

    /// Creates a generic parameter.
    public init(name: Located<String>, constraint: Located<TypeSyntax>? = nil) {
        self.name = name
        self.constraint = constraint
    }

    /// Whether the parameter is constrained to `Model`, so its values are child models.
    public var isModelConstrained: Bool { constraint?.value == .named("Model") }
}

/// An entry of `values:`: plain data, a struct of fields or an enum of cases.
public struct ValueDecl: Sendable {
    /// The shape of a value.
    public enum Kind: Sendable {
        /// A struct with a memberwise init.
        case structure([PropertyDecl])
        /// An enum.
        case enumeration([EnumCaseDecl])
    }

    /// The type name.
    public var name: Located<String>
    /// `doc:`
    public var doc: String?
    /// `access:`
    public var access: Located<AccessLevel>?
    /// `conformances:`, replacing the inferred `Hashable`/`Codable` (it is always `Sendable`).
    public var conformances: [Located<String>]?
    /// Its fields or cases.
    public var kind: Kind

    /// Creates a value declaration.
    public init(
        name: Located<String>, doc: String? = nil, access: Located<AccessLevel>? = nil,
        conformances: [Located<String>]? = nil, kind: Kind
    ) {
        self.name = name
        self.doc = doc
        self.access = access
        self.conformances = conformances
        self.kind = kind
    }
}

/// An entry of `clients:`: a struct of `@Sendable` closures registered as a dependency.
public struct ClientDecl: Sendable {
    /// The type name.
    public var name: Located<String>
    /// `doc:`
    public var doc: String?
    /// `access:`
    public var access: Located<AccessLevel>?
    /// `key:`, the `DependencyValues` member; lowerCamel of the type when absent.
    public var key: Located<String>?
    /// `endpoints:`
    public var endpoints: [EndpointDecl]

    /// Creates a client declaration.
    public init(
        name: Located<String>, doc: String? = nil, access: Located<AccessLevel>? = nil,
        key: Located<String>? = nil, endpoints: [EndpointDecl] = []
    ) {
        self.name = name
        self.doc = doc
        self.access = access
        self.key = key
        self.endpoints = endpoints
    }
}

/// One closure of a client.
public struct EndpointDecl: Sendable {
    /// The endpoint's name.
    public var name: Located<String>
    /// Its function type (`@Sendable` added).
    public var type: Located<TypeSyntax.FunctionType>
    /// `unimplemented:`, what the test value returns for a non-throwing endpoint.
    public var unimplemented: Located<String>?
    /// `doc:`
    public var doc: String?

    /// Creates an endpoint.
    public init(
        name: Located<String>, type: Located<TypeSyntax.FunctionType>,
        unimplemented: Located<String>? = nil, doc: String? = nil
    ) {
        self.name = name
        self.type = type
        self.unimplemented = unimplemented
        self.doc = doc
    }
}

/// An entry of the top-level `events:`: an event enum several models send.
public struct SharedEventsDecl: Sendable {
    /// The enum's name.
    public var name: Located<String>
    /// `doc:`
    public var doc: String?
    /// `access:`
    public var access: Located<AccessLevel>?
    /// Its cases.
    public var cases: [EnumCaseDecl]

    /// Creates a shared event enum.
    public init(name: Located<String>, doc: String? = nil, access: Located<AccessLevel>? = nil, cases: [EnumCaseDecl]) {
        self.name = name
        self.doc = doc
        self.access = access
        self.cases = cases
    }
}

/// An entry of `context:`: a value that models read and write through `node.context`.
public struct ContextKeyDecl: Sendable {
    /// How a context value reaches other models.
    public enum Propagation: String, Sendable, CaseIterable {
        /// Only the model that sets it sees it.
        case local
        /// Descendants inherit it from the nearest ancestor that set it.
        case environment
    }

    /// The key's name.
    public var name: Located<String>
    /// Its type.
    public var type: Located<TypeSyntax>
    /// The value read before anyone writes one.
    public var defaultValue: Located<String>
    /// `propagation:`
    public var propagation: Located<Propagation>?
    /// `doc:`
    public var doc: String?

    /// Creates a context key.
    public init(
        name: Located<String>, type: Located<TypeSyntax>, defaultValue: Located<String>,
        propagation: Located<Propagation>? = nil, doc: String? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.propagation = propagation
        self.doc = doc
    }
}

/// An entry of `preferences:`: a value each model contributes and ancestors read folded.
public struct PreferenceKeyDecl: Sendable {
    /// How contributions fold together.
    public enum Reduce: String, Sendable, CaseIterable {
        /// `+=` (numbers).
        case sum
        /// the smallest.
        case min
        /// the largest.
        case max
        /// `||` (Bool).
        case or
        /// `&&` (Bool).
        case and
        /// `append(contentsOf:)` (collections).
        case append
    }

    /// The key's name.
    public var name: Located<String>
    /// Its type.
    public var type: Located<TypeSyntax>
    /// The value with no contributions.
    public var defaultValue: Located<String>
    /// `reduce:`
    public var reduce: Located<Reduce>
    /// `doc:`
    public var doc: String?

    /// Creates a preference key.
    public init(
        name: Located<String>, type: Located<TypeSyntax>, defaultValue: Located<String>,
        reduce: Located<Reduce>, doc: String? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.reduce = reduce
        self.doc = doc
    }
}
