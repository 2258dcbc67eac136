/// Reads a loaded schema file into its declarations, in the order the file
/// writes them, reporting unknown keys, wrong kinds of nodes, malformed types
/// and names that aren't Swift identifiers.
///
/// A broken entry is left out (a broken declaration is kept, emptied) so that
/// one mistake doesn't hide the next, and names still resolve across the set.
///
/// - Parameters:
///   - document: The loaded file, from ``loadYAML(_:file:)``.
///   - path: The path relative to the schema folder, `/`-separated: `Rows/Row.yaml`.
///   - displayPath: The path that diagnostics and the generated header print.
public func parseSchemaFile(_ document: YAMLDocument, path: String, displayPath: String) -> Diagnosed<SchemaFile> {
    var parser = SchemaParser(document)
    var file = SchemaFile(path: path, displayPath: displayPath)
    guard let reader = parser.mapping(document.root, .schemaFile, subject: nil) else {
        return Diagnosed(file, diagnostics: parser.diagnostics)
    }
    for pair in reader.pairs {
        switch pair.name {
        case "doc":
            file.doc = parser.text(pair)
        case "imports":
            file.imports = parser.list(pair.value, of: "modules").compactMap { parser.typeName($0) }
        case "models":
            for (name, node) in parser.namedEntries(pair.value, of: "models") {
                file.declarations.append(.model(parser.model(named: name, node)))
            }
        case "containers":
            for (name, node) in parser.namedEntries(pair.value, of: "containers") {
                file.declarations.append(.container(parser.container(named: name, node)))
            }
        case "values":
            for (name, node) in parser.namedEntries(pair.value, of: "values") {
                file.declarations.append(.value(parser.value(named: name, node)))
            }
        case "clients":
            for (name, node) in parser.namedEntries(pair.value, of: "clients") {
                file.declarations.append(.client(parser.client(named: name, node)))
            }
        case "events":
            for (name, node) in parser.namedEntries(pair.value, of: "event enums") {
                file.declarations.append(.events(parser.sharedEvents(named: name, node)))
            }
        case "context":
            for (name, node) in parser.namedEntries(pair.value, of: "context keys") {
                if let key = parser.contextKey(named: name, node) { file.declarations.append(.contextKey(key)) }
            }
        case "preferences":
            for (name, node) in parser.namedEntries(pair.value, of: "preference keys") {
                if let key = parser.preferenceKey(named: name, node) { file.declarations.append(.preferenceKey(key)) }
            }
        default:
            // The reader has reported every key outside the table; a key of
            // the table that no case reads fails KeyTableTests.
            continue
        }
        reader.didRead(pair)
    }
    parser.flattenNestedTypes(of: &file)
    return Diagnosed(file, diagnostics: parser.diagnostics)
}
