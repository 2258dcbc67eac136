import CounterFact

/// Runs `steps` on `session` in order, up to the first `quit`, and writes
/// the screen after each, headed by the command: `== inc`.
///
/// Each step's fetch, if it starts one, is waited for first (up to
/// `timeout`), so the output is the same on every run.
///
/// - Parameters:
///   - timeout: How long to wait for a fact; longer than the fact client's
///     own timeout, so that its failure shows rather than a guess.
///   - write: Where each line goes.
func runScript(
    _ steps: [ScriptStep], on session: CounterFactSession, timeout: Duration, write: (String) -> Void
) async {
    for step in steps {
        guard case .perform(let command) = step.action else { return }
        let settled = await session.perform(command, waitingUpTo: timeout)
        write("== \(step.word)")
        for line in renderScreen(session.screen) { write(line.text) }
        if !settled { write("(the fact was still on its way after \(timeout))") }
    }
}
