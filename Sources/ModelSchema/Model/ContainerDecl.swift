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
