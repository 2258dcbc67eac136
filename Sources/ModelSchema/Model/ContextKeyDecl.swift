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
