import ArgumentParser
import ModelGraph
import ModelSchema

/// `modelgen graph`: draws a schema set as a Mermaid or Graphviz diagram, or
/// keeps the diagrams in Markdown files current.
struct Graph: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a schema set's models, children and dependencies as a Mermaid or Graphviz diagram.",
        discussion: """
            Prints the diagram of a schema folder. With --markdown, rewrites each diagram kept in the \
            files between a '<!-- modelgen graph: <schema-dir> [--root <model>] [--format <format>] -->' \
            line and a '<!-- end modelgen graph -->' line, the schema folder relative to the package \
            that holds the file; add --check to write nothing and exit with status 2 when one is out \
            of date.
            """)

    @Argument(help: "The schema folder: *.yaml and *.yml files, and an optional modelgen.yaml.")
    var schemaFolder: String?

    @OptionGroup var diagram: DiagramOptions

    @Option(
        name: .customLong("markdown"), parsing: .upToNextOption,
        help: ArgumentHelp("Rewrite the diagrams kept in these Markdown files.", valueName: "file"))
    var markdownFiles: [String] = []

    @Flag(help: "With --markdown: write nothing, and exit with status 2 when a diagram is out of date.")
    var check = false

    @OptionGroup var jobs: JobsOption

    @OptionGroup var log: LogOptions

    func validate() throws {
        guard !markdownFiles.isEmpty else {
            if schemaFolder == nil { throw ValidationError("give a schema folder, or --markdown with Markdown files") }
            if check {
                throw ValidationError("--check compares the diagrams of Markdown files; use it with --markdown")
            }
            return
        }
        if schemaFolder != nil {
            throw ValidationError(
                "--markdown reads each diagram's schema folder from its marker; give no schema folder")
        }
        if diagram.format != nil || diagram.root != nil {
            throw ValidationError("with --markdown, --format and --root go in each diagram's marker")
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
struct DiagramOptions: ParsableArguments {
    @Option(help: "The diagram's format: mermaid (the default) or dot.")
    var format: GraphFormat?

    @Option(
        help: ArgumentHelp(
            "Only this model's subtree: what it holds, through containers, and the dependencies they use.",
            valueName: "model"))
    var root: String?
}

extension GraphFormat: ExpressibleByArgument {}
