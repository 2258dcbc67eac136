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

/// The script commands, for help and errors.
let scriptWords = "add, remove, up, down, moveup, movedown, inc, dec, fact, another, dismiss, select=<row>, quit"

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
    switch word {
    case "add": return .perform(.addCounter)
    case "remove": return .perform(.removeCounter)
    case "up": return .perform(.selectPrevious)
    case "down": return .perform(.selectNext)
    case "moveup": return .perform(.moveUp)
    case "movedown": return .perform(.moveDown)
    case "inc": return .perform(.increment)
    case "dec": return .perform(.decrement)
    case "fact": return .perform(.fetchFact)
    case "another": return .perform(.getAnotherFact)
    case "dismiss": return .perform(.dismiss)
    case "quit": return .quit
    default:
        guard word.hasPrefix("select=") else { throw ScriptError(word: word) }
        guard let row = Int(word.dropFirst("select=".count)), row >= 1 else { throw ScriptError(word: word) }
        return .perform(.select(index: row - 1))
    }
}
