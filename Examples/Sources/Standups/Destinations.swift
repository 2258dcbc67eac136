// The containers of the schema are top-level types; SwiftModel's examples
// nest them in their models, so these aliases keep the names views use.
// The case accessors stand in for CasePaths' `destination?.edit`.

extension AppFeature {
    /// A screen pushed over the list.
    typealias Path = StandupsPath
}

extension StandupsList {
    /// What the list shows over itself.
    typealias Destination = StandupsListDestination
}

extension StandupDetail {
    /// What the detail shows over itself.
    typealias Destination = StandupDetailDestination
}

extension StandupForm {
    /// A field of the form.
    typealias Field = StandupFormField
}

extension RecordMeeting {
    /// The alerts over a meeting in progress.
    typealias Destination = RecordMeetingDestination
}

extension StandupsPath {
    /// The id of the standup whose detail this is.
    var detail: StandupDetail.ID? {
        if case .detail(let id) = self { id } else { nil }
    }

    /// The past meeting shown, with its standup.
    var meeting: (meeting: Meeting, standup: Standup)? {
        if case .meeting(let meeting, let standup) = self { (meeting, standup) } else { nil }
    }

    /// The meeting being recorded.
    var record: RecordMeeting? {
        if case .record(let model) = self { model } else { nil }
    }
}

extension StandupsListDestination {
    /// The form adding a standup, with what adding and dismissing do.
    var add: (form: StandupForm, add: @Sendable (Standup) -> Void, dismiss: @Sendable () -> Void)? {
        if case .add(let form, let add, let dismiss) = self { (form, add, dismiss) } else { nil }
    }

    /// The alert after a failed load: confirming loads sample standups.
    var dataFailedToLoad: (@Sendable () -> Void)? {
        if case .dataFailedToLoad(let confirm) = self { confirm } else { nil }
    }
}

extension StandupDetailDestination {
    /// The alert when speech recognition is restricted: continuing records without it.
    var speechRecognitionRestricted: (@Sendable () -> Void)? {
        if case .speechRecognitionRestricted(let `continue`) = self { `continue` } else { nil }
    }

    /// The confirmation before deleting.
    var deleteStandup: (@Sendable () -> Void)? {
        if case .deleteStandup(let confirm) = self { confirm } else { nil }
    }

    /// The alert when speech recognition was denied: continuing records
    /// without it; opening the settings lets the user allow it.
    var speechRecognitionDenied: (continue: @Sendable () -> Void, openSettings: @Sendable () -> Void)? {
        if case .speechRecognitionDenied(let `continue`, let openSettings) = self {
            (`continue`, openSettings)
        } else {
            nil
        }
    }

    /// The form editing the standup, with what saving and discarding do.
    var edit: (form: StandupForm, save: @Sendable (Standup) -> Void, discard: @Sendable () -> Void)? {
        if case .edit(let form, let save, let discard) = self { (form, save, discard) } else { nil }
    }
}

extension RecordMeetingDestination {
    /// The alert when ending a meeting: save it, or discard it (nil when the
    /// meeting ran to its end and can only be saved).
    var endMeeting: (confirmSave: @Sendable () -> Void, discard: (@Sendable () -> Void)?)? {
        if case .endMeeting(let confirmSave, let discard) = self { (confirmSave, discard) } else { nil }
    }

    /// The alert after speech recognition failed: discarding drops the meeting.
    var speechRecognizerFailed: (@Sendable () -> Void)? {
        if case .speechRecognizerFailed(let discard) = self { discard } else { nil }
    }
}
