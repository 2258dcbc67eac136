/// A value that may hold models: a model itself, an optional, array,
/// dictionary or identified array of containers, or a `containers:` enum or
/// struct of a schema (whose conformance `modelgen` generates).
///
/// The runtime looks through containers to anchor, activate and deactivate
/// the models in them, to send events, and to answer hierarchy queries.
public protocol ModelContainer {
    /// Calls `visitor` with every model in this value, in order.
    func _$visitModels(_ visitor: inout some ModelVisitor)

    /// This value with every model in it replaced by `transform`'s result.
    func _$mapModels(_ transform: some ModelTransform) -> Self

    /// For an array of models: `body` called with the array's elements seen as
    /// their contexts' addresses. `nil` for every other shape.
    func _$withContiguousModels<R>(_ body: (UnsafeBufferPointer<UnsafeRawPointer>) -> R) -> R?

    /// The empty value of a collection, left in place while an in-place edit
    /// works on the collection so it isn't copied; `nil` for other shapes.
    static var _$empty: Self? { get }

    /// Whether the value is nothing but models (a model, or an optional,
    /// array or identified array of them), so that holding the same models
    /// means holding the same value.
    static var _$holdsOnlyModels: Bool { get }

    /// Whether the value is a collection (array, dictionary, identified
    /// array), whose models are named by position in messages.
    static var _$isCollection: Bool { get }
}

extension ModelContainer {
    /// The empty value left in place during an in-place edit (see the requirement).
    public static var _$empty: Self? { nil }

    /// Whether the value is nothing but models (see the requirement).
    public static var _$holdsOnlyModels: Bool { false }

    /// Whether models in it are named by position (see the requirement).
    public static var _$isCollection: Bool { false }

    /// `body` called with the models as their contexts' addresses, or `nil` (see the requirement).
    public func _$withContiguousModels<R>(_ body: (UnsafeBufferPointer<UnsafeRawPointer>) -> R) -> R? {
        nil
    }
}

/// Receives the models of a container.
public protocol ModelVisitor {
    /// Called with each model.
    mutating func visit<M: Model>(_ model: M)
}

/// Replaces the models of a container.
public protocol ModelTransform {
    /// The model to put where `model` was.
    func transform<M: Model>(_ model: M) -> M
}

extension Model {
    /// Whether the value is nothing but models (see the requirement).
    public static var _$holdsOnlyModels: Bool { true }

    /// Calls `visitor` with every model in the value, in order.
    public func _$visitModels(_ visitor: inout some ModelVisitor) {
        visitor.visit(self)
    }

    /// The value with every model replaced by `transform`'s result.
    public func _$mapModels(_ transform: some ModelTransform) -> Self {
        transform.transform(self)
    }
}

/// An optional child: the model, when there is one.
extension Optional: ModelContainer where Wrapped: ModelContainer {
    /// The empty value left in place during an in-place edit (see the requirement).
    public static var _$empty: Self? { .some(nil) }

    /// Whether the value is nothing but models (see the requirement).
    public static var _$holdsOnlyModels: Bool { Wrapped._$holdsOnlyModels }

    /// Calls `visitor` with every model in the value, in order.
    public func _$visitModels(_ visitor: inout some ModelVisitor) {
        self?._$visitModels(&visitor)
    }

    /// The value with every model replaced by `transform`'s result.
    public func _$mapModels(_ transform: some ModelTransform) -> Self {
        self?._$mapModels(transform)
    }
}

/// An array of children, named by position in messages.
extension Array: ModelContainer where Element: ModelContainer {
    /// Whether models in it are named by position (see the requirement).
    public static var _$isCollection: Bool { true }

    /// The empty value left in place during an in-place edit (see the requirement).
    public static var _$empty: Self? { [] }

    /// Whether the value is nothing but models (see the requirement).
    public static var _$holdsOnlyModels: Bool { Element._$holdsOnlyModels }

    /// Calls `visitor` with every model in the value, in order.
    public func _$visitModels(_ visitor: inout some ModelVisitor) {
        for element in self { element._$visitModels(&visitor) }
    }

    /// The value with every model replaced by `transform`'s result.
    public func _$mapModels(_ transform: some ModelTransform) -> Self {
        map { $0._$mapModels(transform) }
    }

    /// `body` called with the models as their contexts' addresses, or `nil` (see the requirement).
    public func _$withContiguousModels<R>(_ body: (UnsafeBufferPointer<UnsafeRawPointer>) -> R) -> R? {
        withContiguousModels(of: self, body)
    }
}

/// A dictionary of children: the models are its values.
extension Dictionary: ModelContainer where Value: ModelContainer {
    /// Whether models in it are named by position (see the requirement).
    public static var _$isCollection: Bool { true }

    /// The empty value left in place during an in-place edit (see the requirement).
    public static var _$empty: Self? { [:] }

    /// Calls `visitor` with every model in the value, in order.
    public func _$visitModels(_ visitor: inout some ModelVisitor) {
        for value in values { value._$visitModels(&visitor) }
    }

    /// The value with every model replaced by `transform`'s result.
    public func _$mapModels(_ transform: some ModelTransform) -> Self {
        mapValues { $0._$mapModels(transform) }
    }
}

/// Views an array of models as the addresses of their contexts: a model is a
/// struct holding exactly one class reference, so its bits are that address.
/// Comparing two such buffers finds what changed in a list of n children with
/// a scan of n words and no reference counting.
private func withContiguousModels<Element, R>(
    of array: [Element], _ body: (UnsafeBufferPointer<UnsafeRawPointer>) -> R
) -> R? {
    guard Element.self is any Model.Type,
        MemoryLayout<Element>.size == MemoryLayout<UnsafeRawPointer>.size
    else { return nil }
    return array.withUnsafeBufferPointer { buffer in
        buffer.withMemoryRebound(to: UnsafeRawPointer.self, body)
    }
}
