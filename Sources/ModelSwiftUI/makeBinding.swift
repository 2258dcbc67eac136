#if canImport(SwiftUI) || MODELGEN_SWIFTUI_STAND_IN
    import IssueReporting
    import ModelRuntime
    import SwiftUI

    /// A binding to `keyPath` of `model`: reads it, and writes it as
    /// `model.property = value` does, unless the model was removed from its
    /// hierarchy (see ``reportRemovedModel(_:_:)``) or `isNoChange` says the
    /// write changes nothing.
    ///
    /// The write runs in the transaction SwiftUI hands the setter, as the
    /// bindings of `@State` do: `$model.count.animation()`, a binding's
    /// `transaction(_:)` and a control that writes with an animation reach
    /// the views that observe the property. The value-only `Binding(get:set:)`
    /// would drop it, and nothing would animate.
    func makeBinding<M: Model, Value>(
        to keyPath: ReferenceWritableKeyPath<M, Value> & Sendable, of model: M,
        isNoChange: @escaping @Sendable (_ current: Value, _ new: Value) -> Bool = { _, _ in false }
    ) -> Binding<Value> {
        Binding(
            get: { model[keyPath: keyPath] },
            set: { newValue, transaction in
                guard !reportRemovedModel(model, keyPath), !isNoChange(model[keyPath: keyPath], newValue) else {
                    return
                }
                withTransaction(transaction) { model[keyPath: keyPath] = newValue }
            })
    }

    /// A binding to a `children:` property: like ``makeBinding(to:of:isNoChange:)``,
    /// but writing back the models the property holds is no write.
    ///
    /// SwiftUI writes a whole collection back whenever one element's binding
    /// is written (`ForEach($model.rows) { $row in … }` projects the element
    /// through the collection's binding). The runtime would take that as an
    /// assignment of the property: nothing changes in an anchored hierarchy,
    /// but observers of an unanchored model hear of it, and it costs a pass
    /// over the collection under the hierarchy's exclusive section.
    ///
    /// `SendableMetatype`: the setter asks the type how to compare its values,
    /// from whatever thread writes the binding. Every children type of a
    /// generated model is one (none is isolated).
    func makeChildrenBinding<M: Model, Value: ModelContainer & SendableMetatype>(
        to keyPath: ReferenceWritableKeyPath<M, Value> & Sendable, of model: M
    ) -> Binding<Value> {
        // Only a value made of nothing but models is the same value when it
        // holds the same models; a container enum may hold a string too.
        makeBinding(to: keyPath, of: model) { current, new in
            Value._$holdsOnlyModels && holdsTheSameModels(current, new)
        }
    }

    /// Reports a write through a binding to a model that was removed from its
    /// hierarchy, and returns whether it did. A view can still show a removed
    /// model for a moment (a text field committing as its row is deleted); its
    /// state is back to what it was created with and nothing will read it, so
    /// the write is dropped rather than made.
    func reportRemovedModel<M: Model, Value>(_ model: M, _ keyPath: KeyPath<M, Value>) -> Bool {
        guard model._$isDestructed else { return false }
        reportIssue(
            """
            A binding wrote \(describeProperty(keyPath)) after the \(M.self) was removed from its \
            hierarchy; the write is dropped. A view still holds a removed model: make the view's bindings from \
            the model its parent holds now.
            """)
        return true
    }

    /// What a binding to `keyPath` writes, for messages: `Editor.title`, or
    /// for a property the schema doesn't declare (a computed one), `a
    /// property of Editor`. Key paths can't say their names on every
    /// platform; the model's list of properties can.
    private func describeProperty<M: Model, Value>(_ keyPath: KeyPath<M, Value>) -> String {
        let property = M._$properties.first { ($0 as? ModelProperty<M, Value>)?.modelKeyPath == keyPath }
        return property.map { "\(M.self).\($0.name)" } ?? "a property of \(M.self)"
    }

    /// Whether `old` and `new` hold the same models, in the same order.
    private func holdsTheSameModels<Value: ModelContainer>(_ old: Value, _ new: Value) -> Bool {
        var oldModels = ModelIdentities()
        old._$visitModels(&oldModels)
        var newModels = ModelIdentities()
        new._$visitModels(&newModels)
        return oldModels.identities == newModels.identities
    }

    /// The contexts of the models a container holds: one per model, shared
    /// by every copy of it.
    private struct ModelIdentities: ModelVisitor {
        var identities: [ObjectIdentifier] = []

        mutating func visit<Child: Model>(_ model: Child) {
            identities.append(ObjectIdentifier(model._$context))
        }
    }
#endif
