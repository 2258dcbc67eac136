/// One line of an app's screen: plain text, and what it is, so that the
/// interactive UI can style it. Scripts print the text alone.
public struct ScreenLine: Equatable, Sendable {
    /// What a line shows, which decides its style on a terminal.
    public enum Role: Equatable, Sendable {
        /// A title: bold.
        case heading
        /// Ordinary text.
        case row
        /// The selected row of a list, or the field being edited: reversed.
        case selectedRow
        /// Information the app adds, like a fetched fact: cyan.
        case info
        /// An alert or an error: bold red.
        case alert
        /// Secondary text, like a hint: dim.
        case dim
    }

    /// The text, plain.
    public var text: String
    /// What the line shows.
    public var role: Role

    /// A line of `text` in `role`.
    public init(text: String, role: Role) {
        self.text = text
        self.role = role
    }

    /// A line of `text` in `role`.
    public init(_ text: String, _ role: Role = .row) {
        self.init(text: text, role: role)
    }
}

/// What the interactive UI draws: the app's lines and the key help below.
struct Frame: Equatable, Sendable {
    /// The app's lines.
    var lines: [ScreenLine]
    /// The keys that work now.
    var keyHelp: String
}
