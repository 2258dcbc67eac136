import Dependencies

/// `values` with `overrides` applied, the way swift-dependencies'
/// `withDependencies` applies its closure.
///
/// There the closure runs while dependencies are being set: a dependency it
/// reads that has no test implementation gives its preview value instead of
/// reporting, so `$0.date.now = …` (which reads `date` to change a member) and
/// an override that reads another dependency work in a test, as every
/// swift-dependencies user expects. Every entry point that takes an override
/// closure (`withAnchor`, `andAnchor`, `withDependencies` on a model, the
/// test tools' `andTester` and `.modelTesting`) applies it through here.
@_spi(ModelTesting)
public func applyDependencyOverrides(
    to values: DependencyValues, _ overrides: (inout DependencyValues) -> Void
) -> DependencyValues {
    DependencyValues.$_current.withValue(values) {
        withDependencies(overrides) { DependencyValues._current }
    }
}
