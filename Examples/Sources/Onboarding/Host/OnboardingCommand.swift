import Foundation
import TerminalUI

/// A field the person types into.
enum OnboardingField: String, Sendable, CaseIterable {
    /// The credentials' email.
    case email
    /// The credentials' password.
    case password
    /// The credentials' password, again.
    case confirmPassword
    /// The profile's username.
    case username
    /// The profile's bio.
    case bio
}

/// Something the person signing up asks for. Commands about "the" field
/// act on the selected field of the step on screen.
enum OnboardingCommand: Sendable, Equatable {
    /// Selects the field above.
    case selectPrevious
    /// Selects the field below.
    case selectNext
    /// Starts typing in the selected field.
    case edit
    /// A key typed while typing.
    case type(TextInput)
    /// Sets a field, as if it had been typed.
    case set(OnboardingField, String)
    /// Continues from the step on screen, or creates the account on review.
    case `continue`
    /// Goes back a step.
    case back
    /// Forgets everything and starts again.
    case startOver
    /// Opens a link, as the system would hand it to the app.
    case open(URL)
}
