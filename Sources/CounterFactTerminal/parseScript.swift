import CounterFact
import Foundation

/// One command of a `--script`.
struct ScriptStep: Equatable, Sendable {
    /// The command as written, to head its output.
    var word: String
    /// What it does.
    var action: TerminalAction
}

/// A `--script` that can't be run.
struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The command that is wrong, as written.
    var word: String

    var description: String {
        word.hasPrefix("select=")
            ? "'\(word)' needs a row number from 1: select=1 selects the first counter"
            : "unknown script command '\(word)'; the commands are \(scriptWords)"
    }
}

/// The script words and what each does, in the order help lists them.
private let scriptActions: KeyValuePairs<String, TerminalAction> = [
    "add": .perform(.addCounter), "remove": .perform(.removeCounter),
    "up": .perform(.selectPrevious), "down": .perform(.selectNext),
    "moveup": .perform(.moveUp), "movedown": .perform(.moveDown),
    "inc": .perform(.increment), "dec": .perform(.decrement),
    "fact": .perform(.fetchFact), "another": .perform(.getAnotherFact),
    "dismiss": .perform(.dismiss), "quit": .quit,
]

/// The script commands, for help and errors.
let scriptWords = (scriptActions.dropLast().map(\.key) + ["select=<row>", "quit"]).joined(separator: ", ")

/// The steps of a script: commands separated by commas, blanks around them
/// ignored. Rows in `select=<row>` count from 1, as the screen numbers them.
///
/// - Throws: ``ScriptError`` for the first command that isn't one.
func parseScript(_ script: String) throws(ScriptError) -> [ScriptStep] {
    var steps: [ScriptStep] = []
    for item in script.split(separator: ",") {
        let word = item.trimmingCharacters(in: .whitespaces)
        guard !word.isEmpty else { continue }
        steps.append(ScriptStep(word: word, action: try action(for: word)))
    }
    return steps
}

/// The action a script word names.
private func action(for word: String) throws(ScriptError) -> TerminalAction {
    if let action = scriptActions.first(where: { $0.key == word })?.value { return action }
    guard word.hasPrefix("select=") else { throw ScriptError(word: word) }
    guard let row = Int(word.dropFirst("select=".count)), row >= 1 else { throw ScriptError(word: word) }
    return .perform(.select(index: row - 1))
}
