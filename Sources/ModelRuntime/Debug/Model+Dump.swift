import CustomDump

extension Model {
    /// The model's properties by name, for `dump`, `print` and custom-dump
    /// diffs, in schema order.
    public var customMirror: Mirror {
        Mirror(
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
