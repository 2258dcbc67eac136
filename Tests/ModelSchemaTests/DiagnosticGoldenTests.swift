import Foundation
import GoldenFiles
import Testing
@testable import ModelSchema

/// Each folder under `Diagnostics/` is a bad schema set: its `*.yaml`/`*.yml`
/// files (a root `modelgen.yaml` is the configuration) and `expected.txt`, the
/// exact diagnostics `modelgen` prints for it. Run with `MODELGEN_RECORD=1`
/// to record them again after a deliberate change, then review the diff.
@Suite("golden diagnostics")
struct DiagnosticGoldenTests {
    static let casesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Diagnostics")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: casesFolder.path)) ?? []).sorted()
    }

    /// The schema set of case `name`.
    static func input(_ name: String) throws -> SchemaSetInput {
        let folder = casesFolder.appendingPathComponent(name)
        var input = SchemaSetInput(root: name, files: [])
        let paths = try #require(FileManager.default.subpaths(atPath: folder.path)).sorted()
        for path in paths where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            let contents = [UInt8](try Data(contentsOf: folder.appendingPathComponent(path)))
            let source = SchemaSource(path: path, displayPath: path, contents: contents)
            if path == "modelgen.yaml" { input.config = source } else { input.files.append(source) }
        }
        return input
    }

    @Test(arguments: cases)
    func printsTheRecordedDiagnostics(name: String) throws {
        let folder = Self.casesFolder.appendingPathComponent(name)
        let input = try Self.input(name)
        let result = compileSchemaSet(input)
        #expect(result.value == nil, "a diagnostics case must fail")
        let actual = result.diagnostics.map { $0.description + "\n" }.joined()
        try GoldenFiles(folder, name: name, ownsFolder: false).check(["expected.txt": actual])
    }

    /// The files are loaded and parsed on several threads, however small the set.
    @Test(arguments: cases)
    func printsTheSameDiagnosticsOnSeveralThreads(name: String) throws {
        let input = try Self.input(name)
        let sequential = compileSchemaSet(input, jobs: 1)
        for jobs in [2, 4] {
            let concurrent = compileSchemaSet(input, jobs: jobs, minimumConcurrentBytes: 0)
            #expect(concurrent.diagnostics == sequential.diagnostics)
            #expect(concurrent.value?.files.map(\.path) == sequential.value?.files.map(\.path))
        }
    }
}
