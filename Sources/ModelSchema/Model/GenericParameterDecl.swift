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
