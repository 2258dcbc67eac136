/// The result of one pipeline stage: a value plus the problems found making it.
///
/// Stages keep going after a problem where they can, so one run reports as
/// many problems as possible; callers decide from ``diagnostics`` whether to use
/// ``value``.
public struct Diagnosed<Value> {
    /// What the stage produced, as far as it could.
    public var value: Value
    /// The problems found, in the order the stage met them.
    public var diagnostics: [Diagnostic]

    /// Creates a stage result.
    public init(_ value: Value, diagnostics: [Diagnostic] = []) {
        self.value = value
        self.diagnostics = diagnostics
    }
}

extension Diagnosed: Sendable where Value: Sendable {}
