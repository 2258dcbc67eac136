import ArgumentParser
import ModelSchema

/// `modelgen schema`: prints the JSON Schema of schema files for editors.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema (draft-07) of schema files, for yaml-language-server.",
        discussion: """
            Save it and point editors at it, for example with a first line \
            '# yaml-language-server: $schema=modelgen.schema.json' in each schema file.
            """)

    func run() {
        CommandEnvironment.current.writeOutput(renderJSONSchema())
    }
}
