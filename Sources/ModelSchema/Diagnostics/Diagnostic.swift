/// A problem found in a schema set, printed in the format compilers use so
/// editors and CI logs link straight to it:
///
///     Schemas/App/App.yaml:12:7: error: unknown key 'stat' in model 'AppModel'; did you mean 'state'?
///     Schemas/App/Other.yaml:3:3: note: 'AppModel' is also declared here
public struct Diagnostic: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning, note

        /// Orders severities from the most to the least severe: errors first.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.rank < rhs.rank
        }

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is; `nil` for problems of the whole run (a missing folder).
    public var location: SourceLocation?
    /// Related places, printed as `note:` lines after this one.
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// An error at a location.
    public static func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Self {
        Self(.error, message, at: location, notes: notes)
    }

    /// A note at a location, to attach to another diagnostic.
    public static func note(_ message: String, at location: SourceLocation?) -> Self {
        Self(.note, message, at: location)
    }

    /// The diagnostic and its notes, one line each: a line break in a file
    /// name or a quoted name is written as an escape.
    public var description: String {
        let head = location.map { "\($0): " } ?? ""
        let line = "\(head)\(severity.rawValue): \(escapeControlCharacters(message))"
        return ([line] + notes.map(\.description)).joined(separator: "\n")
    }

    /// Diagnostics sort by place, then severity, then message, so output is stable.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default: return (lhs.severity, lhs.message) < (rhs.severity, rhs.message)
        }
    }
}

extension [Diagnostic] {
    /// Whether any of these is an error (warnings alone don't stop a run).
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
