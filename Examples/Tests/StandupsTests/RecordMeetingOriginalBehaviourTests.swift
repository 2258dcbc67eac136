import Clocks
import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import Standups

// What SwiftModel's Standups example pins about recording a meeting,
// restated for this app, with every kind of change checked as the
// original's tests check them.

@Suite(.modelTesting) struct RecordMeetingOriginalBehaviourTests {
    /// A recording of `standup` on `clock`, recognizing speech as `speech`
    /// sets up; nothing is heard when speech is denied.
    private func recording(
        _ standup: Standup = .threeForSixSeconds, on clock: TestClock<Duration>, onSave: TestProbe? = nil,
        onDiscard: TestProbe? = nil,
        speech: @escaping @Sendable (inout SpeechClient) -> Void = {
            $0.authorizationStatus = { .denied }
        }
    ) -> RecordMeeting {
        RecordMeeting(
            standup: standup, onSave: { onSave?.call($0) }, onDiscard: { onDiscard?.call() }
        ).withAnchor {
            $0.continuousClock = clock
            speech(&$0.speechClient)
        }
    }

    @Test func eachSecondCountsAndTheSpeakersTakeTurnsUntilTheMeetingSavesItself() async {
        let clock = TestClock()
        let saved = TestProbe("onSave")
        let meeting = recording(on: clock, onSave: saved)
        // Three speakers, six seconds: two seconds each.
        let turns = [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)]
        for (second, speaker) in turns {
            await clock.advance(by: .seconds(1))
            await expect {
                meeting.speakerIndex == speaker
                meeting.secondsElapsed == second
                meeting.durationRemaining == .seconds(6 - second)
            }
        }
        await clock.advance(by: .seconds(1))
        await expect {
            meeting.speakerIndex == 2
            meeting.secondsElapsed == 6
            meeting.durationRemaining == .seconds(0)
            saved.wasCalled(with: "")
        }
    }

    @Test(.modelTesting(exhaustivity: .off)) func whatIsHeardIsSavedWhenTheTimeIsUp() async {
        let clock = TestClock()
        let saved = TestProbe("onSave")
        let meeting = recording(on: clock, onSave: saved) {
            $0.authorizationStatus = { .authorized }
            $0.startTask = { _ in .heard(["I completed the project"]) }
        }
        await expect(meeting.transcript == "I completed the project")
        await clock.advance(by: .seconds(6))
        await expect(saved.wasCalled(with: "I completed the project"))
    }

    @Test func endingEarlyAsksAndConfirmingSaves() async {
        let clock = TestClock()
        let saved = TestProbe("onSave")
        let meeting = recording(.mock, on: clock, onSave: saved)
        meeting.endMeetingButtonTapped()
        await expect(meeting.destination?.endMeeting != nil)
        // The alert holds the timer.
        await clock.advance(by: .seconds(3))

        meeting.destination?.endMeeting?.confirmSave()
        await expect(saved.wasCalled(with: ""))
    }

    @Test func endingEarlyCanDiscard() async throws {
        let clock = TestClock()
        let discarded = TestProbe("onDiscard")
        let meeting = recording(.mock, on: clock, onDiscard: discarded)
        meeting.endMeetingButtonTapped()
        try await require(meeting.destination?.endMeeting?.discard)()
        await expect(discarded.wasCalled())
    }

    @Test func nextJumpsToTheNextSpeakerAndAfterTheLastOnlySaves() async throws {
        let clock = TestClock()
        let saved = TestProbe("onSave")
        let meeting = recording(on: clock, onSave: saved)
        for (speaker, seconds) in [(1, 2), (2, 4)] {
            meeting.nextButtonTapped()
            await expect {
                meeting.speakerIndex == speaker
                meeting.secondsElapsed == seconds
            }
        }
        meeting.nextButtonTapped()
        let alert = try await require(meeting.destination?.endMeeting)
        await expect(alert.discard == nil)

        alert.confirmSave()
        await expect(saved.wasCalled(with: ""))
    }

    @Test func aFailedRecognizerSaysSoAndTheMeetingGoesOn() async {
        let clock = TestClock()
        let saved = TestProbe("onSave")
        let meeting = recording(on: clock, onSave: saved) {
            $0.authorizationStatus = { .authorized }
            $0.startTask = { _ in .heard(["I completed the project"], thenFailing: true) }
        }
        await expect {
            meeting.destination?.speechRecognizerFailed != nil
            meeting.transcript == "I completed the project ❌"
        }

        meeting.destination = nil
        await clock.advance(by: .seconds(6))
        await expect {
            meeting.secondsElapsed == 6
            meeting.speakerIndex == 2
            meeting.destination == nil
            saved.wasCalled(with: "I completed the project ❌")
        }
    }

    @Test func aFailedRecognizerCanDiscardTheMeeting() async throws {
        let clock = TestClock()
        let discarded = TestProbe("onDiscard")
        let meeting = recording(.mock, on: clock, onDiscard: discarded) {
            $0.authorizationStatus = { .authorized }
            $0.startTask = { _ in .heard([], thenFailing: true) }
        }
        try await require(meeting.destination?.speechRecognizerFailed)()
        await expect(discarded.wasCalled())
    }
}
