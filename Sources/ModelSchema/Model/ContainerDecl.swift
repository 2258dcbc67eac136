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
    /// `conformances:`, protocols added to `ModelContainer` and `Sendable`:
    /// `Equatable` and `Hashable` get a generated `==` and `hash(into:)`,
    /// `Identifiable` an `id`.
    public var conformances: [Located<String>]
    /// Its cases or fields.
    public var kind: Kind

    /// Creates a container declaration.
    public init(
        name: Located<String>, doc: String? = nil, access: Located<AccessLevel>? = nil,
        conformances: [Located<String>] = [], kind: Kind
    ) {
        self.name = name
        self.doc = doc
        self.access = access
        self.conformances = conformances
        self.kind = kind
    }

    /// Whether it declares `Hashable`.
    public var isHashable: Bool { declares("Hashable") }

    /// Whether it declares `Equatable` or `Hashable`, and so gets a generated `==`.
    public var isEquatable: Bool { isHashable || declares("Equatable") }

    /// Whether it declares `Identifiable`.
    public var isIdentifiable: Bool { declares("Identifiable") }

    /// Whether `conformances:` lists the standard library's `name`, bare or as `Swift.name`.
    private func declares(_ name: String) -> Bool {
        conformances.contains { $0.value == name || $0.value == "Swift." + name }
    }
}
