/// What a test checks was asserted when it ends. Anything in a checked
/// category that happened but was not asserted fails the test.
///
/// ```swift
/// let (model, tester) = MyModel().andTester(exhaustivity: [.state, .events])
/// tester.exhaustivity = .full.removing(.tasks)
/// ```
///
/// An absolute value (`.full`, `[.state, .events]`, `.off.adding(.state)`)
/// replaces the exhaustivity of the enclosing suite; an
/// ``ExhaustivityModifier`` (`.removing(.events)`) changes it.
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
    /// No task the test started may still be busy (rather than waiting on the
    /// model) when the test ends. Work a model started in `onActivate()` lasts
    /// as long as the model and is not checked.
    public static let tasks = Exhaustivity(rawValue: 1 << 2)
    /// Every call of an installed ``TestProbe`` must be asserted with `wasCalled`.
    public static let probes = Exhaustivity(rawValue: 1 << 3)
    /// Every `node.context` value a model set or removed must be read by a passing assertion.
    public static let context = Exhaustivity(rawValue: 1 << 4)
    /// Every `node.preference` contribution a model changed must be read by a passing assertion.
    public static let preference = Exhaustivity(rawValue: 1 << 5)
    /// Opt-in: each `expect` or `assert` sees the oldest unasserted value of
    /// each property it reads, so sequential assertions match the writes in
    /// the order they happened, and each intermediate value must be asserted.
    /// Not part of ``full``.
    public static let transitions = Exhaustivity(rawValue: 1 << 6)

    /// Every category except ``transitions``: the default.
    public static let full: Exhaustivity = [.state, .events, .tasks, .probes, .context, .preference]
    /// Nothing: only explicit assertions are checked.
    public static let off: Exhaustivity = []

    /// This exhaustivity with `other`'s categories added: `.off.adding(.state)`.
    public func adding(_ other: Exhaustivity) -> Exhaustivity { union(other) }

    /// This exhaustivity without `other`'s categories: `.full.removing(.events)`.
    public func removing(_ other: Exhaustivity) -> Exhaustivity { subtracting(other) }
}

/// A change to the exhaustivity in effect, rather than a replacement: what
/// `.modelTesting(.removing(.events))` and `withExhaustivity(.adding(.events))`
/// take. Nested traits compose: a suite's modifier applies first, then the
/// test's.
///
/// ```swift
/// @Suite(.modelTesting(.removing(.events)))   // .full − .events
/// struct CounterTests {
///     @Test(.modelTesting(.removing(.tasks)))  // .full − .events − .tasks
///     func increment() async { … }
/// }
/// ```
public struct ExhaustivityModifier: Sendable {
    private let transform: @Sendable (Exhaustivity) -> Exhaustivity

    /// A modifier that turns the exhaustivity in effect into `transform`'s result.
    public init(_ transform: @escaping @Sendable (Exhaustivity) -> Exhaustivity) {
        self.transform = transform
    }

    /// The exhaustivity this modifier makes of `base`.
    public func apply(to base: Exhaustivity) -> Exhaustivity {
        transform(base)
    }

    /// Adds `categories` to the exhaustivity in effect.
    public static func adding(_ categories: Exhaustivity) -> ExhaustivityModifier {
        ExhaustivityModifier { $0.union(categories) }
    }

    /// Removes `categories` from the exhaustivity in effect.
    public static func removing(_ categories: Exhaustivity) -> ExhaustivityModifier {
        ExhaustivityModifier { $0.subtracting(categories) }
    }

    /// Replaces the exhaustivity in effect with `exhaustivity`.
    public static func replacing(with exhaustivity: Exhaustivity) -> ExhaustivityModifier {
        ExhaustivityModifier { _ in exhaustivity }
    }
}
