/// A parent holding a model, and how many times it does (a model may appear
/// twice in one array, or in two properties).
struct ParentLink {
    let parent: AnyModelContext
    var count: Int
    /// Whether the parent uses the model as a dependency rather than holding it as a child.
    var isDependency: Bool
}
