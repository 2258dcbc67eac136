import TerminalUI

/// Something the person using Standups asks for. What a command does
/// depends on the screen: `open` opens the selected standup on the list
/// and the selected meeting on a detail, `back` leaves a screen, cancels a
/// form or closes an alert. Commands that don't apply do nothing.
enum StandupsCommand: Sendable, Equatable {
    /// Selects the row above.
    case selectPrevious
    /// Selects the row below.
    case selectNext
    /// Selects the row at `index`, counting from 0, and opens it.
    case openRow(Int)
    /// Opens the selected row; on a form, starts typing in the focused field.
    case open
    /// Goes back a screen, cancels the form, or closes the alert.
    case back
    /// Opens the form for a new standup.
    case add
    /// Opens the form editing the standup.
    case edit
    /// Asks to delete the standup; on a form, removes the focused attendee.
    case delete
    /// Deletes the selected past meeting.
    case deleteMeeting
    /// Starts a meeting.
    case start
    /// A key typed while typing in a field.
    case type(TextInput)
    /// Sets the form's title.
    case setTitle(String)
    /// Names the focused attendee when it has no name yet, or else adds one with this name.
    case nameAttendee(String)
    /// Adds an attendee to the form and focuses it.
    case addAttendee
    /// Makes the meeting a minute longer.
    case lengthen
    /// Makes the meeting a minute shorter.
    case shorten
    /// Sets the meeting's length in minutes.
    case setMinutes(Int)
    /// Moves to the next theme.
    case nextTheme
    /// Sets the theme.
    case setTheme(Theme)
    /// Adds the new standup, or saves the edited one.
    case save
    /// Moves to the next speaker.
    case next
    /// Ends the meeting early.
    case end
    /// An alert's main choice: yes, load the samples, continue, save.
    case confirm
    /// Discards the meeting, from an alert that offers it.
    case discard
    /// For scripts: lets the meeting clock run this many seconds.
    case wait(seconds: Int)
}
