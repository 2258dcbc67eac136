import Clocks
import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import Standups

// What SwiftModel's Standups example pins in its own tests, restated for
// this app: the reference that the list, the app, a detail and the form
// behave as the original's do. Recording is in
// RecordMeetingOriginalBehaviourTests.

/// The list: adding, and loading what is saved.
@Suite(.modelTesting) struct StandupsListOriginalBehaviourTests {
    @Test func aNewStandupGetsTheNextIdsAndIsAddedAsEdited() async throws {
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock()
            $0.uuid = .incrementing
        }
        list.addStandupButtonTapped()
        let add = try await require(list.destination?.add)
        let blank = Standup(id: UUID(0), attendees: [Attendee(id: UUID(1))])
        await expect(add.form.standup == blank)

        var titled = blank
        titled.title = "Engineering"
        let named = titled
        add.form.standup = named
        await expect(add.form.standup == named)

        add.add(add.form.standup)
        await expect {
            list.destination == nil
            list.standupDetails.map(\.standup) == [named]
        }
    }

    @Test func addingDropsNamelessAttendeesButKeepsOne() async throws {
        let uuid = UUIDGenerator.incrementing
        let id = UUID(uuidString: "deadbeef-dead-beef-dead-beefdeadbeef")!
        let list = StandupsList()
            .withActivation {
                $0.destination = $0.addDestination(
                    for: Standup(
                        id: id, attendees: [Attendee(id: uuid(), name: ""), Attendee(id: uuid(), name: "    ")],
                        title: "Design"))
            }
            .withAnchor {
                $0.continuousClock = ImmediateClock()
                $0.dataManager = .mock()
                $0.uuid = uuid
            }
        let add = try await require(list.destination?.add)
        add.add(add.form.standup)
        // Both were blank: the first stays, so the standup has someone.
        await expect {
            list.destination == nil
            list.standupDetails.map(\.standup) == [Standup(id: id, attendees: [Attendee(id: UUID(0))], title: "Design")]
        }
    }

    @Test func dataThatDoesNotDecodeOffersTheSamples() async throws {
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock(initialData: Data("not standups".utf8))
        }
        let loadSamples = try await require(list.destination?.dataFailedToLoad)
        loadSamples()
        await expect(list.standupDetails.map(\.standup) == [.mock, .designMock, .engineeringMock])
    }

    @Test func aFileThatCannotBeReadIsNoAlert() async throws {
        struct Unreadable: Error {}
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager.load = { throw Unreadable() }
        }
        await expect(list.destination == nil)
    }
}

/// The app: a detail's events, and saving.
@Suite(.modelTesting) struct AppFeatureOriginalBehaviourTests {
    @Test func confirmingTheDeletionRemovesTheStandupAndClosesItsDetail() async throws {
        let app = AppFeature(path: []).withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([Standup.mock]))
        }
        await expect(app.standupsList.standupDetails.first?.standup == .mock)
        let detail = try await require(app.standupsList.standupDetails.first)
        app.path.append(.detail(detail.id))
        await expect(app.path.count == 1)

        detail.deleteButtonTapped()
        try await require(detail.destination?.deleteStandup)()
        await expect {
            detail.didSend(.deleteStandup)
            app.path.isEmpty
            app.standupsList.standupDetails.isEmpty
        }
    }

    @Test func whatWasLoadedIsSavedAndSoIsAnEdit() async throws {
        let saves = TestProbe("save")
        let app = AppFeature(path: []).withAnchor { values in
            values.continuousClock = ImmediateClock()
            values.dataManager = .mock(initialData: try! JSONEncoder().encode([Standup.mock]))
            values.dataManager.save = { [write = values.dataManager.save] data in
                saves.call(try JSONDecoder().decode([Standup].self, from: data))
                try await write(data)
            }
        }
        await expect(app.standupsList.standupDetails.first?.standup == .mock)
        // Loading is a change too: the list as loaded is written.
        await expect(saves.wasCalled(with: [Standup.mock]))

        let detail = try await require(app.standupsList.standupDetails.first)
        app.path.append(.detail(detail.id))
        await expect(app.path.count == 1)
        detail.editButtonTapped()
        let edit = try await require(detail.destination?.edit)
        var renamed = Standup.mock
        renamed.title = "Blob"
        let edited = renamed
        edit.standup = edited
        await expect(edit.standup == edited)

        detail.doneEditingButtonTapped()
        await expect {
            detail.destination == nil
            detail.standup == edited
        }
        await expect(saves.wasCalled(with: [edited]))
    }

    @Test(.modelTesting(exhaustivity: .off)) func aRecordedMeetingIsAddedToItsStandup() async throws {
        let standup = Standup.threeForSixSeconds
        let app = AppFeature(path: [.detail(standup.id)]).withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([standup]))
            $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
            $0.speechClient.authorizationStatus = { .authorized }
            $0.speechClient.startTask = { _ in .heard(["I completed the project"]) }
            $0.uuid = .incrementing
        }
        let id = try await require(app.path.first?.detail)
        let detail = try await require(app.standupsList.standupDetails[id: id])
        detail.startMeetingButtonTapped()
        await expect {
            detail.standup.meetings.elements == [
                Meeting(
                    id: UUID(0), date: Date(timeIntervalSince1970: 1_234_567_890), transcript: "I completed the project"
                )
            ]
            app.path.count == 1
        }
    }
}

/// A detail: starting a meeting as speech recognition allows, and editing.
@Suite(.modelTesting) struct StandupDetailOriginalBehaviourTests {
    /// `standup.mock`'s detail, with speech recognition `status`.
    private func detail(speech status: SpeechAuthorizationStatus, openSettings: TestProbe? = nil) -> StandupDetail {
        StandupDetail(standup: .mock).withAnchor {
            $0.speechClient.authorizationStatus = { status }
            if let openSettings { $0.openSettings = { openSettings.call() } }
        }
    }

    @Test func restrictedSpeechShowsItsAlert() async {
        let detail = detail(speech: .restricted)
        detail.startMeetingButtonTapped()
        await expect(detail.destination?.speechRecognitionRestricted != nil)
    }

    @Test func deniedSpeechShowsAnAlert() async {
        let detail = detail(speech: .denied)
        detail.startMeetingButtonTapped()
        await expect(detail.destination != nil)
    }

    @Test func theDeniedAlertOpensTheSettings() async throws {
        let opened = TestProbe("open settings")
        let detail = detail(speech: .denied, openSettings: opened)
        detail.startMeetingButtonTapped()
        try await require(detail.destination?.speechRecognitionDenied).openSettings()
        await expect {
            detail.destination?.speechRecognitionDenied != nil
            opened.wasCalled()
        }
    }

    @Test func theDeniedAlertCanGoOnWithoutRecording() async throws {
        let detail = detail(speech: .denied)
        detail.startMeetingButtonTapped()
        try await require(detail.destination?.speechRecognitionDenied).continue()
        await expect {
            detail.destination?.speechRecognitionDenied != nil
            detail.didSend(.startMeeting)
        }
    }

    @Test func allowedSpeechStartsTheMeeting() async {
        let detail = detail(speech: .authorized)
        detail.startMeetingButtonTapped()
        await expect(detail.didSend(.startMeeting))
    }

    @Test func savingTheEditFormReplacesTheStandup() async throws {
        let detail = StandupDetail(standup: .mock).withAnchor { $0.uuid = .incrementing }
        detail.editButtonTapped()
        await expect(detail.destination?.edit != nil)
        let edit = try await require(detail.destination?.edit)
        edit.standup.title = "Blob's Meeting"
        await expect(edit.standup.title == "Blob's Meeting")

        detail.doneEditingButtonTapped()
        await expect {
            detail.destination == nil
            detail.standup.title == "Blob's Meeting"
        }
    }
}

/// The form: attendees, and where the focus goes.
@Suite(.modelTesting) struct StandupFormOriginalBehaviourTests {
    @Test func aStandupWithNobodyGetsAnAttendeeAndANewOneIsFocused() async {
        let form = StandupForm(standup: Standup(id: UUID(), attendees: [], title: "Engineering")).withAnchor {
            $0.uuid = .incrementing
        }
        await expect(form.standup.attendees == [Attendee(id: UUID(0))])

        form.addAttendeeButtonTapped()
        await expect {
            form.focus == .attendee(UUID(1))
            form.standup.attendees == [Attendee(id: UUID(0)), Attendee(id: UUID(1))]
        }
    }

    @Test func removingAnAttendeeFocusesTheNextOrTheLast() async {
        let four = (0..<4).map { _ in Attendee(id: UUID()) }
        let standup = Standup(id: UUID(), attendees: IdentifiedArray(uniqueElements: four), title: "Engineering")
        let form = StandupForm(standup: standup).withAnchor {
            $0.uuid = .incrementing
        }
        form.deleteAttendees(atOffsets: [0])
        await expect {
            form.focus == .attendee(four[1].id)
            form.standup.attendees.elements == Array(four[1...])
        }
        // The middle one of three: the one after it.
        form.deleteAttendees(atOffsets: [1])
        await expect {
            form.focus == .attendee(four[3].id)
            form.standup.attendees.elements == [four[1], four[3]]
        }
        // The last: the one before it.
        form.deleteAttendees(atOffsets: [1])
        await expect {
            form.focus == .attendee(four[1].id)
            form.standup.attendees.elements == [four[1]]
        }
        // Nobody left: a new attendee takes the focus.
        form.deleteAttendees(atOffsets: [0])
        await expect {
            form.focus == .attendee(UUID(0))
            form.standup.attendees == [Attendee(id: UUID(0))]
        }
    }
}
