import CounterFact

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the interactive UI on the terminal at `input` and `output` until q,
/// the end of input, SIGINT (Ctrl-C) or SIGTERM, and leaves the terminal as
/// it found it in every case.
///
/// It redraws after the keys of each read, and whenever `session.screens`
/// (an `Observed` sequence) says a model on screen changed: a fact
/// arriving, loading starting or ending, an alert. Nothing polls.
///
/// - Returns: The exit status: 0, or 128 plus the signal's number, as shells
///   report a process a signal ended.
func runInteractive(_ session: CounterFactSession, input: Int32, output: Int32) async throws(TerminalError) -> Int32 {
    let (events, sink) = AsyncStream.makeStream(of: TerminalEvent.self)
    // Watching first: from the moment the terminal is raw, a signal must
    // find someone to restore it.
    let signals = SignalWatcher(watching: [SIGINT, SIGTERM]) { sink.yield(.signal($0)) }
    defer { signals.stop() }
    let terminal = try RawTerminal(input: input, output: output)
    defer { terminal.restore() }
    let reader = KeyReader(input: input) { sink.yield($0.map(TerminalEvent.keys) ?? .endOfInput) }
    let changes = Task {
        for await _ in session.screens { sink.yield(.screenChanged) }
    }
    let status = await handle(events, session: session, terminal: terminal)
    changes.cancel()
    await reader.stop()
    return status
}

/// Handles events until one ends the UI, and returns the exit status.
private func handle(
    _ events: AsyncStream<TerminalEvent>, session: CounterFactSession, terminal: RawTerminal
) async -> Int32 {
    var drawn: CounterFactScreen?
    for await event in events {
        switch event {
        case .keys(let keys):
            for key in keys {
                switch TerminalAction(key: key) {
                case .quit?: return 0
                case .perform(let command)?: session.perform(command)
                case nil: break
                }
            }
        case .screenChanged:
            break
        case .endOfInput:
            return 0
        case .signal(let number):
            return 128 + number
        }
        // What is true now, not the screen Observed emitted: keys handled
        // since may have changed it again.
        let screen = session.screen
        if screen != drawn {
            terminal.draw(renderScreen(screen))
            drawn = screen
        }
    }
    return 0
}

/// What the interactive UI reacts to.
private enum TerminalEvent: Sendable {
    /// Keys typed, from one read.
    case keys([Key])
    /// Standard input ended.
    case endOfInput
    /// A model on screen changed.
    case screenChanged
    /// SIGINT or SIGTERM arrived.
    case signal(Int32)
}
