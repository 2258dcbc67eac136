import Clocks
import Foundation
import TerminalUI

/// The `search` command: GitHub's repositories searched in the terminal,
/// or through a script.
public nonisolated struct SearchCLI: AppCommand {
    /// The name, the help that lists the keys and script commands, and the options.
    public static let commandLine = AppCommandLine(
        name: "search",
        abstract: "Search GitHub's repositories: sort and filter them, expand one, open its details.",
        discussion: """
            Keys: / types the query (searched as you type), up/down select, space expands a result, \
            Enter opens its details, f opens the filter, q quits.

            Script commands, separated by commas: \(searchScript.help). Rows count from 1; sort= and \
            language= need the filter open, done applies it.
            """,
        options: [
            .script,
            .init("open", valueName: "link", help: "Open this link first, like githubsearch://search?q=swift."),
            .init(
                "github", valueName: "source",
                help: "Where results come from: offline (a built-in sample) or api (api.github.com)."),
        ])

    /// The commands to run instead of the interactive UI.
    var script: Script<SearchCommand>?
    /// A link to open at the start.
    var open: URL?
    /// Where results come from.
    var github: GitHubSource

    /// The command the options ask for.
    public init(_ options: AppOptionValues) throws(AppCommandLineError) {
        script = try options.value("script") { try Script($0, in: searchScript) }
        open = try options.value("open", readLink)
        github = try options.value("github", as: GitHubSource.self) ?? .offline
    }

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        let client: GitHubClient = github == .api ? .api() : .offline()
        // Scripts don't wait for the debounce or the sample's simulated round trips.
        let session = SearchSession(client: client, link: open, clock: script == nil ? nil : ImmediateClock())
        // Longer than the API's own 10-second timeout, so that its failure is what shows.
        try await runTerminalApp(session, script: script?.steps, timeout: .seconds(15))
    }
}

/// Where Search's results come from.
nonisolated enum GitHubSource: String, CaseIterable, Sendable {
    /// The sample built in: no network.
    case offline
    /// GitHub's REST API.
    case api
}
