import ArgumentParser
import Foundation
import TerminalUI

/// The `counters` command: counters kept by a service, in the terminal or
/// through a script.
public nonisolated struct CountersCLI: AsyncParsableCommand {
    /// The name, and the help that lists the keys and script commands.
    public static let configuration = CommandConfiguration(
        commandName: "counters",
        abstract: "Counters kept by a service, each showing its value once the service has sent it.",
        discussion: """
            Keys: a adds a counter, + increments the selected one, r reads it again, up/down select, q quits.

            Script commands, separated by commas: \(countersScript.help). Rows count from 1.
            """)

    /// The commands to run instead of the interactive UI.
    @Option(help: .script, transform: { try Script($0, in: countersScript) })
    var script: Script<CountersCommand>?

    /// The server keeping the counters, if not this process.
    @Option(
        help: ArgumentHelp(
            "Keep the counters on this server (GET /counters/<id>, POST /counters/<id>/increment) instead of in this process.",
            valueName: "url"),
        transform: { text in
            guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host() != nil else {
                throw ValidationError("'\(text)' isn't an http or https URL")
            }
            return url
        })
    var service: URL?

    /// Creates the command with its defaults; ArgumentParser fills it in.
    public init() {}

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        let client: CounterServiceClient = service.map { .http(baseURL: $0) } ?? .liveValue
        // Longer than the HTTP client's own 10-second timeout, so that its failure is what shows.
        try await runTerminalApp(CountersSession(service: client), script: script?.steps, timeout: .seconds(15))
    }
}
