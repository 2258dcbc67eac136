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
