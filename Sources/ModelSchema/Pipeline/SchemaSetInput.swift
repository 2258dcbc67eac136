/// The contents of one file of a schema set, as the CLI read it.
public struct SchemaSource: Sendable {
    /// The path relative to the schema folder, `/`-separated: `Rows/Row.yaml`.
    public var path: String
    /// The path diagnostics and the generated header print: `Schemas/App/Rows/Row.yaml`.
    public var displayPath: String
    /// The file's bytes, checked for UTF-8 when loaded.
    public var contents: [UInt8]

    /// Creates a source file.
    public init(path: String, displayPath: String, contents: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        self.contents = contents
    }
}

/// Everything ``compileSchemaSet(_:)`` needs: the files of a schema folder and
/// the options that override its `modelgen.yaml`.
public struct SchemaSetInput: Sendable {
    /// The folder, as the user named it.
    public var root: String
    /// The schema files, in any order.
    public var files: [SchemaSource]
    /// The folder's `modelgen.yaml`, if it has one.
    public var config: SchemaSource?
    /// The access level from the command line, overriding `modelgen.yaml`.
    public var access: AccessLevel?
    /// Problems reading the folder: a schema file that couldn't be read, or
    /// whose name isn't UTF-8. Reported with the rest, and like a file that
    /// doesn't load, they stop resolution: the set is missing a file.
    public var problems: [Diagnostic]

    /// Creates the input of a run.
    public init(
        root: String, files: [SchemaSource], config: SchemaSource? = nil, access: AccessLevel? = nil,
        problems: [Diagnostic] = []
    ) {
        self.root = root
        self.files = files
        self.config = config
        self.access = access
        self.problems = problems
    }
}
