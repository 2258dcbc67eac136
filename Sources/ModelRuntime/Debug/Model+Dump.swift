import CustomDump

extension Model {
    /// The model's properties by name, for `dump`, `print` and custom-dump
    /// diffs, in schema order.
    public var customMirror: Mirror {
        if let shallowDump = ShallowDump.current, !shallowDump.showsProperties(of: _$context.id) {
            // A child of the model a shallow dump is of: its type name alone.
            return Mirror(self, children: [], displayStyle: .struct)
        }
        return Mirror(
            self, children: Self._$properties.map { (label: Optional($0.name), value: $0.value(in: self)) },
            displayStyle: .struct)
    }

    /// The model's properties by name, for diffs in test failures and change printing.
    public var customDumpMirror: Mirror { customMirror }
}

extension Model {
    /// `TypeName(property: value, …)`, as custom-dump prints it.
    public var description: String { String(customDumping: self) }
}

/// A dump in progress that shows one model with its properties
/// (`DebugOptions.isShallow`): every other model prints as its type name,
/// `Counter()`.
final class ShallowDump: @unchecked Sendable {
    /// The shallow dump running on this thread, if any.
    @TaskLocal static var current: ShallowDump?

    /// The model shown with its properties; until set, the first one met.
    /// Touched only by the thread dumping.
    private var root: ModelID?

    private init(root: ModelID?) {
        self.root = root
    }

    /// Whether the model with `id` is shown with its properties.
    func showsProperties(of id: ModelID) -> Bool {
        guard let root else {
            root = id
            return true
        }
        return root == id
    }

    /// `body`'s dumps, showing the properties of the model with id `root`
    /// only (or of the first model met, without one).
    static func run<Result>(root: ModelID?, _ body: () -> Result) -> Result {
        $current.withValue(ShallowDump(root: root), operation: body)
    }
}
