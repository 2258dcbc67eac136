import Dependencies

/// Where `withAnchor()` hands its model when something else owns anchors in
/// the current task: a test marked `.modelTesting` installs one, so the test
/// owns the hierarchy and checks it exhaustively when it ends.
@_spi(ModelTesting)
public protocol AnchorScope: Sendable {
    /// Anchors `model` for the scope's owner and returns it.
    func anchor<M: Model>(
        _ model: M, dependencies: @escaping @Sendable (inout DependencyValues) -> Void, at location: CallSite
    ) -> M
}

@_spi(ModelTesting)
extension AnchorScope {
    /// The scope of the current task, if any.
    public static var current: (any AnchorScope)? { AnchorScopeLocal.current }
}

/// The task-local behind `AnchorScope.current`.
@_spi(ModelTesting)
public enum AnchorScopeLocal {
    /// The scope `withAnchor()` hands models to in the current task.
    @TaskLocal public static var current: (any AnchorScope)?
}
