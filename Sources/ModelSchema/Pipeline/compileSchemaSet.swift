/// Runs the front end over a schema set: load each file's YAML, parse it into
/// declarations, then resolve the set, collecting every problem on the way.
///
/// Files are read in path order whatever order `input` lists them in, so the
/// result never depends on directory listing order. A file that fails to load
/// or couldn't be read (``SchemaSetInput/problems``) stops resolution (its
/// missing declarations would only show up as more errors elsewhere); other
/// problems don't.
///
/// - Parameter jobs: How many files may be loaded and parsed at once, on as
///   many threads; 1, the default, works on the calling thread alone. A set
///   too small to pay for threads is worked on sequentially whatever `jobs`
///   says. Resolving the set is one step either way, and the result is the
///   same, byte for byte and diagnostic for diagnostic.
/// - Returns: The resolved set, or `nil` when there is any error; the
///   diagnostics sorted by place.
public func compileSchemaSet(_ input: SchemaSetInput, jobs: Int = 1) -> Diagnosed<ResolvedSchemaSet?> {
    compileSchemaSet(input, jobs: jobs, minimumConcurrentBytes: minimumConcurrentSchemaBytes)
}

/// ``compileSchemaSet(_:jobs:)``, on threads only from `minimumConcurrentBytes`
/// of schema on: tests pass 0 to see small sets worked on concurrently.
func compileSchemaSet(_ input: SchemaSetInput, jobs: Int, minimumConcurrentBytes: Int) -> Diagnosed<ResolvedSchemaSet?>
{
    var diagnostics = input.problems
    var config: SchemaConfig?
    if let source = input.config,
        let root = collect(loadYAML(source.contents, file: source.displayPath), into: &diagnostics)
    {
        config = collect(parseSchemaConfig(root, file: source.displayPath), into: &diagnostics)
    }
    let bytes = input.files.reduce(0) { $0 + $1.contents.count }
    let parsed = mapConcurrently(input.files, jobs: bytes >= minimumConcurrentBytes ? jobs : 1, parseTask())
    var files: [SchemaFile] = []
    var allLoaded = input.problems.isEmpty
    for result in parsed {  // SchemaSet sorts them; diagnostics are sorted at the end.
        diagnostics += result.diagnostics
        if let file = result.value { files.append(file) } else { allLoaded = false }
    }
    var resolved: ResolvedSchemaSet?
    if allLoaded {
        resolved = collect(
            resolveSchemaSet(SchemaSet(root: input.root, config: config, files: files), access: input.access),
            into: &diagnostics)
    }
    return Diagnosed(diagnostics.containsErrors ? nil : resolved, diagnostics: diagnostics.sorted())
}

/// The schema bytes below which loading and parsing on several threads
/// costs more than it saves (`make bench-gen` and Docs/Performance.md).
let minimumConcurrentSchemaBytes = 98_304

/// Loads and parses one schema file: its declarations, or `nil` when its
/// YAML doesn't load.
private func parseTask() -> @Sendable (SchemaSource) -> Diagnosed<SchemaFile?> {
    #if DEBUG
        // A task-local value isn't seen on the threads that parse; take it along.
        let keysRead = MappingReader.keysRead
        return { source in MappingReader.$keysRead.withValue(keysRead) { loadAndParse(source) } }
    #else
        return loadAndParse
    #endif
}

@Sendable private func loadAndParse(_ source: SchemaSource) -> Diagnosed<SchemaFile?> {
    let loaded = loadYAML(source.contents, file: source.displayPath)
    guard let root = loaded.value else { return Diagnosed(nil, diagnostics: loaded.diagnostics) }
    let parsed = parseSchemaFile(root, path: source.path, displayPath: source.displayPath)
    return Diagnosed(parsed.value, diagnostics: loaded.diagnostics + parsed.diagnostics)
}

/// A stage's value, its diagnostics appended to `diagnostics`.
private func collect<Value>(_ result: Diagnosed<Value>, into diagnostics: inout [Diagnostic]) -> Value {
    diagnostics += result.diagnostics
    return result.value
}
