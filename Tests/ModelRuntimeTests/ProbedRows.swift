import ModelRuntime

@testable import Showcase

// Two models written as modelgen would write them, for UserKeyTests: a row
// whose `id` is a key of the user's own type, and a list of such rows with
// a counter beside it, in the same hierarchy, for the key to read.

/// A row identified by a ``ProbedKey``, as a schema's `id:` names a constant.
nonisolated struct ProbedRow: Model {
    /// The context every copy of this model shares.
    let _$context: ModelContext<Self>

    /// Creates a row identified by `key`, holding `value`.
    init(key: ProbedKey, value: Int = 0) {
        _$context = ModelContext(state: _State(value: value), constants: _Constants(key: key))
    }

    /// Wraps an existing context; the runtime uses it for copies.
    init(_$context: ModelContext<Self>) {
        self._$context = _$context
    }

    /// The row's identity, whose hash and `==` read a model.
    var id: ProbedKey { _$context.constants.key }

    /// The `value` state.
    var value: Int {
        get { _$context[self, \.value, Self._$value] }
        nonmutating set { _$context.write(self, \.value, Self._$value, newValue) }
        nonmutating _modify { yield &_$context[self, \.value, Self._$value] }
    }

    /// The tracked state.
    struct _State: Sendable {
        var value: Int
    }

    /// The constants, fixed at init.
    struct _Constants: Sendable {
        let key: ProbedKey
    }

    static let _$value = ModelProperty<Self, Int>("value", index: 0, \_State.value, \Self.value)

    /// The properties, in schema order.
    static let _$properties: [AnyModelProperty<Self>] = [ModelConstant("key", \Self.id), _$value]
}

/// A list of ``ProbedRow``s beside a counter the rows' keys read.
nonisolated struct ProbedRows: Model {
    /// The context every copy of this model shares.
    let _$context: ModelContext<Self>

    /// Creates the list with `rows`.
    init(rows: [ProbedRow] = []) {
        _$context = ModelContext(state: _State(counter: .make(), rows: rows))
    }

    /// Wraps an existing context; the runtime uses it for copies.
    init(_$context: ModelContext<Self>) {
        self._$context = _$context
    }

    /// The counter the rows' keys read.
    var counter: Counter {
        get { _$context[self, \.counter, Self._$counter] }
        nonmutating set { _$context.write(self, \.counter, Self._$counter, newValue) }
        nonmutating _modify { yield &_$context[self, \.counter, Self._$counter] }
    }

    /// The rows, paired with the ones they replace by `id` when assigned.
    var rows: [ProbedRow] {
        get { _$context[self, \.rows, Self._$rows] }
        nonmutating set { _$context.write(self, \.rows, Self._$rows, newValue) }
        nonmutating _modify { yield &_$context[self, \.rows, Self._$rows] }
    }

    /// The tracked state.
    struct _State: Sendable {
        var counter: Counter
        var rows: [ProbedRow]
    }

    static let _$counter = ModelChildProperty<Self, Counter>(
        "counter", index: 0, childIndex: 0, \_State.counter, \Self.counter)
    static let _$rows = ModelChildProperty<Self, [ProbedRow]>("rows", index: 1, childIndex: 1, \_State.rows, \Self.rows)

    /// The properties, in schema order.
    static let _$properties: [AnyModelProperty<Self>] = [_$counter, _$rows]
}
