import Foundation
import ModelRuntime

extension RecordMeeting {
    /// How much of the meeting is left.
    var durationRemaining: Duration {
        standup.duration - .seconds(secondsElapsed)
    }

    /// How long each attendee speaks, in whole seconds (at least one).
    private var secondsPerAttendee: Int {
        max(Int(standup.durationPerAttendee.components.seconds), 1)
    }

    func onActivate() {
        // The meeting's seconds count from now, whenever the timer starts waiting.
        let seconds = Metronome(clock: continuousClock, interval: .seconds(1))
        node.task {
            let status = speechClient.authorizationStatus()
            let authorization = status == .notDetermined ? await speechClient.requestAuthorization() : status
            node.task { await countSpeakers(seconds) }
            if authorization == .authorized { await transcribe() }
        }
    }

    /// Ticks every second, moving to the next speaker when one's time is up,
    /// and saving the meeting when the last one's is. A second that passes
    /// while an alert is shown doesn't count.
    private func countSpeakers(_ seconds: Metronome) async {
        var second = 0
        while true {
            second += 1
            guard (try? await seconds.beat(second)) != nil else { return }
            guard destination == nil else { continue }
            let isOver = node.transaction { () -> Bool in
                secondsElapsed += 1
                guard secondsElapsed.isMultiple(of: secondsPerAttendee) else { return false }
                guard speakerIndex < standup.attendees.count - 1 else { return true }
                speakerIndex += 1
                return false
            }
            if isOver {
                onSave(transcript)
                return
            }
        }
    }

    /// Keeps the transcript as the recognizer hears more. When it fails, the
    /// transcript is marked and an alert offers to go on or discard.
    private func transcribe() async {
        let results = await speechClient.startTask(SpeechRecognitionRequest())
        do {
            for try await result in results {
                transcript = result.bestTranscription.formattedString
            }
        } catch {
            guard !Task.isCancelled else { return }
            if !transcript.isEmpty { transcript += " ❌" }
            destination = .speechRecognizerFailed(discard: onDiscard)
        }
    }

    /// Asks whether to save or discard the meeting, ended early.
    func endMeetingButtonTapped() {
        destination = .endMeeting(confirmSave: { onSave(transcript) }, discard: onDiscard)
    }

    /// Moves to the next speaker, setting the time to their start; after the
    /// last speaker, asks to save.
    func nextButtonTapped() {
        guard speakerIndex < standup.attendees.count - 1 else {
            destination = .endMeeting(confirmSave: { onSave(transcript) }, discard: nil)
            return
        }
        node.transaction {
            speakerIndex += 1
            secondsElapsed = speakerIndex * secondsPerAttendee
        }
    }
}
