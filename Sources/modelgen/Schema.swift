import ModelSchema

/// `modelgen schema`: prints the JSON Schema of schema files for editors.
struct Schema: Subcommand {
    static let spec = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema (draft-07) of schema files, for yaml-language-server.",
        discussion: """
            Save it and point editors at it, for example with a first line \
            '# yaml-language-server: $schema=modelgen.schema.json' in each schema file.
            """)

    init(_ arguments: ParsedArguments) {}

    func run() {
        CommandEnvironment.current.writeOutput(renderJSONSchema())
    }
}
