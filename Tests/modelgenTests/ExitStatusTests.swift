import Testing

@testable import modelgen

/// The exit statuses `modelgen --help` and Docs/Schema.md document, which
/// builds, scripts and the fuzzer (Fuzz/) rely on: every way a command
/// fails is a ``CommandFailure``, and the root maps its kind to a status.
@Suite("modelgen exit statuses")
struct ExitStatusTests {
    @Test func eachKindOfFailureHasItsDocumentedStatus() {
        let documented: [CommandFailure.Kind: Int32] = [.errors: 1, .staleOutput: 2, .usage: 64]
        #expect(Set(CommandFailure.Kind.allCases) == Set(documented.keys))
        for kind in CommandFailure.Kind.allCases {
            #expect(kind.exitCode == documented[kind], "\(kind)")
        }
    }

    @Test func theRootPrintsEachFailureOnceAndExitsWithItsStatus() throws {
        let sandbox = try Sandbox()
        try sandbox.writeAppSchemas()

        let usage = sandbox.run("lint", "Schemas/Missing")
        #expect(usage.status == 64)
        #expect(usage.stderr == "error: no schema folder at 'Schemas/Missing'\n")

        #expect(sandbox.run("generate", "Schemas/App", "--output", "Out", "--quiet").status == 0)
        try sandbox.write("Schemas/App/Row.yaml", rowSchema + "\n  CellModel: {}\n")
        let stale = sandbox.run("check", "Schemas/App", "--output", "Out")
        #expect(stale.status == 2)
        #expect(stale.stderr == "error: 1 generated file is out of date; run 'modelgen generate'\n")

        try sandbox.write("Schemas/App/Row.yaml", "models: { RowModel: { stat: {} } }\n")
        let errors = sandbox.run("generate", "Schemas/App", "--output", "Out")
        #expect(errors.status == 1)
        #expect(errors.stderr.hasSuffix("\nerror: 1 error in Schemas/App; nothing was written\n"))
    }
}
