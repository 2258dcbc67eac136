import Foundation
import ModelRuntime

extension AppFeature {
    func onActivate() {
        node.forEach(node.event(fromType: StandupDetail.self)) { event, detail in
            switch event {
            case .deleteStandup:
                node.transaction {
                    standupsList.standupDetails.remove(id: detail.id)
                    // The detail's screen, and anything over it, goes too.
                    if let index = path.firstIndex(where: { $0.detail == detail.id }) {
                        path.removeSubrange(index...)
                    }
                }
            case .startMeeting:
                path.append(.record(recording(of: detail)))
            }
        }
    }

    /// A recording of `detail`'s standup. Saving adds the meeting, newest
    /// first, to the standup; both saving and discarding close the recording.
    private func recording(of detail: StandupDetail) -> RecordMeeting {
        RecordMeeting(
            standup: detail.standup,
            onSave: { transcript in
                node.transaction {
                    detail.standup.meetings.insert(Meeting(id: uuid(), date: date.now, transcript: transcript), at: 0)
                    closeRecording()
                }
            },
            onDiscard: {
                closeRecording()
            })
    }

    /// Pops the recording off the navigation stack.
    private func closeRecording() {
        if path.last?.record != nil { path.removeLast() }
    }
}
