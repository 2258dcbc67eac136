/// Reads a schema folder's loaded `modelgen.yaml`: `module`, `access`,
/// `imports` and `output`.
///
/// - Parameters:
///   - document: The loaded file, from ``loadYAML(_:file:)``.
///   - file: The path diagnostics print.
public func parseSchemaConfig(_ document: YAMLDocument, file: String) -> Diagnosed<SchemaConfig> {
    var parser = SchemaParser(document)
    var config = SchemaConfig(location: SourceLocation(file: file, line: 1, column: 1))
    if let reader = parser.mapping(document.root, .config, subject: "modelgen.yaml") {
        config.module = reader["module"].flatMap { parser.identifier($0.value, for: $0.name) }
        config.access = reader["access"].flatMap { parser.accessLevel($0) }
        config.imports =
            reader["imports"].map { parser.list($0.value, of: "modules").compactMap { parser.typeName($0) } } ?? []
        config.output = reader["output"].flatMap { parser.scalarText($0.value, expected: "a path for 'output'") }
    }
    return Diagnosed(config, diagnostics: parser.diagnostics)
}
