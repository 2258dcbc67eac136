/// What a tester checks was asserted when the test ends. Anything in a
/// checked category that happened but was not asserted fails the test.
///
/// ```swift
/// let (model, tester) = MyModel().andTester(exhaustivity: [.state, .events])
/// tester.exhaustivity = .off
/// ```
public struct Exhaustivity: OptionSet, Hashable, Sendable {
    /// The bits of the categories in the set.
    public let rawValue: Int

    /// Creates a set of categories from its bits; use the static members instead, as in `[.state, .events]`.
    ///
    /// - Parameter rawValue: The bits of the categories.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Every change of tracked state must be read by a passing assertion.
    public static let state = Exhaustivity(rawValue: 1 << 0)
    /// Every event a model sends must be asserted with `didSend`.
    public static let events = Exhaustivity(rawValue: 1 << 1)
    /// No task may still be busy (rather than waiting on the model) when the test ends.
    public static let tasks = Exhaustivity(rawValue: 1 << 2)
    /// Every call of an installed ``TestProbe`` must be asserted with `wasCalled`.
    public static let probes = Exhaustivity(rawValue: 1 << 3)

    /// Everything: the default.
    public static let full: Exhaustivity = [.state, .events, .tasks, .probes]
    /// Nothing: only explicit assertions are checked.
    public static let off: Exhaustivity = []
}
