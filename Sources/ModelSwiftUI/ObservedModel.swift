#if canImport(SwiftUI) || MODELGEN_SWIFTUI_STAND_IN
    import IssueReporting
    import ModelRuntime
    import SwiftUI

    /// A model a SwiftUI view shows and edits: the view updates when a
    /// property it read changes, and `$model.property` is a `Binding`.
    ///
    /// ```swift
    /// struct CounterView: View {
    ///     @ObservedModel var model: CounterModel
    ///
    ///     var body: some View {
    ///         Stepper("\(model.count)", value: $model.count)
    ///     }
    /// }
    /// ```
    ///
    /// Generated models are `Observable`, so SwiftUI itself tracks what `body`
    /// reads and re-renders the view on the main actor when one of those
    /// properties changes, whichever thread wrote it. `ObservedModel` adds the
    /// bindings. A binding's write is a write to the model: observers, undo,
    /// transactions and the test tools see it as they see `model.count = 1`.
    ///
    /// Bindings reach through children (`$model.form.title`) and, in a
    /// `ForEach` over a binding to a collection of children, through each
    /// element (`$row.title`). A binding reached through a child holds that
    /// child, so it keeps writing to the same model when the collection
    /// changes around it; once that model is removed from its parent, a write
    /// through the binding is reported and dropped.
    ///
    /// Two `ObservedModel`s are equal when they hold the same model (any copy
    /// of it), so SwiftUI can skip a child view's `body` when its parent
    /// renders again with the same model.
    @propertyWrapper @dynamicMemberLookup
    public struct ObservedModel<M: Model>: DynamicProperty, Sendable, Equatable {
        /// The model.
        public var wrappedValue: M

        /// Holds `wrappedValue`; `@ObservedModel var model: M` in a view
        /// calls this with the model the view is given.
        public init(wrappedValue: M) {
            self.wrappedValue = wrappedValue
        }

        /// Holds the model of another `ObservedModel`, so a view can hand its
        /// `$model` to a child view's `@ObservedModel` parameter.
        public init(projectedValue: ObservedModel<M>) {
            self.wrappedValue = projectedValue.wrappedValue
        }

        /// Itself: `$model.title` makes bindings through the subscripts below.
        public var projectedValue: ObservedModel<M> { self }

        /// A binding to the model itself, for an API that takes a
        /// `Binding<M>`: it reads the model. A model is one reference, so
        /// there is nothing for a write to replace: writing the same model
        /// back (any copy of it) does nothing, and writing another is
        /// reported and dropped.
        public var binding: Binding<M> {
            let model = wrappedValue
            return Binding(
                get: { model },
                set: { newValue, _ in
                    guard !isSameModel(newValue, model) else { return }
                    reportIssue(
                        """
                        A binding to a model of type \(M.self) was written with another model; the write is dropped. \
                        `$model.binding` reads the model it was made from: change the model's properties instead.
                        """)
                })
        }

        /// Whether both hold the same model.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            isSameModel(lhs.wrappedValue, rhs.wrappedValue)
        }

        /// A binding to a property of the model: `$model.title`.
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<M, Value> & Sendable) -> Binding<Value>
        {
            makeBinding(to: keyPath, of: wrappedValue)
        }

        /// A binding to a child or a collection of children: `$model.form`,
        /// `$model.rows`. Writing back the models it already holds (as a
        /// binding to one element does) changes nothing and notifies nobody.
        public subscript<Value: ModelContainer & SendableMetatype>(
            dynamicMember keyPath: ReferenceWritableKeyPath<M, Value> & Sendable
        ) -> Binding<Value> {
            makeChildrenBinding(to: keyPath, of: wrappedValue)
        }
    }

    /// Whether `a` and `b` are the same model: copies share one context.
    func isSameModel<M: Model>(_ a: M, _ b: M) -> Bool {
        ObjectIdentifier(a._$context) == ObjectIdentifier(b._$context)
    }
#endif
