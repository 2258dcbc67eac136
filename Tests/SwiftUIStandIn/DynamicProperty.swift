// A test-only stand-in for SwiftUI's `DynamicProperty`, with the signatures
// of Apple's SwiftUI reference
// (developer.apple.com/documentation/swiftui/dynamicproperty). See Binding.swift.

/// Mirrors `SwiftUI.DynamicProperty`: `protocol DynamicProperty`, "an
/// interface for a stored variable that updates an external property of a
/// view". `ObservedModel` conforms, as SwiftUI's own property wrappers do.
public protocol DynamicProperty {
    /// Mirrors `DynamicProperty.update()`: `mutating func update()`. SwiftUI
    /// calls it before rendering a view's `body`.
    mutating func update()
}

extension DynamicProperty {
    /// Mirrors SwiftUI's default `update()`, which does nothing: a property
    /// wrapper such as `ObservedModel` that has nothing to refresh before
    /// `body` conforms without writing one.
    public mutating func update() {}
}
