import Foundation
import Testing

@Suite("modelgen command line")
struct CommandLineTests {
    @Test func lintValidates() throws {
        let sandbox = try Sandbox()
        try sandbox.writeAppSchemas()
        let valid = sandbox.run("lint", "Schemas/App")
        #expect(valid.status == 0)
        #expect(valid.stdout == "Schemas/App: 2 schema files, no errors\n")
        try sandbox.write("Schemas/App/Row.yaml", "models:\n  RowModel:\n\tstate: {}\n")
        let invalid = sandbox.run("lint", "Schemas/App")
        #expect(invalid.status == 1)
        #expect(
            invalid.stderr == """
                Schemas/App/Row.yaml:3:1: error: tabs can't indent YAML; indent with spaces
                error: 1 error in Schemas/App; nothing was written

                """)
        #expect(sandbox.run("lint", "Schemas/App", "--quiet").stdout.isEmpty)
    }

    @Test(arguments: [
        ["generate", "Schemas/App", "--bogus"],
        ["generate"],
        ["frobnicate"],
        ["generate", "Schemas/App", "--output", "Out", "--access", "open"],
        ["lint", "Schemas/App", "--quiet", "--verbose"],
        ["lint", "Schemas/Missing"],
        ["generate", "Schemas/App"],
        ["check", "Schemas/App"],
        ["generate", "Schemas/App", "--output", "Out", "--only", "App.yaml", "--prune"],
        ["generate", "Schemas/App", "--output", "Out", "--only", "Missing.yaml"],
    ])
    func usageErrorsExit64(arguments: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.writeAppSchemas()
        let process = sandbox.run(arguments: arguments)
        #expect(process.status == 64)
        #expect(!process.stderr.isEmpty)
        #expect(!sandbox.exists("Out"))
    }

    @Test func saysHowToGiveTheOutputFolder() throws {
        let sandbox = try Sandbox()
        try sandbox.writeAppSchemas()
        let run = sandbox.run("generate", "Schemas/App")
        #expect(
            run.stderr == "error: no output folder: pass --output <dir> or set 'output:' in Schemas/App/modelgen.yaml\n"
        )
    }

    @Test func printsPathsRelativeToTheCurrentDirectory() throws {
        let sandbox = try Sandbox()
        try sandbox.write("Schemas/App/App.yaml", "models: { AppModel: { stat: {} } }\n")
        let absolute = sandbox.run("lint", sandbox.url("Schemas/App").path)
        #expect(absolute.stderr.hasPrefix("Schemas/App/App.yaml:1:23: error: unknown key 'stat'"))
        let dotted = sandbox.run("lint", "./Schemas/../Schemas/App/")
        #expect(dotted.stderr.hasPrefix("Schemas/App/App.yaml:1:23: error: unknown key 'stat'"))
        let outside = try Sandbox()
        let elsewhere = outside.run("lint", sandbox.url("Schemas/App").path)
        #expect(
            elsewhere.stderr.hasPrefix(sandbox.url("Schemas/App/App.yaml").standardizedFileURL.path + ":1:23: error:"))
    }

    @Test func printsVersionAndHelp() throws {
        let sandbox = try Sandbox()
        let version = sandbox.run("--version")
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
        let help = sandbox.run("--help")
        #expect(help.status == 0)
        for text in ["EXIT STATUS", "64  usage error", "generate", "check", "lint", "schema"] {
            #expect(help.stdout.contains(text), "\(text)")
        }
        let generateHelp = sandbox.run("generate", "--help")
        for option in [
            "--output <dir>", "--access <access>", "--only <path>", "--dry-run", "--prune", "--quiet", "--verbose",
            "--absolute-paths", "--jobs <n>",
        ] {
            #expect(generateHelp.stdout.contains(option), "\(option)")
        }
    }

    @Test func printsTheJSONSchema() throws {
        let run = try Sandbox().run("schema")
        #expect(run.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let definitions = try #require(json?["definitions"] as? [String: Any])
        #expect(definitions["model"] != nil)
    }
}
