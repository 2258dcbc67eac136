import Foundation
import ModelGen
import ModelSchema
import Testing

/// Generated code compiles against ModelRuntime with no warnings, with and
/// without main-actor default isolation, and a mistake in a type or default
/// written in YAML is reported at its YAML line.
@Suite(.enabled(if: SwiftCompiler.package != nil, "needs the package's debug build (swift build)"))
struct CompileTests {
    let compiler = SwiftCompiler.package!

    @Test(arguments: Fixture.all, SwiftCompiler.Setting.allCases)
    func recordedFixturesCompile(_ fixture: Fixture, setting: SwiftCompiler.Setting) throws {
        let files = try fixture.recorded()
        let (status, output) = try withTemporaryFolder { try compiler.typecheck(files, in: $0, setting: setting) }
        #expect(status == 0, "\(fixture.name) doesn't compile when \(setting):\n\(output)")
    }

    @Test func aWrongDefaultIsReportedAtItsSchemaLine() throws {
        let output = try compileErrors(
            """
            models:
              Counter:
                state:
                  count: Int = "zero"
            """)
        #expect(output.contains("Schemas/Counter.yaml:4:"), "\(output)")
        #expect(output.contains("error: cannot convert return expression of type 'String' to return type 'Int'"))
    }

    @Test func aWrongTypeIsReportedAtItsSchemaLine() throws {
        let output = try compileErrors(
            """
            models:
              Counter:
                state:
                  count: Itn = 0
                  label: String = ""
            """)
        #expect(output.contains("Schemas/Counter.yaml:4:"), "\(output)")
        #expect(output.contains("error: cannot find type 'Itn' in scope"))
        #expect(!output.contains("Schemas/Counter.yaml:5:"), "the correct line must stay quiet:\n\(output)")
    }

    /// Generates `schema` as `Schemas/Counter.yaml` and returns what the compiler says.
    private func compileErrors(_ schema: String) throws -> String {
        let input = SchemaSetInput(
            root: "Schemas",
            files: [SchemaSource(path: "Counter.yaml", displayPath: "Schemas/Counter.yaml", contents: Array(schema.utf8))])
        let set = try #require(compileSchemaSet(input).value)
        let files = Dictionary(uniqueKeysWithValues: generateSwift(for: set).map { ($0.path, $0.contents) })
        let (status, output) = try withTemporaryFolder { try compiler.typecheck(files, in: $0) }
        #expect(status != 0)
        return output
    }
}
