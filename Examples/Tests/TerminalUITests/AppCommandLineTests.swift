import TerminalUI
import Testing

/// How an example app reads its options, and what it says when it can't.
@Suite struct AppCommandLineTests {
    let commandLine = AppCommandLine(
        name: "demo", abstract: "A demo.", discussion: "Keys: q quits.",
        options: [.script, .init("data", valueName: "file", help: "The data file.")])

    @Test func aValueFollowsItsOptionOrAnEqualsSignAndTheLastOneWins() throws {
        let values = try commandLine.values(in: ["--script", "add,inc", "--data=a.json", "--data", "b.json"])
        #expect(values["script"] == "add,inc")
        #expect(values["data"] == "b.json")
        #expect(try commandLine.values(in: [])["script"] == nil)
    }

    @Test(arguments: [
        (["--bogus", "x"], "unknown option '--bogus'"),
        (["--data"], "missing value for '--data'"),
        (["stray"], "unexpected argument 'stray'"),
    ])
    func aCommandLineThatCantBeRunSaysWhy(arguments: [String], message: String) {
        #expect(throws: AppCommandLineError(message)) { try commandLine.values(in: arguments) }
    }

    @Test func aValueTheOptionDoesntTakeNamesTheOption() throws {
        enum Mode: String, CaseIterable { case fast, slow }
        let values = try commandLine.values(in: ["--data", "medium"])
        #expect(throws: AppCommandLineError("--data takes fast, slow, not 'medium'")) {
            try values.value("data", as: Mode.self)
        }
        #expect(throws: AppCommandLineError("--data medium: 'medium' isn't a link")) {
            try values.value("data", readLink)
        }
    }

    @Test func helpListsEveryOption() {
        #expect(commandLine.usage == "demo [--script <commands>] [--data <file>]")
        #expect(commandLine.help.contains("OVERVIEW: A demo.\n\nKeys: q quits.\n"))
        #expect(commandLine.help.contains("  --data <file>\n      The data file.\n"))
    }
}
