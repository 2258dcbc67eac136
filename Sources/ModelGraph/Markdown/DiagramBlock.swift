import ModelSchema

/// A diagram kept in a Markdown file: the lines between a start marker that
/// says what to draw and an end marker.
///
///     <!-- modelgen graph: Schemas/CounterFact -->
///     ```mermaid
///     flowchart TD
///     …
///     ```
///     <!-- end modelgen graph -->
///
/// `modelgen graph --markdown` rewrites what is between the markers, and with
/// `--check` fails when it differs, so a diagram in the docs can't go stale.
public struct DiagramBlock: Hashable, Sendable {
    /// The start marker's text before its arguments.
    public static let startMarker = "<!-- modelgen graph:"
    /// The end marker, alone on its line.
    public static let endMarker = "<!-- end modelgen graph -->"

    /// What follows `modelgen graph:` in the start marker: a schema folder
    /// and options, as on the command line (`Schemas/CounterFact --root AppModel`).
    public var arguments: String
    /// Where the start marker is.
    public var location: SourceLocation
    /// The lines between the markers, as indices of the file's lines from 0.
    public var lines: Range<Int>

    /// Creates a block.
    public init(arguments: String, location: SourceLocation, lines: Range<Int>) {
        self.arguments = arguments
        self.location = location
        self.lines = lines
    }
}

/// What goes between a block's markers: the rendered graph in a fenced code
/// block whose language is the format's name (` ```mermaid `, ` ```dot `).
public func fencedDiagram(_ rendered: String, format: GraphFormat) -> String {
    "```\(format.rawValue)\n\(rendered)```\n"
}
