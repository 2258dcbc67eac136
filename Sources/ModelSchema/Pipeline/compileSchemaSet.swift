/// Runs the front end over a schema set: load each file's YAML, parse it into
/// declarations, then resolve the set, collecting every problem on the way.
///
/// Files are read in path order whatever order `input` lists them in, so the
/// result never depends on directory listing order. A file that fails to load
/// or couldn't be read (``SchemaSetInput/problems``) stops resolution (its
/// missing declarations would only show up as more errors elsewhere); other
/// problems don't.
///
/// - Returns: The resolved set, or `nil` when there is any error; the
///   diagnostics sorted by place.
public func compileSchemaSet(_ input: SchemaSetInput) -> Diagnosed<ResolvedSchemaSet?> {
    var diagnostics = input.problems
    var config: SchemaConfig?
    if let source = input.config,
        let root = collect(loadYAML(source.contents, file: source.displayPath), into: &diagnostics)
    {
        config = collect(parseSchemaConfig(root, file: source.displayPath), into: &diagnostics)
    }
    var files: [SchemaFile] = []
    var allLoaded = input.problems.isEmpty
    for source in input.files {  // SchemaSet sorts them; diagnostics are sorted at the end.
        guard let root = collect(loadYAML(source.contents, file: source.displayPath), into: &diagnostics) else {
            allLoaded = false
            continue
        }
        files.append(
            collect(parseSchemaFile(root, path: source.path, displayPath: source.displayPath), into: &diagnostics))
    }
    var resolved: ResolvedSchemaSet?
    if allLoaded {
        resolved = collect(
            resolveSchemaSet(SchemaSet(root: input.root, config: config, files: files), access: input.access),
            into: &diagnostics)
    }
    return Diagnosed(diagnostics.containsErrors ? nil : resolved, diagnostics: diagnostics.sorted())
}

/// A stage's value, its diagnostics appended to `diagnostics`.
private func collect<Value>(_ result: Diagnosed<Value>, into diagnostics: inout [Diagnostic]) -> Value {
    diagnostics += result.diagnostics
    return result.value
}
