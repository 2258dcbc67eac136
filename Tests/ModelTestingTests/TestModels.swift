import ModelRuntime
import IdentifiedCollections

// The shape modelgen emits, written by hand until the emitter lands.

struct Counter: Model {
    let _$context: ModelContext<Counter>

    init(count: Int = 0, onFact: @escaping @Sendable (Int, String) -> Void = { _, _ in }) {
        _$context = ModelContext(state: _State(count: count), callbacks: _Callbacks(onFact: onFact))
    }

    init(_$context: ModelContext<Counter>) { self._$context = _$context }

    var count: Int {
        get { _$context[\.count, Self._count] }
        nonmutating set { _$context[\.count, Self._count] = newValue }
        nonmutating _modify { yield &_$context[\.count, Self._count] }
    }

    var onFact: @Sendable (Int, String) -> Void { _$context.callbacks.onFact }

    struct _State: Sendable {
        var count: Int
    }

    struct _Callbacks: Sendable {
        let onFact: @Sendable (Int, String) -> Void
    }

    static let _count = ModelProperty<Counter, Int>("count", index: 0, \_State.count, \Counter.count)
    static let _$properties: [AnyModelProperty<Counter>] = [_count]
}

struct Row: Model {
    let _$context: ModelContext<Row>

    init(counter: Counter = Counter(), onRemove: @escaping @Sendable () -> Void = {}) {
        _$context = ModelContext(state: _State(counter: counter), callbacks: _Callbacks(onRemove: onRemove))
    }

    init(_$context: ModelContext<Row>) { self._$context = _$context }

    var counter: Counter {
        get { _$context[\.counter, Self._counter] }
        nonmutating set { _$context[\.counter, Self._counter] = newValue }
        nonmutating _modify { yield &_$context[\.counter, Self._counter] }
    }

    var onRemove: @Sendable () -> Void { _$context.callbacks.onRemove }

    struct _State: Sendable {
        var counter: Counter
    }

    struct _Callbacks: Sendable {
        let onRemove: @Sendable () -> Void
    }

    static let _counter = ModelChildProperty<Row, Counter>("counter", index: 0, childIndex: 0, \_State.counter, \Row.counter)
    static let _$properties: [AnyModelProperty<Row>] = [_counter]
}

struct App: Model {
    let _$context: ModelContext<App>

    init(rows: [Row] = [], title: String = "") {
        _$context = ModelContext(state: _State(rows: rows, title: title))
    }

    init(_$context: ModelContext<App>) { self._$context = _$context }

    var rows: [Row] {
        get { _$context[\.rows, Self._rows] }
        nonmutating set { _$context[\.rows, Self._rows] = newValue }
        nonmutating _modify { yield &_$context[\.rows, Self._rows] }
    }

    var title: String {
        get { _$context[\.title, Self._title] }
        nonmutating set { _$context[\.title, Self._title] = newValue }
        nonmutating _modify { yield &_$context[\.title, Self._title] }
    }

    struct _State: Sendable {
        var rows: [Row]
        var title: String
    }

    static let _rows = ModelChildProperty<App, [Row]>("rows", index: 0, childIndex: 0, \_State.rows, \App.rows)
    static let _title = ModelProperty<App, String>("title", index: 1, \_State.title, \App.title)
    static let _$properties: [AnyModelProperty<App>] = [_rows, _title]
}

extension App {
    func addRow() {
        rows.append(Row(onRemove: { [self] in removeRow() }))
    }

    func removeRow() {
        rows.removeLast()
    }
}
