import CounterFact

/// One line of the screen, with what it is so the interactive UI can style it.
struct ScreenLine: Equatable, Sendable {
    /// What the line shows.
    enum Role: Equatable, Sendable {
        /// The heading with the sum.
        case heading
        /// A counter's row.
        case row
        /// The selected counter's row.
        case selectedRow
        /// The fact, or that one is loading.
        case fact
        /// An alert.
        case alert
    }

    /// The text, plain.
    var text: String
    /// What the line shows.
    var role: Role
}

/// The screen as lines of plain text, the same for the interactive UI and
/// for scripts:
///
/// ```
/// Counters (sum 3)
///   1: 1
/// > 2: 2
/// Fact about 2: 2 is a prime number.
/// ```
func renderScreen(_ screen: CounterFactScreen) -> [ScreenLine] {
    var lines = [ScreenLine(text: "Counters (sum \(screen.sum))", role: .heading)]
    if screen.counts.isEmpty {
        lines.append(ScreenLine(text: "  (none)", role: .row))
    }
    for (index, count) in screen.counts.enumerated() {
        let isSelected = index == screen.selection
        lines.append(ScreenLine(text: "\(isSelected ? ">" : " ") \(index + 1): \(count)", role: isSelected ? .selectedRow : .row))
    }
    if let fact = screen.fact {
        let loading = fact.isLoading ? " (getting another...)" : ""
        lines.append(ScreenLine(text: "Fact about \(fact.count)\(loading): \(fact.fact)", role: .fact))
    }
    if let alert = screen.alert {
        lines.append(ScreenLine(text: "\(alert.title) (counter \(alert.row + 1)): \(alert.message)", role: .alert))
    }
    return lines
}
