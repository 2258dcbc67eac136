import CustomDump
import Observation

/// A model: a struct of state, child models, dependencies and behaviour, one
/// reference wide, whose copies all share one ``ModelContext``.
///
/// You don't conform to `Model` by hand: `modelgen` writes the conformance,
/// the stored context and every accessor from a schema, and you add behaviour
/// in extensions:
///
/// ```swift
/// extension CounterModel {
///     func incrementTapped() { count += 1 }
/// }
/// ```
///
/// A model is created in the *initial* stage, becomes *anchored* when it joins
/// an anchored hierarchy (``Model/withAnchor(dependencies:fileID:filePath:line:column:)``, or by being
/// assigned to an anchored parent), and is *destructed* when it leaves it.
public protocol Model: ModelContainer, Identifiable, Observable, Sendable, CustomReflectable,
    CustomDumpReflectable, CustomStringConvertible
{
    /// The tracked state the generated code stores in the context.
    associatedtype _State: Sendable = ModelEmpty
    /// The `constants:` of the schema, fixed at init.
    associatedtype _Constants: Sendable = ModelEmpty
    /// The `callbacks:` of the schema, fixed at init.
    associatedtype _Callbacks: Sendable = ModelEmpty
    /// The events the model sends with `node.send(_:)`; `Never` when it has none.
    associatedtype Event: Sendable = Never

    /// The context every copy of this model shares. Generated; don't use it directly.
    var _$context: ModelContext<Self> { get }

    /// Wraps an existing context. Generated; used by the runtime for copies.
    init(_$context: ModelContext<Self>)

    /// The properties of the model, in schema order, for diffs, dumps and tests. Generated.
    static var _$properties: [AnyModelProperty<Self>] { get }

    /// Called once the model joins an anchored hierarchy, after its parent's
    /// `onActivate()` and before its children's. Write it in an extension to
    /// start tasks, observe children and read dependencies.
    func onActivate()

    /// Called once the model joins an anchored hierarchy, before the closures
    /// given to `withSetup` and before `onActivate()`: what the schema asks
    /// of activation (connecting `persisted:` state to its storage). Generated.
    func _$willActivate()
}

extension Model {
    /// Does nothing: a model without an `onActivate()` of its own starts no work when it is activated.
    public func onActivate() {}

    /// Does nothing: the schema asks nothing of this model's activation.
    public func _$willActivate() {}

    /// No properties: generated models list theirs.
    public static var _$properties: [AnyModelProperty<Self>] { [] }

    /// The model implementor's interface to the runtime: dependencies, tasks,
    /// events, cancellation, transactions and hierarchy queries.
    ///
    /// Meant for the model's own implementation (its extensions and
    /// `onActivate()`), not for code that merely uses the model.
    public var node: ModelNode<Self> { ModelNode(_$context) }

    /// The identity of this model instance, which the runtime gives it when
    /// it is created: shared by every copy of the value, never given to
    /// another model. It is `id` unless the schema names an `id` of its
    /// own, a domain value two models may share in turn; `modelID` tells
    /// instances apart all the same.
    public var modelID: ModelID { _$context.id }
}

extension Model where ID == ModelID {
    /// The model's identity, shared by all copies of it.
    public var id: ModelID { _$context.id }
}

/// The empty part of a model: no constants, no callbacks, or no state.
public struct ModelEmpty: Hashable, Sendable {
    /// Creates the empty value.
    public init() {}
}
