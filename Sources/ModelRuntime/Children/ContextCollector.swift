/// Collects the contexts of the models in a container.
struct ContextCollector: ModelVisitor {
    var contexts: ContiguousArray<AnyModelContext> = []

    mutating func visit<M: Model>(_ model: M) {
        contexts.append(model._$context.liveAny)
    }
}
