import Foundation
import TerminalUI

/// Standups in the terminal: keys per screen, and scripts whose steps wait
/// for navigation and the recognizer, and move the meeting clock.
extension StandupsSession: TerminalApp {
    func action(for key: Key) -> TerminalAction<StandupsCommand>? {
        if host.withLock({ $0.isTyping }) {
            return TextInput(key: key).map { .perform(.type($0)) }
        }
        if case .character("q") = key { return .quit }
        let command: StandupsCommand? =
            switch (screen, key) {
            case (_, .up), (_, .character("k")): .selectPrevious
            case (_, .down), (_, .character("j")), (.form, .tab): .selectNext
            case (.list, .enter), (.detail, .enter), (.form, .enter): .open
            case (_, .escape), (.dataFailedToLoad, .character("n")), (.detailAlert, .character("n")),
                (.recordAlert, .character("r")):
                .back
            case (.list, .character("a")): .add
            case (.form, .character("+")), (.form, .character("=")): .lengthen
            case (.form, .character("-")): .shorten
            case (.form, .character("t")): .nextTheme
            case (.form, .character("n")): .addAttendee
            case (.form, .character("x")): .delete
            case (.form, .character("s")): .save
            case (.detail, .character("s")): .start
            case (.detail, .character("e")): .edit
            case (.detail, .character("d")): .delete
            case (.detail, .character("x")): .deleteMeeting
            case (.record, .character("n")): .next
            case (.record, .character("e")): .end
            case (.dataFailedToLoad, .character("y")), (.detailAlert, .character("y")), (.detailAlert, .character("c")),
                (.recordAlert, .character("s")), (.recordAlert, .character("c")):
                .confirm
            case (.recordAlert, .character("d")): .discard
            default: nil
            }
        return command.map { .perform($0) }
    }

    /// Performs `command` for a script, then waits for what it started: a
    /// meeting starting (with everything the recognizer heard), a standup
    /// being deleted, or the meeting clock's ticks.
    func perform(_ command: StandupsCommand, settlingWithin timeout: Duration) async -> String? {
        if case .wait(let seconds) = command {
            return await wait(seconds: seconds, settlingWithin: timeout)
        }
        guard let outcome = performExpectingOutcome(command) else { return nil }
        return await settle(within: timeout, until: outcome) ? nil : "(still waiting after \(timeout))"
    }

    /// Performs `command`, and returns what holds once the effects it
    /// started are in; nil when it started none. A detail's events are
    /// handled a moment after it sends them.
    private func performExpectingOutcome(_ command: StandupsCommand) -> (@Sendable () -> Bool)? {
        let app = self.app
        let speech = settings.speech
        let recordingStarted: @Sendable () -> Bool = {
            app.path.last?.record.map(speech.hasFinished(in:)) ?? false
        }
        switch (screen, command) {
        case (.detailAlert(let detail, let alert), .confirm) where alert.deleteStandup != nil:
            perform(command)
            let id = detail.id
            return { app.standupsList.standupDetails[id: id] == nil }
        case (.detailAlert, .confirm):
            // Going on without speech recognition.
            perform(command)
            return recordingStarted
        case (.detail(let detail), .start):
            perform(command)
            // Unless an alert asks first, `startMeeting` was sent.
            return detail.destination == nil ? recordingStarted : nil
        default:
            perform(command)
            return nil
        }
    }

    /// Moves the script clock `seconds` seconds, one at a time, waiting
    /// after each for the meeting's timer.
    private func wait(seconds: Int, settlingWithin timeout: Duration) async -> String? {
        guard let clock = settings.scriptClock else { return nil }
        for _ in 0..<seconds {
            guard let meeting = recording else {
                await clock.advance(by: .seconds(1))
                continue
            }
            guard meeting.destination == nil else { return "(the meeting is paused while the alert is up)" }
            let elapsed = meeting.secondsElapsed
            await clock.advance(by: .seconds(1))
            let app = self.app
            let ticked = await settle(within: timeout) {
                meeting.secondsElapsed > elapsed || app.path.last?.record?.id != meeting.id
            }
            if !ticked { return "(the meeting clock hadn't ticked after \(timeout))" }
        }
        return nil
    }
}

extension SpeechMode {
    /// Whether the recognizer of a script (which hears everything at once)
    /// is done with `meeting`: the transcript is complete, or its failure
    /// is on screen; at once when speech isn't authorized.
    func hasFinished(in meeting: RecordMeeting) -> Bool {
        switch self {
        case .authorized: meeting.transcript == SpeechClient.sampleTranscript
        case .failing: meeting.destination?.speechRecognizerFailed != nil
        case .denied, .restricted: true
        }
    }
}

/// Standups' script words. Rows count from 1, as the screen lists them.
let standupsScript = ScriptVocabulary<StandupsCommand>(
    words: [
        "add": .add, "up": .selectPrevious, "down": .selectNext, "back": .back,
        "edit": .edit, "delete": .delete, "deletemeeting": .deleteMeeting, "start": .start,
        "newattendee": .addAttendee, "save": .save, "next": .next, "end": .end,
        "yes": .confirm, "continue": .confirm, "no": .back, "resume": .back, "discard": .discard,
    ],
    arguments: [
        .init("open", placeholder: "<row>", expecting: "a row number from 1: open=1 opens the first") {
            Int($0).flatMap { $0 >= 1 ? .openRow($0 - 1) : nil }
        },
        .init("title", placeholder: "<text>", expecting: "a title") { .setTitle($0) },
        .init("attendee", placeholder: "<name>", expecting: "a name: attendee=Blob") {
            $0.isEmpty ? nil : .nameAttendee($0)
        },
        .init("minutes", placeholder: "<n>", expecting: "whole minutes from 1 to 60: minutes=5") {
            Int($0).flatMap { (1...60).contains($0) ? .setMinutes($0) : nil }
        },
        .init(
            "theme", placeholder: "<name>", expecting: "a theme: \(Theme.allCases.map(\.name).joined(separator: ", "))"
        ) {
            name in Theme.allCases.first { $0.name.lowercased() == name.lowercased() }.map(StandupsCommand.setTheme)
        },
        .init("wait", placeholder: "<seconds>", expecting: "seconds: wait=5 lets the meeting run 5 seconds") {
            Int($0).flatMap { $0 >= 0 ? .wait(seconds: $0) : nil }
        },
    ])
