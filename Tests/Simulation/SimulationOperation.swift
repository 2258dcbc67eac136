/// One step of a random program. Indices are taken modulo what exists when
/// the step runs, so a shrunk program (steps left out) still runs.
public enum SimulationOperation: Sendable, Equatable, CustomStringConvertible {
    /// Appends a new counter to the parent's `list`.
    case add(count: Int)
    /// Removes a counter from `list`.
    case remove(Int)
    /// Replaces a counter in `list` by a new one.
    case replace(Int, count: Int)
    /// Moves a counter within `list`, in one assignment.
    case move(Int, to: Int)
    /// Assigns `identified`: items named `names`, paired by `id` with the items there.
    case assignItems(names: [Int], value: Int)
    /// Writes a counter's `count`.
    case write(Int, value: Int)
    /// `count += 1` on a counter.
    case increment(Int)
    /// Writes the parent's `title`.
    case writeTitle(Int)
    /// Writes counters' counts in one transaction, which may throw at its end.
    case transaction(writes: [Int], throwing: Bool)
    /// Writes the parent's `theme` context value (`nil` removes it), or a counter's own.
    case theme(Int?, on: Int?)
    /// Sets a counter's contribution to the `total` preference.
    case preference(Int, value: Int)
    /// Reads a memo of a counter, keyed.
    case memoize(Int, key: Int)
    /// Resets a memo of a counter.
    case resetMemo(Int, key: Int)
    /// Registers work on a counter, filed under a key or not.
    case onCancel(Int, key: Int?)
    /// Cancels a counter's work filed under a key.
    case cancelAll(Int, key: Int)
    /// Checks a frozen copy of the parent, and that writing it is reported.
    case frozenCopy
    /// Starts a `withObservationTracking` observer of a counter's count.
    case observe(Int)
    /// Writes to a removed counter: reported and dropped.
    case writeRemoved(Int, value: Int)
    /// Edits the undo-tracked editor's title or body.
    case edit(title: Bool, value: Int)
    /// Undoes, or redoes, on the editor's stack.
    case undo(redo: Bool)
    /// Sends an event from the parent down to its descendants, or from a counter up.
    case send(from: Int?)
    /// Assigns the parent's `destination` container: a new counter in it (or
    /// the one there, `keepCounter`), an item named `name` paired by `id` with
    /// the one there, a note, `.empty` or `nil`.
    case setDestination(DestinationShape, count: Int, name: Int, keepCounter: Bool)
    /// Writes the count of the counter in `destination`, through the container.
    case writeDestination(value: Int)
    /// Starts an `Observed` of a counter's memo, keyed.
    case observeMemo(Int, key: Int)
    /// Starts a `node.task` on a counter that writes its `history`, then runs
    /// until cancelled; filed under a key or not.
    case startTask(Int, key: Int?)
    /// Assigns the parent's `page` (a generic `Paginated` container): items
    /// named `names` at `page`, paired by `id` with the items there, or `nil`.
    case setPage(names: [Int]?, page: Int)
    /// Writes an item's value through `page`, and moves to the next page.
    case writePage(Int, value: Int)
    /// Waits for the events, `onChange` values and `Observed` values to arrive.
    case settle

    /// The step as Swift, as a shrunk program prints it.
    public var description: String {
        switch self {
        case .add(let count): "add(count: \(count))"
        case .remove(let index): "remove(\(index))"
        case .replace(let index, let count): "replace(\(index), count: \(count))"
        case .move(let from, let to): "move(\(from), to: \(to))"
        case .assignItems(let names, let value): "assignItems(names: \(names), value: \(value))"
        case .write(let index, let value): "write(\(index), value: \(value))"
        case .increment(let index): "increment(\(index))"
        case .writeTitle(let value): "writeTitle(\(value))"
        case .transaction(let writes, let throwing): "transaction(writes: \(writes), throwing: \(throwing))"
        case .theme(let value, let on): "theme(\(value.map(String.init) ?? "nil"), on: \(on.map(String.init) ?? "nil"))"
        case .preference(let index, let value): "preference(\(index), value: \(value))"
        case .memoize(let index, let key): "memoize(\(index), key: \(key))"
        case .resetMemo(let index, let key): "resetMemo(\(index), key: \(key))"
        case .onCancel(let index, let key): "onCancel(\(index), key: \(key.map(String.init) ?? "nil"))"
        case .cancelAll(let index, let key): "cancelAll(\(index), key: \(key))"
        case .frozenCopy: "frozenCopy"
        case .observe(let index): "observe(\(index))"
        case .writeRemoved(let index, let value): "writeRemoved(\(index), value: \(value))"
        case .edit(let title, let value): "edit(title: \(title), value: \(value))"
        case .undo(let redo): "undo(redo: \(redo))"
        case .send(let from): "send(from: \(from.map(String.init) ?? "nil"))"
        case .setDestination(let shape, let count, let name, let keepCounter):
            "setDestination(.\(shape), count: \(count), name: \(name), keepCounter: \(keepCounter))"
        case .writeDestination(let value): "writeDestination(value: \(value))"
        case .observeMemo(let index, let key): "observeMemo(\(index), key: \(key))"
        case .startTask(let index, let key): "startTask(\(index), key: \(key.map(String.init) ?? "nil"))"
        case .setPage(let names, let page): "setPage(names: \(names.map { "\($0)" } ?? "nil"), page: \(page))"
        case .writePage(let index, let value): "writePage(\(index), value: \(value))"
        case .settle: "settle"
        }
    }
}

/// The case of `Destination` a ``SimulationOperation/setDestination(_:count:name:keepCounter:)`` assigns.
public enum DestinationShape: Sendable, Equatable {
    /// `.counter(counter)`.
    case counter
    /// `.pair(counter, second: item)`.
    case pair
    /// `.note(String)`, no model.
    case note
    /// `.empty`.
    case empty
    /// `nil`.
    case none
}
