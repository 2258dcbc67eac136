import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import Standups

/// A standup's detail: starting a meeting as speech allows, editing,
/// deleting and its meeting history, in the `.modelTesting` style.
@Suite(.modelTesting) struct StandupDetailTests {
    @Test(arguments: [SpeechAuthorizationStatus.authorized, .notDetermined])
    func startingWhenSpeechMayBeUsed(_ status: SpeechAuthorizationStatus) async {
        let detail = StandupDetail(standup: .mock).withAnchor {
            $0.speechClient.authorizationStatus = { status }
        }
        detail.startMeetingButtonTapped()
        await expect {
            detail.didSend(.startMeeting)
            detail.destination == nil
        }
    }

    @Test func whenSpeechIsDeniedAnAlertOffersToGoOnWithout() async throws {
        let detail = StandupDetail(standup: .mock).withAnchor {
            $0.speechClient.authorizationStatus = { .denied }
        }
        detail.startMeetingButtonTapped()
        let continueWithout = try await require(detail.destination?.speechRecognitionDenied?.continue)

        continueWithout()
        await expect {
            detail.destination?.speechRecognitionDenied != nil
            detail.didSend(.startMeeting)
        }
    }

    @Test func whenSpeechIsRestrictedAnAlertOffersToGoOnWithout() async throws {
        let detail = StandupDetail(standup: .mock).withAnchor {
            $0.speechClient.authorizationStatus = { .restricted }
        }
        detail.startMeetingButtonTapped()
        try await require(detail.destination?.speechRecognitionRestricted)()
        await expect {
            detail.destination?.speechRecognitionRestricted != nil
            detail.didSend(.startMeeting)
        }
    }

    @Test func editing() async throws {
        var standup = Standup.mock
        let detail = StandupDetail(standup: standup).withAnchor { $0.uuid = .incrementing }

        detail.editButtonTapped()
        let edit = try await require(detail.destination?.edit)
        standup.title = "Blob's Meeting"
        edit.standup = standup
        await expect(edit.standup.title == "Blob's Meeting")

        detail.doneEditingButtonTapped()
        await expect {
            detail.destination == nil
            detail.standup.title == "Blob's Meeting"
        }
    }

    @Test func discardingAnEditKeepsTheStandup() async throws {
        let detail = StandupDetail(standup: .mock).withAnchor { $0.uuid = .incrementing }
        detail.editButtonTapped()
        let edit = try await require(detail.destination?.edit)
        edit.standup.title = "Scrapped"
        await expect(edit.standup.title == "Scrapped")

        detail.cancelEditButtonTapped()
        await expect {
            detail.destination == nil
            detail.standup == .mock
        }
    }

    @Test func deletingAsksFirst() async throws {
        let detail = StandupDetail(standup: .mock).withAnchor()
        detail.deleteButtonTapped()
        let confirm = try await require(detail.destination?.deleteStandup)
        // Nothing is sent until the person confirms.
        confirm()
        await expect {
            detail.destination?.deleteStandup != nil
            detail.didSend(.deleteStandup)
        }
    }

    @Test func deletingPastMeetings() async {
        var standup = Standup.mock
        standup.meetings = [
            Meeting(id: UUID(0), date: Date(timeIntervalSince1970: 3), transcript: "Third"),
            Meeting(id: UUID(1), date: Date(timeIntervalSince1970: 2), transcript: "Second"),
            Meeting(id: UUID(2), date: Date(timeIntervalSince1970: 1), transcript: "First"),
        ]
        let detail = StandupDetail(standup: standup).withAnchor()
        detail.deleteMeetings(atOffsets: [0, 2])
        await expect(detail.standup.meetings.map(\.transcript) == ["Second"])
    }
}
