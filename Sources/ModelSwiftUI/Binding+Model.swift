#if canImport(SwiftUI) || MODELGEN_SWIFTUI_STAND_IN
    import ModelRuntime
    import SwiftUI

    extension Binding where Value: Model {
        /// A binding to a property of the bound model: `$row.title` for a row
        /// of a `ForEach`, `$model.form.title` through a child.
        ///
        /// Writes the property of the model the binding holds now, rather
        /// than reading the model, changing it and writing it back through
        /// this binding as SwiftUI's `subscript(dynamicMember:)` would: a
        /// model is one reference, so there is nothing to write back, and the
        /// parent's collection isn't written at all.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
            makeBinding(to: sendable(keyPath), of: wrappedValue)
        }

        /// A binding to a child or a collection of children of the bound
        /// model: `$model.form.rows`.
        public subscript<Subject: ModelContainer & SendableMetatype>(
            dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
        ) -> Binding<Subject> {
            makeChildrenBinding(to: sendable(keyPath), of: wrappedValue)
        }
    }

    /// The key path, as `Sendable`. Binding's subscripts take a plain key path
    /// where `ObservedModel`'s take `& Sendable`: with `& Sendable` Swift ranks
    /// SwiftUI's own `subscript(dynamicMember: WritableKeyPath)` above them and
    /// never picks them. A key path is immutable; it could only carry
    /// something unsendable in a subscript argument (`\M.[index]`), and model
    /// properties take none.
    private func sendable<Root, Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>
    ) -> ReferenceWritableKeyPath<Root, Value> & Sendable {
        unsafeBitCast(keyPath, to: (ReferenceWritableKeyPath<Root, Value> & Sendable).self)
    }
#endif
