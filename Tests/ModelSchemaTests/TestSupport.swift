@testable import ModelSchema

/// The file name test inputs are given.
let testFile = "Test.yaml"

/// Loads YAML text, expecting no diagnostics.
func loadDocument(_ yaml: String) throws -> YAMLDocument {
    let result = loadYAML(Array(yaml.utf8), file: testFile)
    guard let document = result.value, result.diagnostics.isEmpty else { throw TestFailure(result.diagnostics) }
    return document
}

/// Loads YAML text, expecting no diagnostics, and returns its root.
func loadTree(_ yaml: String) throws -> TestNode {
    let document = try loadDocument(yaml)
    return TestNode(document: document, node: document.root)
}

/// Loads and parses one schema file.
func parse(_ yaml: String) throws -> Diagnosed<SchemaFile> {
    parseSchemaFile(try loadDocument(yaml), path: testFile, displayPath: testFile)
}

/// Loads and parses one schema file, expecting no diagnostics.
func parseClean(_ yaml: String) throws -> SchemaFile {
    let result = try parse(yaml)
    guard result.diagnostics.isEmpty else { throw TestFailure(result.diagnostics) }
    return result.value
}

/// Runs the whole front end over schema files given by path.
func compile(
    _ files: KeyValuePairs<String, String>, config: String? = nil, access: AccessLevel? = nil
) -> Diagnosed<ResolvedSchemaSet?> {
    compileSchemaSet(
        SchemaSetInput(
            root: "Schemas",
            files: files.map { SchemaSource(path: $0.key, displayPath: $0.key, contents: Array($0.value.utf8)) },
            config: config.map {
                SchemaSource(path: "modelgen.yaml", displayPath: "modelgen.yaml", contents: Array($0.utf8))
            },
            access: access))
}

/// Compiles one schema file, expecting no diagnostics.
func compileClean(_ yaml: String, config: String? = nil, access: AccessLevel? = nil) throws -> ResolvedSchemaSet {
    let result = compile([testFile: yaml], config: config, access: access)
    guard let set = result.value, result.diagnostics.isEmpty else { throw TestFailure(result.diagnostics) }
    return set
}

/// The printed form of diagnostics, one string each (notes included).
func rendered(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map(\.description)
}

/// Diagnostics a test didn't expect, shown in its failure.
struct TestFailure: Error, CustomStringConvertible {
    var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    var description: String {
        diagnostics.isEmpty ? "no result" : diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension SchemaFile {
    /// The model named `name`.
    func model(_ name: String) -> ModelDecl? {
        for case .model(let model) in declarations where model.name.value == name { return model }
        return nil
    }
}

/// A node with its document, read the way a test reads a tree.
struct TestNode {
    let document: YAMLDocument
    let node: YAMLNode

    /// The value of `key`, when this is a mapping that has it.
    subscript(key: String) -> TestNode? {
        document.pairs(of: node)?.first { document.text(of: $0.key) == key }.map { child($0.value) }
    }

    /// The keys, when this is a mapping.
    var keys: [TestNode]? {
        document.pairs(of: node)?.map { child($0.key) }
    }

    /// The items, when this is a sequence.
    var items: [TestNode]? {
        document.items(of: node)?.map(child)
    }

    var kind: YAMLNode.Kind { document.kind(of: node) }
    var text: String? { document.text(of: node) }
    var scalarStyle: YAMLScalarStyle? { document.scalarStyle(of: node) }
    var collectionStyle: YAMLCollectionStyle? { document.collectionStyle(of: node) }
    var tag: String? { document.tag(of: node) }
    var location: SourceLocation { document.location(of: node) }
    var isNull: Bool { document.isNull(node) }
    var kindDescription: String { document.kindDescription(of: node) }

    func location(atOffset offset: Int) -> SourceLocation {
        document.location(of: node, atOffset: offset)
    }

    private func child(_ node: YAMLNode) -> TestNode {
        TestNode(document: document, node: node)
    }
}
