// The containers of the schema are top-level types; SwiftModel's examples
// nest them in their models, so these aliases keep the names views use.

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
