extension AppModel {
    /// The sum of every counter's count.
    var sum: Int {
        counters.reduce(0) { $0 + $1.counter.count }
    }

    /// Adds a counter row at the end of the list. Its fact opens the fact
    /// prompt; its remove button takes it out of the list.
    func addButtonTapped() {
        let counter = CounterModel { count, fact in
            factPrompt = FactPromptModel(count: count, fact: fact) {
                factDismissTapped()
            }
        }
        let row = CounterRowModel(counter: counter) { row in
            counters.removeAll { $0.id == row.id }
        }
        counters.append(row)
    }

    /// Moves the row at `source` to `destination`, keeping every row's state.
    func moveCounter(from source: Int, to destination: Int) {
        guard counters.indices.contains(source), counters.indices.contains(destination), source != destination
        else { return }
        // One write, not a remove and an insert: a row removed on its own is
        // destructed, which resets its state, before the insert re-adds it.
        var rows = counters
        rows.insert(rows.remove(at: source), at: destination)
        counters = rows
    }

    /// Closes the fact prompt.
    func factDismissTapped() {
        factPrompt = nil
    }
}
