import CounterFact
import TerminalUI

extension TerminalAction where Command == CounterFactCommand {
    /// The action bound to `key`; nil for keys that do nothing.
    init?(key: Key) {
        switch key {
        case .character("a"): self = .perform(.addCounter)
        case .character("r"), .character("x"): self = .perform(.removeCounter)
        case .up, .character("k"): self = .perform(.selectPrevious)
        case .down, .character("j"): self = .perform(.selectNext)
        case .shiftUp, .character("K"): self = .perform(.moveUp)
        case .shiftDown, .character("J"): self = .perform(.moveDown)
        // = is + without Shift on most keyboards.
        case .character("+"), .character("="): self = .perform(.increment)
        case .character("-"): self = .perform(.decrement)
        case .character("f"): self = .perform(.fetchFact)
        case .character("n"), .character("g"): self = .perform(.getAnotherFact)
        case .character("d"), .escape: self = .perform(.dismiss)
        case .character("q"): self = .quit
        default: return nil
        }
    }

    /// The keys, as the interactive UI's footer and `--help` list them.
    static var keyHelp: String {
        "a add  r remove  up/down or k/j select  K/J move  +/- count  f fact  n another fact  d/Esc dismiss  q quit"
    }
}
