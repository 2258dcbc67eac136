/// What a key does to a line of text being typed: the keys of a text field.
///
/// ```swift
/// if isTyping, let input = TextInput(key: key) { return .perform(.type(input)) }
/// ...
/// title = title.applying(input)
/// ```
public enum TextInput: Equatable, Sendable {
    /// Adds a character at the end.
    case insert(Character)
    /// Removes the last character.
    case deleteBackward
    /// Finishes typing (Enter), keeping the text.
    case done
    /// Stops typing (Escape); what that means is the app's to say.
    case cancel

    /// The input `key` makes; nil for keys that do nothing to text.
    public init?(key: Key) {
        switch key {
        case .character(let character): self = .insert(character)
        case .backspace: self = .deleteBackward
        case .enter: self = .done
        case .escape: self = .cancel
        default: return nil
        }
    }

    /// The keys while typing, for the footer.
    public static let keyHelp = "type text  Backspace delete  Enter done"
}

extension String {
    /// The text after `input`: a character added or the last one removed.
    /// `done` and `cancel` leave it as it is.
    public func applying(_ input: TextInput) -> String {
        switch input {
        case .insert(let character): self + String(character)
        case .deleteBackward: String(dropLast())
        case .done, .cancel: self
        }
    }
}
