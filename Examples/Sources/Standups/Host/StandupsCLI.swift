import Foundation
import TerminalUI

/// The `standups` command: Standups in the terminal, or a script of its
/// commands.
public struct StandupsCLI: AppCommand {
    /// The name, the help that lists the script commands, and the options.
    public static let commandLine = AppCommandLine(
        name: "standups",
        abstract: "Standup meetings: a list, details, a form, and recording with a timer and a transcript.",
        discussion: """
            Each screen lists its keys at the bottom; q quits.

            Script commands, separated by commas: \(standupsScript.help). Rows count from 1. \
            A script's clock only moves with wait, its dates start on 2024-06-03 09:00 UTC, and its \
            standups are kept in memory unless --data names a file.
            """,
        options: [
            .script,
            .init(
                "data", valueName: "file",
                help: "The standups file (default: $XDG_DATA_HOME/standups/standups.json, or in ~/.local/share)."),
            .init(
                "speech", valueName: "mode",
                help:
                    "Speech recognition, all offline: authorized (hears a sample transcript), denied, restricted, or failing."
            ),
        ])

    /// The commands to run instead of the interactive UI.
    var script: Script<StandupsCommand>?
    /// The standups file.
    var data: URL?
    /// How speech is recognized.
    var speech: SpeechMode

    /// The command the options ask for.
    public init(_ options: AppOptionValues) throws(AppCommandLineError) {
        script = try options.value("script") { try Script($0, in: standupsScript) }
        data = options["data"].map { URL(fileURLWithPath: $0) }
        speech = try options.value("speech", as: SpeechMode.self) ?? .authorized
    }

    /// Runs the script, or the interactive UI.
    public func run() async throws {
        let settings: StandupsSession.Settings =
            script == nil
            ? .interactive(file: data ?? DataManager.defaultStandupsFile, speech: speech)
            : .script(file: data, speech: speech)
        let session = StandupsSession(settings)
        // A change saves a second after it is made; one made just before
        // quitting, or a signal, is saved on the way out.
        do {
            try await runTerminalApp(session, script: script?.steps, timeout: .seconds(5))
        } catch {
            await session.saveUnsavedChanges()
            throw error
        }
        await session.saveUnsavedChanges()
    }
}
