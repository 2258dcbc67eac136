extension Model {
    /// Whether the model was taken out of the hierarchy it was anchored in:
    /// removed from its last parent, or its anchor released. A removed model
    /// is destructed and stays so (only an undo or redo brings it back).
    ///
    /// For integrations that hold on to a model, like ModelSwiftUI's
    /// bindings, which report a write to a model that is gone instead of
    /// making it.
    public var _$isDestructed: Bool {
        let context = _$context.liveContext
        return context.withLock { _ in context.stage == .destructed }
    }
}
