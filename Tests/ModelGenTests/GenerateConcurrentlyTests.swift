import Foundation
import Testing
@testable import ModelGen
@testable import ModelSchema

/// Generating on several threads gives the files generating on one gives,
/// byte for byte and in the same order, for every schema set of the
/// repository and every golden fixture.
@Suite("generating on several threads")
struct GenerateConcurrentlyTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The schema folders: the repository's sets and the fixtures' inputs.
    static var folders: [String] {
        let manager = FileManager.default
        let sets = ((try? manager.contentsOfDirectory(atPath: repository.appendingPathComponent("Schemas").path)) ?? [])
            .map { "Schemas/\($0)" }
        let fixtures = Fixture.all.map { "Tests/ModelGenTests/Fixtures/\($0.name)/input" }
        return sets.sorted() + fixtures
    }

    /// A schema folder's files, read as the command line reads them.
    static func input(_ folder: String) throws -> SchemaSetInput {
        let root = repository.appendingPathComponent(folder)
        var input = SchemaSetInput(root: folder, files: [])
        let paths = try #require(FileManager.default.subpaths(atPath: root.path)).sorted()
        for path in paths where path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            let contents = [UInt8](try Data(contentsOf: root.appendingPathComponent(path)))
            let source = SchemaSource(path: path, displayPath: "\(folder)/\(path)", contents: contents)
            if path == "modelgen.yaml" { input.config = source } else { input.files.append(source) }
        }
        return input
    }

    @Test(arguments: folders)
    func generatesTheSameFiles(folder: String) throws {
        let input = try Self.input(folder)
        let set = try #require(compileSchemaSet(input).value)
        let sequential = generateSwift(for: set)
        #expect(!sequential.isEmpty)
        for jobs in [2, 4] {
            // However small the set, on threads.
            let compiled = compileSchemaSet(input, jobs: jobs, minimumConcurrentBytes: 0)
            #expect(compiled.diagnostics == compileSchemaSet(input).diagnostics)
            let concurrentSet = try #require(compiled.value)
            #expect(generateSwift(for: concurrentSet, jobs: jobs, minimumConcurrentDeclarations: 0) == sequential)
            #expect(generateSwift(for: set, jobs: jobs, minimumConcurrentDeclarations: 0) == sequential)
        }
    }

    /// 40 files of 5 models, each with state, children in this file and the
    /// next, a callback, a dependency and events, and a value and a client a
    /// file.
    @Test func generatesTheSameFilesForALargeSet() throws {
        let count = 40
        let files = (0..<count).map { file in
            var text = "models:\n"
            for model in 0..<5 {
                text += """
                      Model\(file)x\(model):
                        doc: Model \(model) of file \(file).
                        state:
                          title: String = "Model \(model)"
                          count: Int = \(model)
                          value: Value\(file)?
                        children:
                          next: Model\((file + 1) % count)x\(model)?
                          items: [Model\(file)x\((model + 1) % 5)]
                        callbacks:
                          onChange: (Int, String)
                        dependencies: [client\(file)]
                        events: [tapped, "renamed(to: String)"]

                    """
            }
            text += """
                values:
                  Value\(file):
                    name: String
                clients:
                  Client\(file):
                    key: client\(file)
                    endpoints:
                      load: (Int) async throws -> String

                """
            let path = "Group\(file % 3)/File\(file).yaml"
            return SchemaSource(path: path, displayPath: "Schemas/Large/" + path, contents: Array(text.utf8))
        }
        let input = SchemaSetInput(root: "Schemas/Large", files: files)
        let result = compileSchemaSet(input)
        let set = try #require(result.value, "\(result.diagnostics)")
        let sequential = generateSwift(for: set)
        #expect(sequential.count == count)
        let concurrent = try #require(compileSchemaSet(input, jobs: 4, minimumConcurrentBytes: 0).value)
        #expect(generateSwift(for: concurrent, jobs: 4, minimumConcurrentDeclarations: 0) == sequential)
        #expect(generateSwift(for: set, jobs: 3, minimumConcurrentDeclarations: 0) == sequential)
    }
}
