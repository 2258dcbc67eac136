#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `app` the way its command line asks: `script` with the screen
/// printed after each step, or else the interactive UI on standard input
/// and output. What each app's command calls from its `run()`.
///
/// - Parameter timeout: How long each script step may take (see
///   ``runScript(_:on:timeout:write:)``).
/// - Throws: ``TerminalError`` when there is no terminal, and
///   ``TerminalExit`` with the status a signal leaves.
public func runTerminalApp<App: TerminalApp>(
    _ app: App, script: [ScriptStep<App.Command>]?, timeout: Duration
) async throws {
    if let script {
        await runScript(script, on: app, timeout: timeout) { print($0) }
    } else {
        let status = try await runInteractive(app, input: STDIN_FILENO, output: STDOUT_FILENO)
        if status != 0 { throw TerminalExit(status: status) }
    }
}

extension TerminalApp {
    /// Performs what each key in `keys` asks for, as the interactive UI does
    /// with what is typed; `quit` is ignored. For tests and demos:
    /// `app.press("aBuy milk\r")`.
    public func press(_ keys: String) {
        for key in decodeKeys(Array(keys.utf8)) {
            if case .perform(let command)? = action(for: key) { perform(command) }
        }
    }
}
