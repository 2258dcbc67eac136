import CounterFact
import TerminalUI

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
        lines.append(
            ScreenLine(text: "\(isSelected ? ">" : " ") \(index + 1): \(count)", role: isSelected ? .selectedRow : .row)
        )
    }
    if let fact = screen.fact {
        let loading = fact.isLoading ? " (getting another...)" : ""
        lines.append(ScreenLine(text: "Fact about \(fact.count)\(loading): \(fact.fact)", role: .info))
    }
    if let alert = screen.alert {
        lines.append(ScreenLine(text: "\(alert.title) (counter \(alert.row + 1)): \(alert.message)", role: .alert))
    }
    return lines
}
