/// Runs `steps` on `app` in order, up to the first `quit`, and writes the
/// screen after each, headed by the command as written: `== inc`.
///
/// Each step waits, up to `timeout`, for the work it starts, so the output
/// is the same on every run.
///
/// - Parameters:
///   - timeout: How long each step may take; longer than any timeout of the
///     app's own, so that its failure shows rather than a guess.
///   - write: Where each line goes.
public func runScript<App: TerminalApp>(
    _ steps: [ScriptStep<App.Command>], on app: App, timeout: Duration, write: (String) -> Void
) async {
    for step in steps {
        guard case .perform(let command) = step.action else { return }
        let note = await app.perform(command, settlingWithin: timeout)
        write("== \(step.word)")
        for line in app.render() { write(line.text) }
        if let note { write(note) }
    }
}
