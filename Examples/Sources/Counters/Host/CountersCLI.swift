import Foundation
import TerminalUI

/// The `counters` command: counters kept by a service, in the terminal or
/// through a script.
public nonisolated struct CountersCLI: AppCommand {
    /// The name, the help that lists the keys and script commands, and the options.
    public static let commandLine = AppCommandLine(
        name: "counters",
        abstract: "Counters kept by a service, each showing its value once the service has sent it.",
        discussion: """
            Keys: a adds a counter, + increments the selected one, r reads it again, up/down select, q quits.

            Script commands, separated by commas: \(countersScript.help). Rows count from 1.
            """,
        options: [
            .script,
            .init(
                "service", valueName: "url",
                help:
                    "Keep the counters on this server (GET /counters/<id>, POST /counters/<id>/increment) instead of in this process."
            ),
        ])

    /// The commands to run instead of the interactive UI.
    var script: Script<CountersCommand>?
    /// The server keeping the counters, if not this process.
    var service: URL?

    /// The command the options ask for.
    public init(_ options: AppOptionValues) throws(AppCommandLineError) {
        script = try options.value("script") { try Script($0, in: countersScript) }
        service = try options.value("service") { text in
            guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host() != nil else {
                throw AppCommandLineError("'\(text)' isn't an http or https URL")
            }
            return url
        }
    }

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        let client: CounterServiceClient = service.map { .http(baseURL: $0) } ?? .liveValue
        // Longer than the HTTP client's own 10-second timeout, so that its failure is what shows.
        try await runTerminalApp(CountersSession(service: client), script: script?.steps, timeout: .seconds(15))
    }
}
