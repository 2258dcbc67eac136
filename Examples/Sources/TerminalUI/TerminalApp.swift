/// An app that runs in the terminal: what it shows, what its keys do, and
/// how it performs a command. The library does the rest: raw mode, reading
/// keys, redrawing when a model on screen changes, restoring the terminal,
/// and scripts (``runInteractive(_:input:output:)``, ``runScript(_:on:timeout:write:)``).
///
/// The app's models stay its own; a type conforming to this protocol is
/// the host between them and the terminal.
public protocol TerminalApp: Sendable {
    /// What a key or a script word asks the app to do.
    associatedtype Command: Sendable & Equatable

    /// The screen now. The interactive UI reads it inside `Observed`, so
    /// every model property read here is observed, and the screen is drawn
    /// again when one changes.
    func render() -> [ScreenLine]

    /// The keys that work now, as the footer lists them.
    var keyHelp: String { get }

    /// What `key` asks for now; nil for a key that does nothing.
    func action(for key: Key) -> TerminalAction<Command>?

    /// Performs `command` at once. Work it starts finishes later, and shows
    /// when the models change.
    func perform(_ command: Command)

    /// Performs `command` for a script, and waits, up to `timeout`, until
    /// what it started has finished, so that a script prints the same
    /// screens on every run.
    ///
    /// - Returns: A line to print under the screen when the work hadn't
    ///   finished in time; nil when it had.
    func perform(_ command: Command, settlingWithin timeout: Duration) async -> String?
}

/// What a key press or a script word asks for.
public enum TerminalAction<Command: Sendable & Equatable>: Equatable, Sendable {
    /// Perform a command in the app.
    case perform(Command)
    /// Leave.
    case quit
}
