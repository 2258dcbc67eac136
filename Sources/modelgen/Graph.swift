import ModelGraph
import ModelSchema

/// `modelgen graph`: draws a schema set as a Mermaid or Graphviz diagram, or
/// keeps the diagrams in Markdown files current.
struct Graph: Subcommand {
    static let spec = CommandSpec(
        name: "graph",
        abstract: "Draw a schema set's models, children and dependencies as a Mermaid or Graphviz diagram.",
        discussion: """
            Prints the diagram of a schema folder. With --markdown, rewrites each diagram kept in the \
            files between a '<!-- modelgen graph: <schema-dir> [--root <model>] [--format <format>] -->' \
            line and a '<!-- end modelgen graph -->' line, the schema folder relative to the package \
            that holds the file; add --check to write nothing and exit with status 2 when one is out \
            of date.
            """,
        arguments: [SchemaFolderArgument.optional],
        options: DiagramOptions.options + [
            OptionSpec(
                long: "markdown", kind: .values(valueName: "file"),
                help: "Rewrite the diagrams kept in these Markdown files."),
            .flag(
                "check", help: "With --markdown: write nothing, and exit with status 2 when a diagram is out of date."),
            JobsOption.option,
        ] + LogOptions.options)

    var schemaFolder: String?
    var diagram: DiagramOptions
    var markdownFiles: [String]
    var check: Bool
    var jobs: JobsOption
    var log: LogOptions

    init(_ arguments: ParsedArguments) throws(CommandLineError) {
        schemaFolder = arguments.positionals.first
        diagram = try DiagramOptions(arguments, spec: Self.spec)
        markdownFiles = arguments.values("markdown")
        check = arguments.flag("check")
        jobs = try JobsOption(arguments, spec: Self.spec)
        log = try LogOptions(arguments, spec: Self.spec)
        guard !markdownFiles.isEmpty else {
            if schemaFolder == nil {
                throw CommandLineError("give a schema folder, or --markdown with Markdown files", spec: Self.spec)
            }
            if check {
                throw CommandLineError(
                    "--check compares the diagrams of Markdown files; use it with --markdown", spec: Self.spec)
            }
            return
        }
        if schemaFolder != nil {
            throw CommandLineError(
                "--markdown reads each diagram's schema folder from its marker; give no schema folder", spec: Self.spec)
        }
        if diagram.format != nil || diagram.root != nil {
            throw CommandLineError("with --markdown, --format and --root go in each diagram's marker", spec: Self.spec)
        }
    }

    func run() throws {
        let console = log.console
        guard let schemaFolder else {
            try updateMarkdownDiagrams(markdownFiles, check: check, jobs: jobs.count, console: console)
            return
        }
        let set = try compileSchemaFolder(schemaFolder, access: nil, jobs: jobs.count, console: console)
        let graph: SchemaGraph
        do {
            graph = try translateGraph(set, root: diagram.root)
        } catch {
            throw CommandFailure.usage("--root \(diagram.root ?? ""): \(error)")
        }
        console.output((diagram.format ?? .mermaid).render(graph))
    }
}

/// What a diagram shows and how: on the command line, and in a Markdown
/// diagram marker.
struct DiagramOptions {
    /// The options, for a command's spec.
    static let options: [OptionSpec] = [
        .value("format", valueName: "format", help: "The diagram's format: mermaid (the default) or dot."),
        .value(
            "root", valueName: "model",
            help: "Only this model's subtree: what it holds, through containers, and the dependencies they use."),
    ]

    var format: GraphFormat?
    var root: String?

    /// The options as `arguments` give them.
    ///
    /// - Throws: A ``CommandLineError`` for a format that isn't one.
    init(_ arguments: ParsedArguments, spec: CommandSpec) throws(CommandLineError) {
        format = try arguments.value("format", as: GraphFormat.self, spec: spec)
        root = arguments.value("root")
    }
}
