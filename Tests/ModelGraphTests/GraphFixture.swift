import Foundation
import ModelGraph
import ModelSchema

/// A golden case: `Fixtures/<name>/input` holds a schema set, `expected` its
/// diagrams: `graph.mmd` and `graph.dot` of the whole set, and for each model
/// named in the optional `roots` file, `<Model>.mmd` and `<Model>.dot` of its subtree.
struct GraphFixture: CustomStringConvertible, Sendable {
    let name: String

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every case, by name.
    static var all: [GraphFixture] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map(GraphFixture.init)
    }

    var description: String { name }
    private var caseFolder: URL { Self.folder.appendingPathComponent(name) }
    var expected: URL { caseFolder.appendingPathComponent("expected") }

    /// The models whose subtrees the case draws too.
    var roots: [String] {
        let text = (try? String(contentsOf: caseFolder.appendingPathComponent("roots"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// The resolved input, its files listed in `order`.
    func resolve(order: (inout [SchemaSource]) -> Void = { _ in }) throws -> ResolvedSchemaSet {
        let input = caseFolder.appendingPathComponent("input")
        var sources = try (FileManager.default.subpaths(atPath: input.path) ?? []).filter { $0.hasSuffix(".yaml") }.map
        { path in
            SchemaSource(
                path: path, displayPath: path,
                contents: [UInt8](try Data(contentsOf: input.appendingPathComponent(path))))
        }
        order(&sources)
        let result = compileSchemaSet(SchemaSetInput(root: name, files: sources))
        guard let set = result.value else {
            throw GraphFixtureError(diagnostics: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return set
    }

    /// Every diagram of the case, by expected file name.
    func draw(order: (inout [SchemaSource]) -> Void = { _ in }) throws -> [String: String] {
        let set = try resolve(order: order)
        var diagrams: [String: String] = [:]
        for (file, root) in [("graph", nil)] + roots.map({ ($0, Optional($0)) }) {
            let graph = try translateGraph(set, root: root)
            diagrams["\(file).mmd"] = renderMermaid(graph)
            diagrams["\(file).dot"] = renderDOT(graph)
        }
        return diagrams
    }
}

/// A fixture whose input doesn't compile.
struct GraphFixtureError: Error, CustomStringConvertible {
    let diagnostics: String
    var description: String { "the fixture's schemas have errors:\n\(diagnostics)" }
}
