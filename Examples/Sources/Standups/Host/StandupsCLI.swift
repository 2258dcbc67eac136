import ArgumentParser
import Foundation
import TerminalUI

/// The `standups` command: Standups in the terminal, or a script of its
/// commands.
public struct StandupsCLI: AsyncParsableCommand {
    /// The name, and the help that lists the script commands.
    public static let configuration = CommandConfiguration(
        commandName: "standups",
        abstract: "Standup meetings: a list, details, a form, and recording with a timer and a transcript.",
        discussion: """
            Each screen lists its keys at the bottom; q quits.

            Script commands, separated by commas: \(standupsScript.help). Rows count from 1. \
            A script's clock only moves with wait, its dates start on 2024-06-03 09:00 UTC, and its \
            standups are kept in memory unless --data names a file.
            """)

    /// The commands to run instead of the interactive UI.
    @Option(
        help: .script,
        transform: { try Script($0, in: standupsScript) })
    var script: Script<StandupsCommand>?

    /// The standups file.
    @Option(
        help: ArgumentHelp(
            "The standups file (default: $XDG_DATA_HOME/standups/standups.json, or in ~/.local/share).",
            valueName: "file"),
        transform: { URL(fileURLWithPath: $0) })
    var data: URL?

    /// How speech is recognized.
    @Option(
        help: ArgumentHelp(
            "Speech recognition, all offline: authorized (hears a sample transcript), denied, restricted, or failing.",
            valueName: "mode"))
    var speech: SpeechMode = .authorized

    /// Creates the command with its defaults; ArgumentParser fills it in.
    public init() {}

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        let settings: StandupsSession.Settings =
            script == nil
            ? .interactive(file: data ?? DataManager.defaultStandupsFile, speech: speech)
            : .script(file: data, speech: speech)
        try await runTerminalApp(StandupsSession(settings), script: script?.steps, timeout: .seconds(5))
    }
}

extension SpeechMode: ExpressibleByArgument {}
