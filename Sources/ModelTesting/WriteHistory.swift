@_spi(ModelTesting) import ModelRuntime

/// The writes to one model's properties that no assertion has matched yet,
/// for `.transitions`: each property's values in the order they were
/// written, from the oldest unasserted one. A transaction is one write.
struct WriteHistory {
    /// The state the history starts from.
    private var start: ModelStateSnapshot
    /// The latest state recorded.
    private var latest: ModelStateSnapshot
    /// For each property, the states in which it took a new value, oldest first.
    private var writes: [Int: [ModelStateSnapshot]] = [:]
    /// For each property, how many of its writes were asserted.
    private var asserted: [Int: Int] = [:]

    init(start: ModelStateSnapshot) {
        self.start = start
        self.latest = start
    }

    /// Records the state after a write (or a transaction).
    mutating func record(_ snapshot: ModelStateSnapshot) {
        // Children are left out: an old list could hold models gone since.
        for index in snapshot.trackedIndexes
        where !snapshot.holdsChildren(at: index) && snapshot.differs(from: latest, at: index) {
            writes[index, default: []].append(snapshot)
        }
        latest = snapshot
    }

    /// The state an assertion sees: each property at its oldest unasserted
    /// write, or its latest value when every write was asserted.
    var replayed: ModelStateSnapshot {
        var state = latest
        for (index, values) in writes where asserted[index, default: 0] < values.count {
            state = state.updating(index, from: values[asserted[index, default: 0]])
        }
        return state
    }

    /// Whether property `index` has writes no assertion matched.
    func hasUnasserted(_ index: Int) -> Bool {
        asserted[index, default: 0] < writes[index]?.count ?? 0
    }

    /// Takes the oldest unasserted write of property `index` as asserted.
    mutating func consume(_ index: Int) {
        guard hasUnasserted(index) else { return }
        asserted[index, default: 0] += 1
    }

    /// The unasserted writes of property `index`, from the value before them:
    /// `false → true → false`.
    func describeUnasserted(_ index: Int) -> String {
        let values = writes[index] ?? []
        let done = asserted[index, default: 0]
        let before = done == 0 ? start : values[done - 1]
        return ([before] + values[done...]).map { describe($0.value(at: index) ?? ()) }.joined(separator: " → ")
    }
}
