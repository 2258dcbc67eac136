/// Why a command stopped, with the error line it prints (`error: <message>`).
///
/// A command prints what comes before (diagnostics, a diff) and throws one;
/// ``Modelgen/execute(_:)`` prints its message and exits with the status
/// of its ``Kind`` (``Kind/exitCode``), the one place a failure becomes an
/// exit status.
struct CommandFailure: Error, Hashable {
    /// What kind of failure it is, which decides the exit status.
    enum Kind: CaseIterable, Hashable {
        /// The schemas or diagram markers have errors, or a file can't be
        /// read or written; nothing was written.
        case errors
        /// `check` found generated files, or `graph --check` diagrams, out of date.
        case staleOutput
        /// The command line asks for something that isn't there: a schema
        /// folder, an output folder, a schema file, a root model.
        case usage
    }

    /// What kind of failure it is.
    var kind: Kind
    /// What the error line says after `error: `.
    var message: String

    /// Errors in the input, or a file that can't be read or written.
    static func errors(_ message: String) -> Self {
        Self(kind: .errors, message: message)
    }

    /// Generated files or diagrams out of date.
    static func staleOutput(_ message: String) -> Self {
        Self(kind: .staleOutput, message: message)
    }

    /// A command line that asks for something that isn't there.
    static func usage(_ message: String) -> Self {
        Self(kind: .usage, message: message)
    }
}
