/// A position in a schema file, as libyaml reports it (both 1-based here).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it or relative to the package root,
    /// the form compilers print and editors open.
    public var file: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the prefix of a compiler diagnostic, on one line
    /// whatever the file is called (see ``escapeControlCharacters(_:)``).
    public var description: String { "\(escapeControlCharacters(file)):\(line):\(column)" }

    /// Orders locations by file, then line, then column.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value read from a schema, with the place it was written.
public struct Located<Value> {
    /// The value.
    public var value: Value
    /// Where the value starts in its schema file.
    public var location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
