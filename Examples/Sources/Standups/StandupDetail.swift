import Foundation
import ModelRuntime

extension StandupDetail {
    /// The detail of `standup`, identified by the standup's id.
    init(standup: Standup, destination: Destination? = nil) {
        self.init(id: standup.id, standup: standup, destination: destination)
    }

    /// Asks to confirm; confirming sends `deleteStandup`, for the parent to act on.
    func deleteButtonTapped() {
        destination = .deleteStandup(confirm: {
            node.send(.deleteStandup)
        })
    }

    /// Deletes past meetings.
    func deleteMeetings(atOffsets indices: IndexSet) {
        standup.meetings.remove(atOffsets: indices)
    }

    /// Opens the form on a copy of the standup.
    func editButtonTapped() {
        destination = .edit(StandupForm(standup: standup))
    }

    /// Replaces the standup by the one the open form edited, and closes it.
    func doneEditingButtonTapped() {
        guard let form = destination?.edit else { return }
        standup = form.standup
        destination = nil
    }

    /// Closes the form, keeping the standup as it was.
    func cancelEditButtonTapped() {
        destination = nil
    }

    /// Sends `startMeeting` when speech recognition may be used (or will be
    /// asked for); otherwise says why the meeting won't be transcribed and
    /// offers to go on without, or, when the user denied it, to open the
    /// settings that allow it.
    func startMeetingButtonTapped() {
        switch speechClient.authorizationStatus() {
        case .notDetermined, .authorized:
            node.send(.startMeeting)
        case .denied:
            destination = .speechRecognitionDenied(
                continue: { node.send(.startMeeting) },
                openSettings: { node.task { await openSettings() } })
        case .restricted:
            destination = .speechRecognitionRestricted(continue: { node.send(.startMeeting) })
        }
    }
}
