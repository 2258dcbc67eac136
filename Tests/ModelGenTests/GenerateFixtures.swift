import GoldenFiles
import Foundation
import ModelGen
import ModelSchema

/// A golden case: `Fixtures/<name>/input` holds a schema set,
/// `Fixtures/<name>/expected` the Swift it must generate, byte for byte.
struct Fixture: CustomStringConvertible, Sendable {
    let name: String

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every case, by name.
    static var all: [Fixture] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map(Fixture.init)
    }

    var input: URL { Self.folder.appendingPathComponent("\(name)/input") }
    var expected: URL { Self.folder.appendingPathComponent("\(name)/expected") }
    var description: String { name }

    /// The schema set of the input folder, its files listed in `order`.
    func schemaInput(order: (inout [SchemaSource]) -> Void = { _ in }) throws -> SchemaSetInput {
        var sources: [SchemaSource] = []
        var config: SchemaSource?
        for path in try files(in: input) {
            let source = SchemaSource(
                path: path, displayPath: path,
                contents: [UInt8](try Data(contentsOf: input.appendingPathComponent(path))))
            if path == "modelgen.yaml" { config = source } else { sources.append(source) }
        }
        order(&sources)
        return SchemaSetInput(root: ".", files: sources, config: config)
    }

    /// The generated files, by path, or the diagnostics if the input has errors.
    func generate(order: (inout [SchemaSource]) -> Void = { _ in }) throws -> [String: String] {
        let result = compileSchemaSet(try schemaInput(order: order))
        guard let set = result.value else {
            throw FixtureError(diagnostics: result.diagnostics.map(\.description).joined(separator: "\n"))
        }
        return Dictionary(uniqueKeysWithValues: generateSwift(for: set).map { ($0.path, $0.contents) })
    }

    /// The recorded expected files.
    var golden: GoldenFiles { GoldenFiles(expected, name: name) }

    /// The recorded expected files, by path.
    func recorded() throws -> [String: String] {
        try golden.recorded()
    }

    private func files(in folder: URL) throws -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                && !isDirectory.boolValue
        }.sorted()
    }
}

/// A fixture whose input doesn't compile.
struct FixtureError: Error, CustomStringConvertible {
    let diagnostics: String
    var description: String { "the fixture's schemas have errors:\n\(diagnostics)" }
}
