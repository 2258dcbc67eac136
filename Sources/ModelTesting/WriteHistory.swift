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

    /// What an assertion sees: each property at its oldest unasserted
    /// write, or its latest value when every write was asserted.
    var replayed: Replay {
        var state = latest
        var shownWrites: [Int: Int] = [:]
        for (index, values) in writes where asserted[index, default: 0] < values.count {
            let position = asserted[index, default: 0]
            state = state.updating(index, from: values[position])
            shownWrites[index] = position
        }
        return Replay(state: state, shownWrites: shownWrites)
    }

    /// The state a history shows an assertion, and which writes it shows.
    struct Replay {
        let state: ModelStateSnapshot
        /// For each property shown at an unasserted write, which of its
        /// writes that is, counted from its first: what a passing assertion
        /// that read the property matched, whatever is written meanwhile.
        let shownWrites: [Int: Int]
    }

    /// Whether property `index` has writes no assertion matched.
    func hasUnasserted(_ index: Int) -> Bool {
        asserted[index, default: 0] < writes[index]?.count ?? 0
    }

    /// Takes write `position` of property `index`, which an assertion was
    /// shown, as asserted, if it is still the oldest unasserted one. A write
    /// that landed after the assertion read the property is left for the next.
    mutating func consume(_ index: Int, at position: Int) {
        guard hasUnasserted(index), asserted[index, default: 0] == position else { return }
        asserted[index] = position + 1
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
