/// Something of a model that can be observed: a tracked property, a context or
/// preference value, a memoized value, or the set of its children.
@usableFromInline
enum ObservedSlot: Hashable, Sendable {
    /// The tracked property with this index.
    case property(Int)
    /// A `node.context` value.
    case context(AnyHashableSendable)
    /// A `node.preference` value, as folded over the subtree.
    case preference(AnyHashableSendable)
    /// A `node.memoize` value, by its key's token: a slot compares and
    /// hashes without running the user's code, under the lock too.
    case memoized(KeyToken)
    /// Which models are the model's children and dependencies.
    case structure
}
