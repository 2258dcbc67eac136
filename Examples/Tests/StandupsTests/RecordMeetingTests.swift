import Clocks
import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import Standups

/// Recording a meeting: the timer on a test clock, speakers, ending, and
/// the speech recognizer, in the `.modelTesting` style. The timer runs as
/// long as the meeting is on screen, and here nothing takes it off: busy
/// tasks aren't checked.
@Suite(.modelTesting(exhaustivity: [.state, .events, .probes]))
struct RecordMeetingTests {
    @Test func theTimerMovesThroughTheSpeakersAndSavesAtTheEnd() async {
        let clock = TestClock()
        let onSave = TestProbe("onSave")
        let meeting = RecordMeeting(standup: .threeForSixSeconds, onSave: onSave.call, onDiscard: {}).withAnchor {
            $0.continuousClock = clock
            $0.speechClient.authorizationStatus = { .denied }
        }

        for (second, speaker) in [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2)] {
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
            meeting.durationRemaining == .zero
            onSave.wasCalled(with: "")
        }
    }

    @Test func theTranscriptIsSavedWithTheMeeting() async {
        let clock = TestClock()
        let onSave = TestProbe("onSave")
        let meeting = RecordMeeting(standup: .threeForSixSeconds, onSave: onSave.call, onDiscard: {}).withAnchor {
            $0.continuousClock = clock
            $0.speechClient.authorizationStatus = { .authorized }
            $0.speechClient.startTask = { _ in .heard(["I completed", "I completed the project"]) }
        }

        await expect(meeting.transcript == "I completed the project")
        await clock.advance(by: .seconds(6))
        await expect {
            meeting.secondsElapsed == 6
            meeting.speakerIndex == 2
            onSave.wasCalled(with: "I completed the project")
        }
    }

    @Test func speechIsAskedForWhenNotYetDecided() async {
        let asked = TestProbe("requestAuthorization")
        let meeting = RecordMeeting(standup: .threeForSixSeconds, onSave: { _ in }, onDiscard: {}).withAnchor {
            $0.continuousClock = TestClock()
            $0.speechClient.authorizationStatus = { .notDetermined }
            $0.speechClient.requestAuthorization = {
                asked.call()
                return .authorized
            }
            $0.speechClient.startTask = { _ in .heard(["Hello"]) }
        }
        await expect {
            asked.wasCalled()
            meeting.transcript == "Hello"
        }
    }

    @Test func endingEarlyAndSaving() async throws {
        let clock = TestClock()
        let onSave = TestProbe("onSave")
        let meeting = RecordMeeting(standup: .mock, onSave: onSave.call, onDiscard: {}).withAnchor {
            $0.continuousClock = clock
            $0.speechClient.authorizationStatus = { .denied }
        }

        await clock.advance(by: .seconds(2))
        await expect(meeting.secondsElapsed == 2)

        meeting.endMeetingButtonTapped()
        let endMeeting = try await require(meeting.destination?.endMeeting)
        await expect(endMeeting.discard != nil)
        endMeeting.confirmSave()
        await expect(onSave.wasCalled(with: ""))
    }

    @Test func endingEarlyAndDiscarding() async throws {
        let onDiscard = TestProbe("onDiscard")
        let meeting = RecordMeeting(standup: .mock, onSave: { _ in }, onDiscard: onDiscard.call).withAnchor {
            $0.continuousClock = TestClock()
            $0.speechClient.authorizationStatus = { .denied }
        }
        meeting.endMeetingButtonTapped()
        let discard = try await require(meeting.destination?.endMeeting?.discard)
        discard()
        await expect(onDiscard.wasCalled())
    }

    @Test func theNextSpeakerAndAfterTheLastOnlySaving() async throws {
        let onSave = TestProbe("onSave")
        let meeting = RecordMeeting(standup: .threeForSixSeconds, onSave: onSave.call, onDiscard: {}).withAnchor {
            $0.continuousClock = TestClock()
            $0.speechClient.authorizationStatus = { .denied }
        }

        meeting.nextButtonTapped()
        await expect {
            meeting.speakerIndex == 1
            meeting.secondsElapsed == 2
        }
        meeting.nextButtonTapped()
        await expect {
            meeting.speakerIndex == 2
            meeting.secondsElapsed == 4
        }
        meeting.nextButtonTapped()
        let endMeeting = try await require(meeting.destination?.endMeeting)
        await expect(endMeeting.discard == nil)

        endMeeting.confirmSave()
        await expect(onSave.wasCalled(with: ""))
    }

    @Test func whenRecognitionFailsTheMeetingCanGoOn() async throws {
        let clock = TestClock()
        let onSave = TestProbe("onSave")
        let meeting = RecordMeeting(standup: .threeForSixSeconds, onSave: onSave.call, onDiscard: {}).withAnchor {
            $0.continuousClock = clock
            $0.speechClient.authorizationStatus = { .authorized }
            $0.speechClient.startTask = { _ in .heard(["I completed the project"], thenFailing: true) }
        }

        await expect {
            meeting.destination?.speechRecognizerFailed != nil
            meeting.transcript == "I completed the project ❌"
        }

        // Continue: the alert closes, and the meeting runs to its end.
        meeting.destination = nil
        await clock.advance(by: .seconds(6))
        await expect {
            meeting.destination == nil
            meeting.secondsElapsed == 6
            meeting.speakerIndex == 2
            onSave.wasCalled(with: "I completed the project ❌")
        }
    }

    @Test func whenRecognitionFailsTheMeetingCanBeDiscarded() async throws {
        let onDiscard = TestProbe("onDiscard")
        let meeting = RecordMeeting(standup: .mock, onSave: { _ in }, onDiscard: onDiscard.call).withAnchor {
            $0.continuousClock = TestClock()
            $0.speechClient.authorizationStatus = { .authorized }
            $0.speechClient.startTask = { _ in .heard([], thenFailing: true) }
        }

        let discard = try await require(meeting.destination?.speechRecognizerFailed)
        await expect(meeting.transcript == "")
        discard()
        await expect(onDiscard.wasCalled())
    }
}
