import Foundation
import TerminalUI

extension StandupsSession {
    /// What is on screen: the top of the navigation stack, or the form or
    /// alert shown over it.
    enum Screen {
        case list(StandupsList)
        case dataFailedToLoad(StandupsList, confirm: @Sendable () -> Void)
        case form(StandupForm, heading: String, commit: @Sendable (Standup) -> Void, cancel: @Sendable () -> Void)
        case detail(StandupDetail)
        case detailAlert(StandupDetail, StandupDetail.Destination)
        case meeting(Meeting, Standup)
        case record(RecordMeeting)
        case recordAlert(RecordMeeting, RecordMeeting.Destination)
    }

    /// The screen now.
    var screen: Screen {
        let list = app.standupsList
        switch app.path.last {
        case .record(let meeting)?:
            return meeting.destination.map { .recordAlert(meeting, $0) } ?? .record(meeting)
        case .meeting(let meeting, let standup)?:
            return .meeting(meeting, standup)
        case .detail(let id)?:
            guard let detail = list.standupDetails[id: id] else { break }
            switch detail.destination {
            case .edit(let form)?:
                return .form(
                    form, heading: "Edit \(detail.standup.title)",
                    commit: { _ in detail.doneEditingButtonTapped() }, cancel: { detail.cancelEditButtonTapped() })
            case let alert?:
                return .detailAlert(detail, alert)
            case nil:
                return .detail(detail)
            }
        case nil:
            break
        }
        switch list.destination {
        case .add(let form, let add, let dismiss)?:
            return .form(form, heading: "New standup", commit: add, cancel: dismiss)
        case .dataFailedToLoad(let confirm)?:
            return .dataFailedToLoad(list, confirm: confirm)
        case nil:
            return .list(list)
        }
    }

    /// Performs `command` at once on the screen shown.
    func perform(_ command: StandupsCommand) {
        switch screen {
        case .list(let list): perform(command, onList: list)
        case .dataFailedToLoad(let list, let confirm): answer(command, confirm: confirm) { list.destination = nil }
        case .form(let form, _, let commit, let cancel): perform(command, onForm: form, commit: commit, cancel: cancel)
        case .detail(let detail): perform(command, onDetail: detail)
        case .detailAlert(let detail, let alert): perform(command, on: alert, of: detail)
        case .meeting: if command == .back { app.path.removeLast() }
        case .record(let meeting): perform(command, onRecording: meeting)
        case .recordAlert(let meeting, let alert): perform(command, on: alert, of: meeting)
        }
    }

    private func perform(_ command: StandupsCommand, onList list: StandupsList) {
        let count = list.standupDetails.count
        switch command {
        case .selectPrevious, .selectNext:
            host.withLock { $0.standup = moved($0.standup, by: command == .selectPrevious ? -1 : 1, count: count) }
        case .openRow(let index):
            guard list.standupDetails.indices.contains(index) else { return }
            host.withLock { $0.standup = index }
            perform(.open, onList: list)
        case .open:
            let index = host.withLock { $0.standup }
            guard list.standupDetails.indices.contains(index) else { return }
            host.withLock { $0.meeting = 0 }
            app.path.append(.detail(list.standupDetails[index].id))
        case .add:
            list.addStandupButtonTapped()
        default:
            break
        }
    }

    private func perform(
        _ command: StandupsCommand, onForm form: StandupForm, commit: @Sendable (Standup) -> Void,
        cancel: @Sendable () -> Void
    ) {
        let fields: [StandupForm.Field] = [.title] + form.standup.attendees.map { .attendee($0.id) }
        let focus = form.focus ?? .title
        switch command {
        case .selectPrevious, .selectNext:
            let index = fields.firstIndex(of: focus) ?? 0
            form.focus = fields[moved(index, by: command == .selectPrevious ? -1 : 1, count: fields.count)]
        case .open:
            host.withLock { $0.isTyping = true }
        case .type(let input):
            guard host.withLock({ $0.isTyping }) else { return }
            switch input {
            case .done, .cancel: host.withLock { $0.isTyping = false }
            case .insert, .deleteBackward: edit(focus, of: form) { $0.applying(input) }
            }
        case .setTitle(let title):
            form.standup.title = title
        case .nameAttendee(let name):
            if case .attendee(let id) = focus, form.standup.attendees[id: id]?.name.isEmpty == true {
                form.standup.attendees[id: id]?.name = name
            } else {
                form.addAttendeeButtonTapped()
                if case .attendee(let id)? = form.focus { form.standup.attendees[id: id]?.name = name }
            }
        case .addAttendee:
            form.addAttendeeButtonTapped()
        case .delete:
            if case .attendee(let id) = focus, let index = form.standup.attendees.index(id: id) {
                form.deleteAttendees(atOffsets: [index])
            }
        case .lengthen, .shorten:
            let minutes = form.standup.duration.components.seconds / 60
            form.standup.duration = .seconds(60 * min(max(minutes + (command == .lengthen ? 1 : -1), 1), 60))
        case .setMinutes(let minutes):
            form.standup.duration = .seconds(60 * minutes)
        case .nextTheme:
            let themes = Theme.allCases
            form.standup.theme = themes[(themes.firstIndex(of: form.standup.theme)! + 1) % themes.count]
        case .setTheme(let theme):
            form.standup.theme = theme
        case .save:
            host.withLock { $0.isTyping = false }
            commit(form.standup)
        case .back:
            host.withLock { $0.isTyping = false }
            cancel()
        default:
            break
        }
    }

    /// Changes the text of `field` in `form`.
    private func edit(_ field: StandupForm.Field, of form: StandupForm, _ change: (String) -> String) {
        switch field {
        case .title: form.standup.title = change(form.standup.title)
        case .attendee(let id):
            form.standup.attendees[id: id]?.name = change(form.standup.attendees[id: id]?.name ?? "")
        }
    }

    private func perform(_ command: StandupsCommand, onDetail detail: StandupDetail) {
        let count = detail.standup.meetings.count
        switch command {
        case .selectPrevious, .selectNext:
            host.withLock { $0.meeting = moved($0.meeting, by: command == .selectPrevious ? -1 : 1, count: count) }
        case .openRow(let index):
            guard detail.standup.meetings.indices.contains(index) else { return }
            host.withLock { $0.meeting = index }
            perform(.open, onDetail: detail)
        case .open:
            let index = host.withLock { $0.meeting }
            guard detail.standup.meetings.indices.contains(index) else { return }
            app.path.append(.meeting(detail.standup.meetings[index], standup: detail.standup))
        case .deleteMeeting:
            let index = host.withLock { $0.meeting }
            guard detail.standup.meetings.indices.contains(index) else { return }
            detail.deleteMeetings(atOffsets: [index])
            host.withLock { $0.meeting = moved(index, by: 0, count: count - 1) }
        case .edit: detail.editButtonTapped()
        case .delete: detail.deleteButtonTapped()
        case .start: detail.startMeetingButtonTapped()
        case .back: app.path.removeLast()
        default: break
        }
    }

    private func perform(_ command: StandupsCommand, on alert: StandupDetail.Destination, of detail: StandupDetail) {
        let action = alert.deleteStandup ?? alert.speechRecognitionDenied?.continue ?? alert.speechRecognitionRestricted
        answer(command, confirm: action) { detail.destination = nil }
    }

    private func perform(_ command: StandupsCommand, onRecording meeting: RecordMeeting) {
        switch command {
        case .next: meeting.nextButtonTapped()
        case .end: meeting.endMeetingButtonTapped()
        default: break
        }
    }

    private func perform(_ command: StandupsCommand, on alert: RecordMeeting.Destination, of meeting: RecordMeeting) {
        let dismiss = { meeting.destination = nil }
        switch command {
        case .discard:
            guard let discard = alert.endMeeting?.discard ?? alert.speechRecognizerFailed else { return }
            dismiss()
            discard()
        case .confirm where alert.speechRecognizerFailed != nil:
            // Continue the meeting without speech recognition.
            dismiss()
        case .save:
            // "Save and end", the alert's main choice.
            answer(.confirm, confirm: alert.endMeeting?.confirmSave, dismiss: dismiss)
        default:
            answer(command, confirm: alert.endMeeting?.confirmSave, dismiss: dismiss)
        }
    }

    /// An alert's answer: `confirm` closes it and does its main action,
    /// `back` closes it, as tapping an alert's buttons does.
    private func answer(_ command: StandupsCommand, confirm action: (@Sendable () -> Void)?, dismiss: () -> Void) {
        switch command {
        case .confirm:
            guard let action else { return }
            dismiss()
            action()
        case .back:
            dismiss()
        default:
            break
        }
    }
}

/// `index` moved `offset` rows, kept within `count` rows.
private func moved(_ index: Int, by offset: Int, count: Int) -> Int {
    max(min(index + offset, count - 1), 0)
}
