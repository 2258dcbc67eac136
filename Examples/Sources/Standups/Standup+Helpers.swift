import Foundation
import ModelRuntime

extension Standup {
    /// Each attendee's share of the meeting.
    var durationPerAttendee: Duration {
        duration / max(attendees.count, 1)
    }
}

extension Theme {
    /// The theme's name as the screen shows it: "Periwinkle".
    var name: String {
        String(describing: self).capitalized
    }
}

extension Standup {
    /// A design standup with six attendees and one past meeting.
    static let mock = Standup(
        id: UUID(),
        attendees: namedAttendees("Blob", "Blob Jr", "Blob Sr", "Blob Esq", "Blob III", "Blob I"),
        duration: .seconds(60),
        meetings: [
            Meeting(
                id: UUID(), date: Date(timeIntervalSince1970: 1_700_000_000),
                transcript: "We reviewed the new colours and agreed to ship them on Friday.")
        ],
        theme: .orange,
        title: "Design")

    /// An engineering standup of two.
    static let engineeringMock = Standup(
        id: UUID(),
        attendees: namedAttendees("Blob", "Blob Jr"),
        duration: .seconds(60 * 10),
        theme: .periwinkle,
        title: "Engineering")

    /// A product standup of two.
    static let designMock = Standup(
        id: UUID(),
        attendees: namedAttendees("Blob Sr", "Blob Jr"),
        duration: .seconds(60 * 30),
        theme: .poppy,
        title: "Product")
}

/// Attendees of these names, with new ids.
private func namedAttendees(_ names: String...) -> IdentifiedArrayOf<Attendee> {
    IdentifiedArray(uniqueElements: names.map { Attendee(id: UUID(), name: $0) })
}
