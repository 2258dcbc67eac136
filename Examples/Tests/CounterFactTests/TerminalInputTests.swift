@testable import CounterFactTerminal
@testable import TerminalUI
import Testing

/// Key bindings, scripts and the command line.
@Suite struct TerminalInputTests {
    @Test func keysAreBoundToCommands() {
        #expect(TerminalAction(key: .character("a")) == .perform(.addCounter))
        #expect(TerminalAction(key: .character("x")) == .perform(.removeCounter))
        #expect(TerminalAction(key: .up) == .perform(.selectPrevious))
        #expect(TerminalAction(key: .character("j")) == .perform(.selectNext))
        #expect(TerminalAction(key: .shiftUp) == .perform(.moveUp))
        #expect(TerminalAction(key: .character("J")) == .perform(.moveDown))
        #expect(TerminalAction(key: .character("=")) == .perform(.increment))
        #expect(TerminalAction(key: .character("-")) == .perform(.decrement))
        #expect(TerminalAction(key: .character("f")) == .perform(.fetchFact))
        #expect(TerminalAction(key: .character("g")) == .perform(.getAnotherFact))
        #expect(TerminalAction(key: .escape) == .perform(.dismiss))
        #expect(TerminalAction(key: .character("q")) == .quit)
        #expect(TerminalAction(key: .character("z")) == nil)
    }

    @Test func scriptsAreParsed() throws {
        let steps = try parseScript(" add, inc ,,select=2,moveup,quit,")
        #expect(steps.map(\.word) == ["add", "inc", "select=2", "moveup", "quit"])
        #expect(
            steps.map(\.action) == [
                .perform(.addCounter), .perform(.increment), .perform(.select(index: 1)), .perform(.moveUp), .quit,
            ])
        #expect(#expect(throws: ScriptError.self) { try parseScript("add,bogus,inc") }?.word == "bogus")
        let zero = #expect(throws: ScriptError.self) { try parseScript("select=0") }
        #expect(zero?.description == "'select=0' needs a row number from 1: select=1 selects the first counter")
        #expect(#expect(throws: ScriptError.self) { try parseScript("select=two") }?.word == "select=two")
    }

    @Test func aBadScriptOrSourceIsAUsageError() throws {
        for arguments in [["--script", "add,bogus"], ["--script", "select="], ["--facts", "nowhere"]] {
            #expect(throws: AppCommandLineError.self, "\(arguments)") { try CounterFactCLI(arguments: arguments) }
        }
        let error = #expect(throws: AppCommandLineError.self) {
            try CounterFactCLI(arguments: ["--script", "add,bogus"])
        }
        #expect(error?.description.hasPrefix("--script add,bogus: ") == true)
        #expect(error?.description.contains("unknown script command 'bogus'") == true)
    }

    @Test func theCommandLineIsParsed() throws {
        let command = try CounterFactCLI(arguments: ["--script", "add,fact", "--facts", "numbersapi"])
        #expect(command.script?.steps.map(\.word) == ["add", "fact"])
        #expect(command.facts == .numbersAPI)
        let defaults = try CounterFactCLI(arguments: [])
        #expect(defaults.script == nil)
        #expect(defaults.facts == .offline)
    }
}
