import Foundation
import Testing

@testable import ModelSchema

/// How a schema file's generated file is named: one rule, in
/// `Sources/ModelSchema/Resolve/outputPath.swift`, which `modelgen` and the
/// build plugin both compile.
@Suite("outputPath(forSchema:)")
struct OutputPathTests {
    @Test(arguments: [
        ("App.yaml", "App.swift"), ("Rows/Row.yml", "Rows/Row.swift"), ("Rows/Row.v2.yaml", "Rows/Row.v2.swift"),
    ])
    func namesTheSwiftFileAfterTheSchemaFile(schema: String, generated: String) {
        #expect(outputPath(forSchema: schema) == generated)
    }

    /// The build plugin can't import ModelSchema: its `outputPath.swift` is a
    /// link to the library's, and no other file of the plugins names outputs.
    @Test func theBuildPluginCompilesTheSameRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let rule = try String(
            contentsOf: root.appending(path: "Sources/ModelSchema/Resolve/outputPath.swift"), encoding: .utf8)
        let plugin = try String(
            contentsOf: root.appending(path: "Plugins/ModelGenPlugin/outputPath.swift"), encoding: .utf8)
        #expect(plugin == rule)
        let pluginFiles = try FileManager.default.subpathsOfDirectory(atPath: root.appending(path: "Plugins").path)
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("/outputPath.swift") }
        #expect(!pluginFiles.isEmpty)
        for file in pluginFiles {
            let source = try String(contentsOf: root.appending(path: "Plugins/" + file), encoding: .utf8)
            #expect(!source.contains("func outputPath"), "\(file) names output files by a rule of its own")
            #expect(!source.contains(".swift\""), "\(file) names output files by a rule of its own")
        }
    }
}
