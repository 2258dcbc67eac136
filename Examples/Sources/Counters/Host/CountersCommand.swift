import TerminalUI

/// Something the person at the counters list asks for. Commands about
/// "the" counter act on the selected one.
nonisolated enum CountersCommand: Sendable, Equatable {
    /// Adds a counter and selects it.
    case add
    /// Increments the counter.
    case increment
    /// Reads the counter's value from the service again.
    case refresh
    /// Selects the counter above.
    case selectPrevious
    /// Selects the counter below.
    case selectNext
    /// Selects the counter at an index, from 0.
    case select(Int)
}

/// The counters' script words.
nonisolated let countersScript = ScriptVocabulary<CountersCommand>(
    words: ["add": .add, "inc": .increment, "refresh": .refresh],
    arguments: [
        .init("select", placeholder: "<row>", expecting: "a row number from 1") { row in
            Int(row).flatMap { $0 >= 1 ? .select($0 - 1) : nil }
        }
    ])
