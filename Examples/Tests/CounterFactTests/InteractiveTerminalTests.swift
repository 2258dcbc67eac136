@testable import CounterFact
@testable import CounterFactTerminal
@testable import TerminalUI
@testable import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive UI on a pseudo-terminal. Serialized: the signal tests
/// signal the whole test process, and the UI watches for that while it runs.
@Suite(.serialized) struct InteractiveTerminalTests {
    @Test func keysDriveTheUIAndQuittingRestoresTheTerminal() async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.closeBoth() }
        let modesBefore = terminal.modes()
        let session = CounterFactSession(factClient: .offline())

        let secondary = terminal.secondary
        async let status = runInteractive(session, input: secondary, output: secondary)
        #expect(await terminal.waitForOutput(containing: "Counters (sum 0)"))
        #expect(terminal.text.hasPrefix("\u{1B}[?1049h\u{1B}[?25l"))
        #expect(terminal.modes() != modesBefore)

        terminal.type("a++\u{1B}[A")
        #expect(await terminal.waitForOutput(containing: "\u{1B}[7m> 1: 2"))
        // The fact arrives after the keys' redraw; Observed brings it to the screen.
        terminal.type("f")
        #expect(await terminal.waitForOutput(containing: "Fact about 2: 2 is a prime number."))
        terminal.type("q")

        #expect(try await status == 0)
        // The cursor back, and the shell's screen.
        #expect(await terminal.waitForOutput(containing: "\u{1B}[?25h\u{1B}[?1049l"))
        #expect(terminal.modes() == modesBefore)
        #expect(session.screen.counts == [2])
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalRestoresTheTerminal(_ signal: Int32) async throws {
        let terminal = try PseudoTerminal()
        defer { terminal.closeBoth() }
        let modesBefore = terminal.modes()
        let session = CounterFactSession(factClient: .offline())

        let secondary = terminal.secondary
        async let status = runInteractive(session, input: secondary, output: secondary)
        // The first frame is drawn after the UI started watching for signals.
        #expect(await terminal.waitForOutput(containing: "Counters (sum 0)"))
        kill(getpid(), signal)

        #expect(try await status == 128 + signal)
        // The cursor back, and the shell's screen.
        #expect(await terminal.waitForOutput(containing: "\u{1B}[?25h\u{1B}[?1049l"))
        #expect(terminal.modes() == modesBefore)
    }

    @Test func withoutATerminalTheUIDoesNotStart() async throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let session = CounterFactSession(factClient: .offline())

        await #expect(throws: TerminalError.notATerminal) {
            try await runInteractive(session, input: ends[0], output: ends[1])
        }
    }
}
