/// A model with its children, dependencies and identity resolved.
public struct ResolvedModel: Sendable {
    /// The model as parsed.
    public var decl: ModelDecl
    /// Its effective access level.
    public var access: AccessLevel
    /// Every member it declares, in schema order, the stored ones with their
    /// places in the context (``resolveMembers(of:)``).
    public var members: [ResolvedMember]
    /// `decl.children`, in the same order, each with what it holds.
    public var children: [ResolvedChild]
    /// `decl.dependencies`, in the same order, each with its type and lookup.
    public var dependencies: [ResolvedDependency]
    /// The constant or state property that `id:` names, if any.
    public var idProperty: PropertyDecl?
}

/// A property under `children:` and what it holds.
public struct ResolvedChild: Sendable {
    /// The property as parsed.
    public var property: PropertyDecl
    /// How the child type wraps the model or container.
    public var shape: ChildShape
    /// The model or container it holds.
    public var target: ChildTarget
}

/// How a child property wraps the model or container it holds.
public enum ChildShape: Hashable, Sendable {
    /// `T`: always present, an init parameter unless defaulted.
    case inline
    /// `T?`
    case optional
    /// `[T]`
    case array
    /// `IdentifiedArrayOf<T>` (models only).
    case identifiedArray
    /// `[Key: T]` (models only).
    case dictionary(key: TypeSyntax)
}

/// The declaration a child property refers to.
public enum ChildTarget: Sendable {
    /// A model of the set, by name (``ResolvedSchemaSet/model(named:)``
    /// reads it). A copy of its declaration in each child that holds it
    /// was the largest single cost of resolving a large set.
    case model(String)
    /// A container of the set, with its generic arguments (`Paginated<PostModel>`).
    case container(ContainerDecl, arguments: [TypeSyntax])

    /// The referenced type's name.
    public var name: String {
        switch self {
        case .model(let name): name
        case .container(let container, _): container.name.value
        }
    }
}

/// A dependency with its type known and the way generated code reaches it.
public struct ResolvedDependency: Sendable {
    /// The dependency as parsed.
    public var decl: DependencyDecl
    /// The accessor's name.
    public var name: String
    /// Its type: the written one, or for a bare client key the client's type.
    public var type: TypeSyntax
    /// How the generated accessor resolves it through `node`.
    public var lookup: DependencyLookup
}

/// How a generated dependency accessor reaches its value.
public enum DependencyLookup: Hashable, Sendable {
    /// `node[Type.self]`: a client or `dependencyKey: true` model of the set.
    case typeKey
    /// `node.name`: a `DependencyValues` member declared elsewhere.
    case dependencyValues
}
