import Testing

@testable import modelgen

/// How modelgen reads its command line: the spellings builds, scripts and
/// people use, and the errors for the ones it can't take.
@Suite("modelgen argument parsing")
struct ArgumentParsingTests {
    @Test func anOptionTakesItsValueAfterASpaceOrAnEqualsSign() throws {
        let spaced = try Generate(ParsedArguments(["Schemas", "--output", "Out", "-j", "3"], for: Generate.spec))
        let joined = try Generate(ParsedArguments(["--output=Out", "Schemas", "--jobs=3"], for: Generate.spec))
        for command in [spaced, joined] {
            #expect(command.schemaFolder == "Schemas")
            #expect(command.generation.output == "Out")
            #expect(command.generation.jobs.count == 3)
        }
    }

    @Test func aValueMayStartWithADashAndTheLastOneGivenWins() throws {
        let arguments = try ParsedArguments(["S", "--only", "-odd.yaml", "--only", "B.yaml"], for: Generate.spec)
        #expect(arguments.value("only") == "B.yaml")
        #expect(arguments.values("only") == ["-odd.yaml", "B.yaml"])
    }

    @Test func twoDashesEndTheOptions() throws {
        let arguments = try ParsedArguments(["--quiet", "--", "--folder-named-like-an-option"], for: Lint.spec)
        #expect(arguments.positionals == ["--folder-named-like-an-option"])
        #expect(arguments.flag("quiet"))
    }

    @Test func markdownTakesEveryFileUpToTheNextOption() throws {
        let graph = try Graph(ParsedArguments(["--markdown", "A.md", "B.md", "--check", "-q"], for: Graph.spec))
        #expect(graph.markdownFiles == ["A.md", "B.md"])
        #expect(graph.check)
        #expect(graph.log.quiet)
    }

    @Test(arguments: [
        (["S", "--bogus"], "unknown option '--bogus'"),
        (["S", "--output"], "missing value for '--output <dir>'"),
        (["S", "--prune=yes"], "'--prune' takes no value"),
        ([], "missing expected argument '<schema-folder>'"),
        (["S", "T"], "unexpected argument 'T'"),
        (["S", "--access", "open"], "'open' is not a value of '--access'; it takes internal, package, public"),
        (["S", "--jobs", "many"], "--jobs must be a whole number of at least 1, not 'many'"),
        (["S", "-q", "-v"], "--quiet and --verbose can't be used together"),
    ])
    func aCommandLineThatDoesNotFitSaysWhy(arguments: [String], message: String) {
        let error = #expect(throws: CommandLineError.self) {
            try Generate(ParsedArguments(arguments, for: Generate.spec))
        }
        #expect(error?.message == message)
    }

    @Test func aUsageErrorPrintsTheUsageLineAndWhereHelpIs() throws {
        let run = try Sandbox().run("lint", "--bogus")
        #expect(run.status == 64)
        #expect(
            run.stderr == """
                error: unknown option '--bogus'
                usage: modelgen lint <schema-folder> [--jobs <n>] [--quiet] [--verbose] [--absolute-paths]
                  See 'modelgen lint --help' for more information.

                """)
    }

    @Test func helpIsASubcommandTooAndNoSubcommandIsAUsageError() throws {
        let sandbox = try Sandbox()
        let help = sandbox.run("help", "graph")
        #expect(help.status == 0)
        #expect(help.stdout == renderHelp(for: Graph.spec))
        #expect(help.stdout.contains("--markdown <file> ..."))
        #expect(sandbox.run("help").stdout == sandbox.run("--help").stdout)
        let none = sandbox.run(arguments: [])
        #expect(none.status == 64)
        #expect(none.stderr.hasPrefix("error: give a subcommand\n"))
        let unknown = sandbox.run("frobnicate")
        #expect(
            unknown.stderr
                == "error: unknown subcommand 'frobnicate'; modelgen has generate, check, lint, graph, schema\n")
    }
}
