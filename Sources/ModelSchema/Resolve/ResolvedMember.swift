/// A member a model declares: a state property, child, constant, callback or
/// dependency, with its place in the model's context when it is stored.
///
/// ``ResolvedModel/members`` lists them in the order the schema writes them,
/// whatever section declared them; that order is the generated init's, and
/// it numbers the tracked properties the runtime keeps.
public struct ResolvedMember: Sendable {
    /// Which section declared the member, with its place in the context.
    public enum Kind: Sendable {
        /// `state:`. `index` is its place among the tracked properties,
        /// counted with children; `nil` for untracked state.
        case state(PropertyDecl, index: Int?)
        /// `children:`. `index` is its place among the tracked properties,
        /// counted with state; `childIndex` its place among the children.
        case child(PropertyDecl, index: Int, childIndex: Int)
        /// `constants:`
        case constant(PropertyDecl)
        /// `callbacks:`
        case callback(CallbackDecl)
        /// `dependencies:`: an accessor, not stored in the context.
        case dependency(DependencyDecl)
    }

    /// The member's name, where the schema writes it.
    public var name: Located<String>
    /// Its section, with what the section declares.
    public var kind: Kind

    /// Creates a member.
    public init(name: Located<String>, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}
