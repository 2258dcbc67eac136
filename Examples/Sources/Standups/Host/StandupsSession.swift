import Clocks
import Foundation
import ModelRuntime
import Synchronization
import TerminalUI

/// Standups running: the anchored app, and what only a keyboard host needs
/// (selections, and whether keys type into a field). The terminal UI and
/// scripts drive it with commands.
final class StandupsSession: Sendable {
    /// Keeps the model hierarchy alive as long as the session.
    private let anchor: ModelAnchor<AppFeature>
    /// What the session was started with.
    let settings: Settings
    /// The host's own state, which no model needs.
    let host = Mutex(Host())

    /// How the session runs.
    struct Settings: Sendable {
        /// Where standups are kept.
        var dataManager: DataManager
        /// The file they are kept in, for messages; nil when in memory.
        var dataFile: URL?
        /// How speech is recognized.
        var speech: SpeechMode
        /// The clock that scripts move with `wait`; nil for real time.
        var scriptClock: TestClock<Duration>?
        /// The time zone dates are shown in.
        var timeZone: TimeZone

        /// Settings for the interactive app: the standups file, real time.
        static func interactive(file: URL, speech: SpeechMode) -> Settings {
            Settings(dataManager: .file(at: file), dataFile: file, speech: speech, scriptClock: nil, timeZone: .current)
        }

        /// Settings for scripts: a clock only `wait` moves, dates from
        /// 2024-06-03 09:00 UTC on it, and standups in memory unless `file`
        /// is given.
        static func script(file: URL?, speech: SpeechMode) -> Settings {
            Settings(
                dataManager: file.map { .file(at: $0) } ?? .mock(), dataFile: file, speech: speech,
                scriptClock: TestClock(), timeZone: TimeZone(identifier: "UTC")!)
        }
    }

    struct Host {
        /// The selected standup on the list.
        var standup = 0
        /// The selected past meeting on a detail.
        var meeting = 0
        /// Whether keys type into the focused field of a form.
        var isTyping = false
    }

    /// Starts Standups with `settings`, loading the saved standups.
    init(_ settings: Settings) {
        self.settings = settings
        // Scripts hear the whole transcript at once, so their output doesn't
        // depend on when the recognizer's words arrive.
        let speech = settings.speech.client(pace: settings.scriptClock == nil ? .seconds(1) : nil)
        anchor =
            AppFeature().andAnchor { dependencies in
                dependencies.dataManager = settings.dataManager
                dependencies.speechClient = speech
                if let clock = settings.scriptClock {
                    let start = clock.now
                    let firstMorning = Date(timeIntervalSince1970: 1_717_405_200)
                    dependencies.continuousClock = clock
                    dependencies.date = DateGenerator { firstMorning + TimeInterval(start.duration(to: clock.now)) }
                    dependencies.uuid = .incrementing
                }
            }.anchor
    }

    /// The root model.
    var app: AppFeature { anchor.model }

    /// The meeting being recorded, if any.
    var recording: RecordMeeting? { app.path.last?.record }

    /// Saves the standups a change left waiting, before the session ends.
    func saveUnsavedChanges() async {
        await app.standupsList.saveUnsavedChanges()
    }
}

/// How the session recognizes speech: Linux has no recognizer, so every
/// mode is offline.
enum SpeechMode: String, CaseIterable, Sendable {
    /// Authorized: the offline recognizer hears a sample transcript.
    case authorized
    /// The person turned speech recognition off.
    case denied
    /// The machine can't recognize speech.
    case restricted
    /// Authorized, but the recognizer fails after a few words.
    case failing

    /// The words heard before `failing` fails.
    static let wordsBeforeFailing = 5

    /// The client for this mode, hearing a word every `pace` (all at once
    /// when nil).
    func client(pace: Duration?) -> SpeechClient {
        switch self {
        case .authorized: .offline(pace: pace)
        case .denied: .offline(status: .denied, pace: pace)
        case .restricted: .offline(status: .restricted, pace: pace)
        case .failing: .offline(pace: pace, failingAfter: Self.wordsBeforeFailing)
        }
    }
}

extension TimeInterval {
    /// `duration` in seconds.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
