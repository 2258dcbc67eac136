/// Something the person using CounterFact asks for. Commands about "the"
/// counter act on the selected one, and do nothing when there is none.
public nonisolated enum CounterFactCommand: Sendable, Hashable {
    /// Adds a counter at the end of the list and selects it.
    case addCounter
    /// Removes the selected counter and selects the one that takes its place
    /// (or the new last one).
    case removeCounter
    /// Selects the counter above the selected one.
    case selectPrevious
    /// Selects the counter below the selected one.
    case selectNext
    /// Selects the counter at `index`, counting from 0, if there is one.
    case select(index: Int)
    /// Moves the selected counter one place up, keeping it selected.
    case moveUp
    /// Moves the selected counter one place down, keeping it selected.
    case moveDown
    /// Adds one to the selected counter.
    case increment
    /// Takes one from the selected counter.
    case decrement
    /// Fetches a fact about the selected counter's count.
    case fetchFact
    /// Replaces the fact shown with another about the same number.
    case getAnotherFact
    /// Dismisses the alert shown, or else the fact.
    case dismiss
}
