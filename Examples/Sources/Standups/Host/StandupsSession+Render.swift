import Foundation
import TerminalUI

extension StandupsSession {
    /// The screen as lines, for example a meeting being recorded:
    ///
    /// ```
    /// Recording: Engineering
    /// Speaker 2 of 3: Blob Jr
    /// Elapsed 0:02  Remaining 0:04
    /// Transcript: Yesterday I finished
    /// ```
    func render() -> [ScreenLine] {
        switch screen {
        case .list(let list):
            return listLines(list)
        case .dataFailedToLoad(let list, _):
            let file = settings.dataFile.map { " in \($0.path)" } ?? ""
            return listLines(list) + [
                ScreenLine("Data failed to load", .alert),
                ScreenLine("The standups\(file) couldn't be read. The file stays as it is and nothing will be saved."),
                ScreenLine("Load sample standups to look around?"),
            ]
        case .form(let form, let heading, _, _):
            return formLines(form, heading: heading)
        case .detail(let detail):
            return detailLines(detail)
        case .detailAlert(let detail, let alert):
            return detailLines(detail) + alertLines(alert)
        case .meeting(let meeting, let standup):
            return [
                ScreenLine("Meeting of \(dateText(meeting.date)): \(standup.title)", .heading),
                ScreenLine("Attendees: \(standup.attendees.map(\.name).joined(separator: ", "))"),
                ScreenLine("Transcript", .heading),
                ScreenLine(meeting.transcript.isEmpty ? "(nothing was transcribed)" : meeting.transcript),
            ]
        case .record(let meeting):
            return recordLines(meeting)
        case .recordAlert(let meeting, let alert):
            return recordLines(meeting) + alertLines(alert)
        }
    }

    private func listLines(_ list: StandupsList) -> [ScreenLine] {
        let selected = host.withLock { $0.standup }
        var lines = [ScreenLine("Daily standups", .heading)]
        if list.standupDetails.isEmpty { lines.append(ScreenLine("  (none yet)", .dim)) }
        for (index, detail) in list.standupDetails.enumerated() {
            let standup = detail.standup
            let text =
                "\(standup.title.isEmpty ? "Untitled" : standup.title) (\(count(standup.attendees.count, "attendee")), \(lengthText(standup.duration)))"
            lines.append(index == selected ? ScreenLine("> " + text, .selectedRow) : ScreenLine("  " + text))
        }
        if let error = list.saveError { lines.append(ScreenLine(error, .alert)) }
        return lines
    }

    private func formLines(_ form: StandupForm, heading: String) -> [ScreenLine] {
        let isTyping = host.withLock { $0.isTyping }
        let focus = form.focus ?? .title
        func field(_ field: StandupForm.Field, _ label: String, _ value: String) -> ScreenLine {
            guard field == focus else { return ScreenLine("  " + label + value) }
            return ScreenLine("> " + label + value + (isTyping ? "_" : ""), .selectedRow)
        }
        var lines = [
            ScreenLine(heading, .heading),
            field(.title, "Title: ", form.standup.title),
            ScreenLine("  Length: \(lengthText(form.standup.duration))"),
            ScreenLine("  Theme: \(form.standup.theme.name)"),
            ScreenLine("Attendees", .heading),
        ]
        for attendee in form.standup.attendees {
            lines.append(
                field(.attendee(attendee.id), "", attendee.name.isEmpty && !isTyping ? "(no name)" : attendee.name))
        }
        return lines
    }

    private func detailLines(_ detail: StandupDetail) -> [ScreenLine] {
        let standup = detail.standup
        let selected = host.withLock { $0.meeting }
        var lines = [
            ScreenLine(standup.title.isEmpty ? "Untitled" : standup.title, .heading),
            ScreenLine("Length: \(lengthText(standup.duration))  Theme: \(standup.theme.name)"),
        ]
        if !standup.meetings.isEmpty {
            lines.append(ScreenLine("Past meetings", .heading))
            for (index, meeting) in standup.meetings.enumerated() {
                let text = dateText(meeting.date)
                lines.append(index == selected ? ScreenLine("> " + text, .selectedRow) : ScreenLine("  " + text))
            }
        }
        lines.append(ScreenLine("Attendees", .heading))
        lines += standup.attendees.map { ScreenLine("  " + $0.name) }
        return lines
    }

    private func recordLines(_ meeting: RecordMeeting) -> [ScreenLine] {
        let attendees = meeting.standup.attendees
        let speaker =
            attendees.indices.contains(meeting.speakerIndex) ? attendees[meeting.speakerIndex].name : "Someone"
        return [
            ScreenLine("Recording: \(meeting.standup.title)", .heading),
            ScreenLine("Speaker \(meeting.speakerIndex + 1) of \(attendees.count): \(speaker)"),
            ScreenLine(
                "Elapsed \(clockText(.seconds(meeting.secondsElapsed)))  Remaining \(clockText(meeting.durationRemaining))"
            ),
            ScreenLine("Transcript: \(meeting.transcript)", .info),
        ]
    }

    private func alertLines(_ alert: StandupDetail.Destination) -> [ScreenLine] {
        if alert.deleteStandup != nil {
            return [ScreenLine("Delete this standup?", .alert), ScreenLine("Its past meetings go with it.")]
        }
        if alert.speechRecognitionDenied != nil {
            return [
                ScreenLine("Speech recognition denied", .alert),
                ScreenLine("Speech recognition is turned off, so the meeting won't be transcribed. Continue without?"),
                ScreenLine("(--speech authorized turns it on.)", .dim),
            ]
        }
        return [
            ScreenLine("Speech recognition restricted", .alert),
            ScreenLine("This machine can't recognize speech, so the meeting won't be transcribed. Continue without?"),
        ]
    }

    private func alertLines(_ alert: RecordMeeting.Destination) -> [ScreenLine] {
        if let endMeeting = alert.endMeeting {
            return endMeeting.discard == nil
                ? [ScreenLine("That was the last speaker. Save the meeting?", .alert)]
                : [ScreenLine("End the meeting early?", .alert), ScreenLine("Save it, or discard it?")]
        }
        return [
            ScreenLine("Speech recognition failed", .alert),
            ScreenLine("The rest of the meeting won't be transcribed. Continue, or discard the meeting?"),
        ]
    }

    var keyHelp: String {
        if host.withLock({ $0.isTyping }) { return TextInput.keyHelp }
        switch screen {
        case .list: return "up/down select  Enter open  a add  q quit"
        case .dataFailedToLoad: return "y load samples  n no"
        case .form:
            return
                "up/down field  Enter type  +/- length  t theme  n add attendee  x remove attendee  s save  Esc cancel"
        case .detail:
            return "s start meeting  e edit  d delete  up/down meeting  Enter open  x delete meeting  Esc back"
        case .detailAlert(_, let alert):
            return alert.deleteStandup != nil ? "y yes  n no" : "c continue without  Esc cancel"
        case .meeting: return "Esc back"
        case .record: return "n next speaker  e end meeting  q quit"
        case .recordAlert(_, let alert):
            if let endMeeting = alert.endMeeting {
                return endMeeting.discard == nil ? "s save  r resume" : "s save  d discard  r resume"
            }
            return "c continue  d discard"
        }
    }

    /// `date`, to the minute, in the session's time zone: "2024-06-03 09:00".
    func dateText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = settings.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}

/// A meeting's length: "5 min", or "45 sec" under a minute or off the minute.
func lengthText(_ length: Duration) -> String {
    let seconds = length.components.seconds
    return seconds >= 60 && seconds.isMultiple(of: 60) ? "\(seconds / 60) min" : "\(seconds) sec"
}

/// A time on the meeting clock: "1:05".
func clockText(_ duration: Duration) -> String {
    let seconds = max(duration.components.seconds, 0)
    return "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
}

/// "1 attendee", "3 attendees".
private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
}
