import Foundation
import Testing

/// How the build tool plugin finds an Xcode target's schemas
/// (Docs/Plugins.md): the plugin's own files, compiled here through symbolic
/// links, since a plugin can't be imported by a test.
@Suite struct SchemaFolderLookupTests {
    @Test func schemasNextToTheProjectAreReadFromTheDisk() throws {
        let project = try makeFolder([
            "Schemas/MyApp/modelgen.yaml", "Schemas/MyApp/Todo.yaml", "Schemas/MyApp/Rows/Row.yml",
            "Schemas/MyApp/.hidden/Skipped.yaml", "Schemas/Other/Other.yaml", "MyApp/MyAppApp.swift",
        ])
        defer { try? FileManager.default.removeItem(at: project) }
        let folder = try #require(
            SchemaFolder.projectSchemas(
                of: "MyApp", in: project, targetFiles: [project.appending(path: "MyApp/MyAppApp.swift")]))
        #expect(folder.schemas.map(\.path) == ["Rows/Row.yml", "Todo.yaml"])
        #expect(folder.schemas.map(\.outputPath) == ["Rows/Row.swift", "Todo.swift"])
        #expect(folder.config?.lastPathComponent == "modelgen.yaml")
        #expect(folder.clashes().isEmpty)
        #expect(folder.isSchemaOrConfig(project.appending(path: "Schemas/MyApp/Todo.yaml")))
        #expect(!folder.isSchemaOrConfig(project.appending(path: "Schemas/Other/Other.yaml")))
    }

    @Test func aTargetWithoutSchemasNextToTheProjectHasNone() throws {
        let project = try makeFolder(["Schemas/Other/Other.yaml", "MyApp/Schemas/Todo.yaml"])
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(SchemaFolder.projectSchemas(of: "MyApp", in: project, targetFiles: []) == nil)
    }

    @Test func aSchemaNamedLikeASwiftFileOfTheTargetClashes() throws {
        let project = try makeFolder(["Schemas/MyApp/Todo.yaml", "MyApp/Todo.swift"])
        defer { try? FileManager.default.removeItem(at: project) }
        let folder = try #require(
            SchemaFolder.projectSchemas(
                of: "MyApp", in: project, targetFiles: [project.appending(path: "MyApp/Todo.swift")]))
        #expect(
            folder.clashes().map(\.message) == [
                "'Todo.yaml' generates 'Todo.swift', and the target has '\(project.standardizedFileURL.path)/MyApp/Todo.swift'; "
                    + "a module can't compile two files of one name: rename the schema or the Swift file"
            ])
    }

    @Test func aTargetsOwnSchemasAreFoundInTheFolderOfItsConfiguration() throws {
        let project = try makeFolder(["MyApp/Schemas/modelgen.yaml", "MyApp/Schemas/Todo.yaml", "MyApp/Other.yaml"])
        defer { try? FileManager.default.removeItem(at: project) }
        let files = ["MyApp/Schemas/modelgen.yaml", "MyApp/Schemas/Todo.yaml", "MyApp/Other.yaml"].map {
            project.appending(path: $0)
        }
        let located = try #require(SchemaFolder.locate(among: files))
        #expect(located.folder.schemas.map(\.path) == ["Todo.yaml"])
        #expect(located.problems.count == 1)
        #expect(located.problems.first?.file.lastPathComponent == "Other.yaml")
    }
}

/// A new folder holding an empty file at each of `paths`.
private func makeFolder(_ paths: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appending(path: "SchemaFolderLookupTests-\(UUID().uuidString)")
    for path in paths {
        let file = root.appending(path: path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: file)
    }
    return root
}
