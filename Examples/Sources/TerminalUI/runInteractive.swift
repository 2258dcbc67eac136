import ModelRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `app` on the terminal at `input` and `output` until a key asks to
/// quit, input ends, or SIGINT (Ctrl-C) or SIGTERM arrives, and leaves the
/// terminal as it found it in every case.
///
/// It redraws after the keys of each read, and whenever `Observed` says a
/// model the screen shows changed: work finishing, a timer ticking, an
/// alert. Nothing polls.
///
/// - Returns: The exit status: 0, or 128 plus the signal's number, as shells
///   report a process a signal ended.
public func runInteractive<App: TerminalApp>(_ app: App, input: Int32, output: Int32) async throws(TerminalError)
    -> Int32
{
    let (events, sink) = AsyncStream.makeStream(of: TerminalEvent.self)
    // Watching first: from the moment the terminal is raw, a signal must
    // find someone to restore it.
    let signals = SignalWatcher(watching: [SIGINT, SIGTERM]) { sink.yield(.signal($0)) }
    defer { signals.stop() }
    let terminal = try RawTerminal(input: input, output: output)
    defer { terminal.restore() }
    let reader = KeyReader(input: input) { sink.yield($0.map(TerminalEvent.keys) ?? .endOfInput) }
    let changes = Task {
        // A renderer wants one frame per burst of changes.
        for await _ in Observed(coalesceUpdates: true, { app.frame }) { sink.yield(.screenChanged) }
    }
    let status = await handle(events, app: app, terminal: terminal)
    // Ended before returning: nothing of the UI may outlive it.
    changes.cancel()
    await changes.value
    await reader.stop()
    return status
}

/// Handles events until one ends the UI, and returns the exit status.
private func handle<App: TerminalApp>(_ events: AsyncStream<TerminalEvent>, app: App, terminal: RawTerminal) async
    -> Int32
{
    var drawn: Frame?
    for await event in events {
        switch event {
        case .keys(let keys):
            for key in keys {
                switch app.action(for: key) {
                case .quit?: return 0
                case .perform(let command)?: app.perform(command)
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
        // What is true now, not the frame Observed emitted: keys handled
        // since may have changed it again, and host state (a selection)
        // changes no model.
        let frame = app.frame
        if frame != drawn {
            terminal.draw(frame)
            drawn = frame
        }
    }
    return 0
}

extension TerminalApp {
    /// What the interactive UI draws now.
    var frame: Frame { Frame(lines: render(), keyHelp: keyHelp) }
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
