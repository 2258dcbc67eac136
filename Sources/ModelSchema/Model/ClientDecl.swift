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
