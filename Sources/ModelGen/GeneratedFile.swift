/// One Swift file the generator produces for one schema file.
public struct GeneratedFile: Hashable, Sendable {
    /// The path relative to the output folder, the schema's path with `.swift`:
    /// `Rows/Row.yaml` becomes `Rows/Row.swift`.
    public var path: String
    /// The file's text: LF line endings, one final newline.
    public var contents: String

    /// Creates a generated file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
