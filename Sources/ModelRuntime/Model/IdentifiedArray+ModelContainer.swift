// Children typed `IdentifiedArrayOf<Model>`, with the IdentifiedCollections
// trait (on by default). Without it this module neither imports nor
// re-exports IdentifiedCollections, and the names below stand in for its
// types so that code using them, such as the generated code of a schema
// with `IdentifiedArrayOf` children, fails saying what to do instead of
// "cannot find type". A module that imports IdentifiedCollections itself
// sees the real types: the compiler prefers them over unavailable ones.

#if IdentifiedCollections
    import IdentifiedCollections

    /// An identified array of children, named by position in messages.
    extension IdentifiedArray: ModelContainer where Element: ModelContainer & Identifiable, ID == Element.ID {
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
            // Transforms keep identities, so the elements stay unique.
            IdentifiedArray(uncheckedUniqueElements: map { $0._$mapModels(transform) }, id: id)
        }

        /// `body` called with the models as their contexts' addresses, or `nil` (see the requirement).
        public func _$withContiguousModels<R>(_ body: (UnsafeBufferPointer<UnsafeRawPointer>) -> R) -> R? {
            elements._$withContiguousModels(body)
        }
    }
#else
    /// Stands in for IdentifiedCollections' `IdentifiedArrayOf` in a package
    /// that turned modelgen's IdentifiedCollections trait off.
    @available(
        *, unavailable,
        message:
            "IdentifiedArrayOf needs modelgen's IdentifiedCollections trait, which is on by default: remove 'traits: []' from the modelgen dependency in Package.swift, or list \"IdentifiedCollections\" in it"
    )
    public typealias IdentifiedArrayOf<Element> = [Element]

    /// Stands in for IdentifiedCollections' `IdentifiedArray` in a package
    /// that turned modelgen's IdentifiedCollections trait off.
    @available(
        *, unavailable,
        message:
            "IdentifiedArray needs modelgen's IdentifiedCollections trait, which is on by default: remove 'traits: []' from the modelgen dependency in Package.swift, or list \"IdentifiedCollections\" in it"
    )
    public typealias IdentifiedArray<ID, Element> = [Element]
#endif
