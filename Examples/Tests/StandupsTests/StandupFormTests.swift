import Foundation
import ModelRuntime
import ModelTesting
import Testing
@testable import Standups

/// The form's attendees and focus, in the `andTester` style.
@Suite struct StandupFormTests {
    @Test func aFormAlwaysHasAnAttendeeAndAddingOneFocusesIt() async {
        let (form, tester) = StandupForm(standup: Standup(id: UUID(), title: "Engineering")).andTester {
            $0.uuid = .incrementing
        }
        await tester.assert {
            form.focus == .title
            form.standup.attendees.elements == [Attendee(id: UUID(0))]
        }

        form.addAttendeeButtonTapped()
        await tester.assert {
            form.focus == .attendee(UUID(1))
            form.standup.attendees.elements == [Attendee(id: UUID(0)), Attendee(id: UUID(1))]
        }
    }

    @Test func removingAttendeesMovesTheFocusToTheNextOne() async {
        let attendees = (0..<4).map { Attendee(id: UUID(10 + $0), name: "Blob \($0)") }
        let (form, tester) = StandupForm(
            standup: Standup(id: UUID(), attendees: IdentifiedArray(uniqueElements: attendees), title: "Engineering")
        ).andTester { $0.uuid = .incrementing }

        form.deleteAttendees(atOffsets: [0])
        await tester.assert {
            form.focus == .attendee(attendees[1].id)
            form.standup.attendees.elements == [attendees[1], attendees[2], attendees[3]]
        }

        form.deleteAttendees(atOffsets: [2])
        await tester.assert {
            form.focus == .attendee(attendees[2].id)
            form.standup.attendees.elements == [attendees[1], attendees[2]]
        }

        form.deleteAttendees(atOffsets: [0, 1])
        await tester.assert {
            form.focus == .attendee(UUID(0))
            form.standup.attendees.elements == [Attendee(id: UUID(0))]
        }
    }
}
