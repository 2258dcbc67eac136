/// A context or preference key's description, which knows the name of the
/// property of `ContextKeys` or `PreferenceKeys` that returns it, for messages.
protocol NamedStorage {
    /// The property's name.
    var name: String { get }
}

/// The property name in `#function`: `total` for a property, `total` for `total()` too.
func propertyName(_ function: StaticString) -> String {
    let text = "\(function)"
    return text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
}
