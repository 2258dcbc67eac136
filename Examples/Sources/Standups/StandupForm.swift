import Foundation
import ModelRuntime

extension StandupForm {
    func onActivate() {
        // A standup has at least one attendee, so there is always a field to type a name in.
        if standup.attendees.isEmpty {
            standup.attendees.append(Attendee(id: uuid()))
        }
    }

    /// Adds an empty attendee and moves the focus to it.
    func addAttendeeButtonTapped() {
        let attendee = Attendee(id: uuid())
        standup.attendees.append(attendee)
        focus = .attendee(attendee.id)
    }

    /// Removes the attendees at `indices`, keeping at least one, and moves
    /// the focus to the attendee that takes the first one's place.
    func deleteAttendees(atOffsets indices: IndexSet) {
        standup.attendees.remove(atOffsets: indices)
        if standup.attendees.isEmpty {
            standup.attendees.append(Attendee(id: uuid()))
        }
        guard let first = indices.first else { return }
        focus = .attendee(standup.attendees[min(first, standup.attendees.count - 1)].id)
    }
}
