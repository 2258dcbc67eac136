import Dependencies

/// Where `withAnchor()` hands its model when something else owns anchors in
/// the current task: a test marked `.modelTesting` installs one, so the test
/// owns the hierarchy and checks it exhaustively when it ends.
@_spi(ModelTesting)
public protocol AnchorScope: Sendable {
    /// Anchors `model` for the scope's owner and returns it.
    func anchor<M: Model>(
        _ model: M, dependencies: (inout DependencyValues) -> Void, at location: CallSite
    ) -> M
}

/// Holds the ``AnchorScope`` of the current task.
@_spi(ModelTesting)
public enum AnchorScopeLocal {
    /// The scope `withAnchor()` hands models to in the current task.
    @TaskLocal public static var current: (any AnchorScope)?
}
