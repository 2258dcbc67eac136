import Clocks
import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import Standups

/// The list: adding standups, and loading them, in the `.modelTesting` style.
@Suite(.modelTesting) struct StandupsListTests {
    @Test func addingAStandup() async throws {
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock()
            $0.uuid = .incrementing
        }

        list.addStandupButtonTapped()
        let add = try await require(list.destination?.add)
        await expect(add.form.standup == Standup(id: UUID(0), attendees: [Attendee(id: UUID(1))]))

        add.form.standup.title = "Engineering"
        add.form.standup.attendees[0].name = "Blob"
        await expect(add.form.standup.title == "Engineering")

        add.add(add.form.standup)
        await expect {
            list.destination == nil
            list.standupDetails.map(\.standup) == [
                Standup(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Blob")], title: "Engineering")
            ]
        }
    }

    @Test func addingDropsAttendeesWithoutANameButKeepsOne() async throws {
        let list = StandupsList().withActivation {
            $0.destination = $0.addDestination(
                for: Standup(
                    id: UUID(7),
                    attendees: [Attendee(id: UUID(0), name: ""), Attendee(id: UUID(1), name: "   ")],
                    title: "Design"))
        }.withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock()
            $0.uuid = .incrementing
        }

        let add = try await require(list.destination?.add)
        add.add(add.form.standup)
        await expect {
            list.destination == nil
            list.standupDetails.map(\.standup) == [
                Standup(id: UUID(7), attendees: [Attendee(id: UUID(0))], title: "Design")
            ]
        }

        list.addStandupButtonTapped()
        let second = try await require(list.destination?.add)
        second.form.standup.attendees = [
            Attendee(id: UUID(10), name: " "), Attendee(id: UUID(11), name: "Blob"), Attendee(id: UUID(12)),
        ]
        second.add(second.form.standup)
        await expect {
            list.destination == nil
            list.standupDetails.last?.standup.attendees.elements == [Attendee(id: UUID(11), name: "Blob")]
        }
    }

    @Test func dismissingTheFormAddsNothing() async throws {
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock()
            $0.uuid = .incrementing
        }
        list.addStandupButtonTapped()
        let add = try await require(list.destination?.add)
        add.form.standup.title = "Never mind"
        add.dismiss()
        await expect {
            list.destination == nil
            list.standupDetails.isEmpty
        }
        list.addStandupButtonTapped()
        await expect(list.destination?.add != nil)
        list.dismissAddStandupButtonTapped()
        await expect(list.destination == nil)
    }

    @Test func savedStandupsAreLoaded() async throws {
        let saved = [Standup.mock, .engineeringMock]
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode(saved))
        }
        await expect {
            list.standupDetails.map(\.standup) == saved
            list.standupDetails.map(\.id) == saved.map(\.id)
            list.destination == nil
        }
    }

    @Test func aMissingFileIsAnEmptyList() async {
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager.load = { throw CocoaError(.fileReadNoSuchFile) }
        }
        await expect {
            list.standupDetails.isEmpty
            list.destination == nil
        }
    }

    @Test(arguments: [
        Data("!@#$ BAD DATA %^&*()".utf8),
        // Two standups with one id: decoding them would lose one.
        try! JSONEncoder().encode([Standup.mock, Standup.mock]),
    ])
    func anUnreadableFileOffersSamplesAndTurnsSavingOff(_ data: Data) async throws {
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager = .mock(initialData: data)
            $0.dataManager.save = { _ in Issue.record("Nothing may be saved over a file that couldn't be read.") }
        }

        let loadSamples = try await require(list.destination?.dataFailedToLoad)
        loadSamples()
        await expect(list.standupDetails.map(\.standup) == [.mock, .designMock, .engineeringMock])
    }

    @Test func aFileThatCantBeReadIsAnEmptyListThatIsNotSavedOverIt() async throws {
        struct PermissionDenied: Error, LocalizedError {
            var errorDescription: String? { "permission denied" }
        }
        let list = StandupsList().withAnchor {
            $0.continuousClock = ImmediateClock()
            $0.dataManager.load = { throw PermissionDenied() }
            $0.dataManager.save = { _ in Issue.record("Nothing may be saved over a file that couldn't be read.") }
            $0.uuid = .incrementing
        }
        await expect {
            list.standupDetails.isEmpty
            list.destination == nil
        }

        list.addStandupButtonTapped()
        let add = try await require(list.destination?.add)
        add.add(add.form.standup)
        await expect {
            list.destination == nil
            list.standupDetails.count == 1
            list.saveError
                == "Not saved: the saved standups couldn't be read (permission denied), so they aren't written over."
        }
    }
}
