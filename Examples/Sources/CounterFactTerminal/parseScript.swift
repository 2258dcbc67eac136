import CounterFact
import TerminalUI

/// CounterFact's script words. Rows in `select=<row>` count from 1, as the
/// screen numbers them.
let counterFactScript = ScriptVocabulary<CounterFactCommand>(
    words: [
        "add": .addCounter, "remove": .removeCounter,
        "up": .selectPrevious, "down": .selectNext,
        "moveup": .moveUp, "movedown": .moveDown,
        "inc": .increment, "dec": .decrement,
        "fact": .fetchFact, "another": .getAnotherFact,
        "dismiss": .dismiss,
    ],
    arguments: [
        .init("select", placeholder: "<row>", expecting: "a row number from 1: select=1 selects the first counter") {
            Int($0).flatMap { $0 >= 1 ? .select(index: $0 - 1) : nil }
        }
    ])

/// The steps of a CounterFact script.
///
/// - Throws: ``ScriptError`` for the first command that isn't one.
func parseScript(_ script: String) throws(ScriptError) -> [ScriptStep<CounterFactCommand>] {
    try counterFactScript.parse(script)
}
