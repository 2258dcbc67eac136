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
