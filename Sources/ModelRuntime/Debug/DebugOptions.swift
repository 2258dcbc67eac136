/// What `node.debug`, `withDebug`, `Observed(debug:)` and `memoize(debug:)`
/// print: which dependency triggered an update (`triggers`), and the value
/// that came out of it (`changes`).
///
/// ```swift
/// node.debug()                                   // the whole model: a diff after each change
/// node.debug(.triggers(.withValue)) { count }    // what changed, old → new
/// node.forEach(Observed(debug: .all) { count }) { … }
/// node.memoize(for: "sorted", debug: .changes(.value)) { items.sorted() }
/// ```
///
/// Output is printed in `DEBUG` builds only; elsewhere the options do nothing.
public struct DebugOptions: Sendable {
    /// How to report the dependency that triggered an update; `nil` prints none.
    public var triggers: TriggerFormat?
    /// How to report the new value; `nil` prints none.
    public var changes: ChangeFormat?
    /// The label the lines start with. By default the model's type name,
    /// `Observed`, or `Type[memoize: key]`.
    public var name: String?
    /// Where lines go; `print` by default.
    public var printer: (any TextOutputStream & Sendable)?
    /// Whether to leave the model's children out: their changes trigger no
    /// output, and values show a child model as its type name alone,
    /// `Counter(…)`, so only the model's own properties (and which children
    /// it holds) are reported.
    ///
    /// The model is the one debugged: `node.debug`'s, the one that
    /// memoizes, or, for an `Observed`, the one whose `forEach` or task
    /// iterates it (an `Observed` iterated outside any model's task has no
    /// model, so only its values are shallow).
    public var isShallow: Bool

    /// Describes what to print.
    public init(
        triggers: TriggerFormat? = .name, changes: ChangeFormat? = .diff(), isShallow: Bool = false,
        name: String? = nil, printer: (any TextOutputStream & Sendable)? = nil
    ) {
        self.triggers = triggers
        self.changes = changes
        self.isShallow = isShallow
        self.name = name
        self.printer = printer
    }

    /// Triggers by name and changes as a diff.
    public static let all = DebugOptions()

    /// Triggers by name and changes as a diff, of the model's own
    /// properties only: ``isShallow``.
    ///
    /// ```swift
    /// node.debug(.shallow)   // a child's changes print nothing
    /// ```
    public static let shallow = DebugOptions(isShallow: true)

    /// Triggers only.
    public static func triggers(_ format: TriggerFormat = .name) -> DebugOptions {
        DebugOptions(triggers: format, changes: nil)
    }

    /// Changes only.
    public static func changes(_ format: ChangeFormat = .diff()) -> DebugOptions {
        DebugOptions(triggers: nil, changes: format)
    }
}

/// How a dependency that changed is reported.
public enum TriggerFormat: Sendable {
    /// `dependency changed: CounterModel.count`
    case name
    /// `dependency changed: CounterModel.count: 0 → 5`, each side cut to
    /// `maxLines` lines and dumped to `maxDepth` levels.
    case withValue(maxLines: Int = 20, maxDepth: Int = 4)
    /// The name, then a diff of the old and new value, indented under it.
    case withDiff(DiffStyle = .compact)

    /// `.withValue()` with its defaults.
    public static var withValue: TriggerFormat { .withValue() }
    /// `.withDiff()` with its default style.
    public static var withDiff: TriggerFormat { .withDiff() }
}

/// How a new value is reported.
public enum ChangeFormat: Sendable {
    /// `Label value changed:` and a diff of the old and new value.
    case diff(DiffStyle = .compact)
    /// `Label = value`, cut to `maxLines` lines and dumped to `maxDepth` levels.
    case value(maxLines: Int = 20, maxDepth: Int = 4)

    /// `.diff()` with its default style.
    public static var diff: ChangeFormat { .diff() }
    /// `.value()` with its defaults.
    public static var value: ChangeFormat { .value() }
}

/// How much of the unchanged part of a value a diff shows.
public enum DiffStyle: Sendable {
    /// The changed lines and the lines that enclose them.
    case compact
    /// Like `compact`, with each run of left-out lines shown as `… (N unchanged)`.
    case collapsed
    /// Every line.
    case full
}
