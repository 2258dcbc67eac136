import Foundation
@testable import Counters
@testable import TerminalUI
@testable import TestSupport
import Testing

/// The counters in the terminal: scripts, keys, and the command line.
@Suite struct CountersTerminalTests {
    @Test func aScriptAddsIncrementsAndRefreshesCounters() async throws {
        var lines: [String] = []
        let session = CountersSession(service: .local(CounterService()))
        await runScript(
            try countersScript.parse("add,inc,inc,add,inc,select=1,refresh,inc"), on: session, timeout: .seconds(30)
        ) {
            lines.append($0)
        }
        #expect(
            lines.joined(separator: "\n") == """
                == add
                Counters (1)
                > Counter 1: 0
                == inc
                Counters (1)
                > Counter 1: 1
                == inc
                Counters (1)
                > Counter 1: 2
                == add
                Counters (2)
                  Counter 1: 2
                > Counter 2: 0
                == inc
                Counters (2)
                  Counter 1: 2
                > Counter 2: 1
                == select=1
                Counters (2)
                > Counter 1: 2
                  Counter 2: 1
                == refresh
                Counters (2)
                > Counter 1: 2
                  Counter 2: 1
                == inc
                Counters (2)
                > Counter 1: 3
                  Counter 2: 1
                """)
    }

    @Test func aCounterShowsLoadingUntilTheServiceAnswersAndWhyItFailed() async throws {
        let service = HeldCounterService()
        let session = CountersSession(service: service.client)
        #expect(session.render().map(\.text) == ["Counters (0)", "No counters yet."])

        // The key's work runs in a task of the list, as the interactive UI's does.
        session.press("a")
        #expect(await settle(within: .seconds(600)) { session.list.counters.count == 1 })
        #expect(session.render().map(\.text) == ["Counters (1)", "> Counter 1: loading..."])
        service.values.send(0)
        #expect(await settle(within: .seconds(600)) { session.list.counters.first?.value == 0 })
        #expect(session.render().map(\.text) == ["Counters (1)", "> Counter 1: 0"])

        let failing = CountersSession(
            service: CounterServiceClient(
                value: { _ in
                    throw CounterServiceError(method: "GET", url: URL(string: "http://x/c")!, reason: .status(500))
                },
                increment: { _ in }))
        await runScript(try countersScript.parse("add"), on: failing, timeout: .seconds(30)) { _ in }
        #expect(
            failing.render().map(\.text) == [
                "Counters (1)", "> Counter 1: loading...",
                "Counter 1: GET http://x/c failed: the server answered with HTTP status 500.",
            ])
    }

    @Test func keysAddIncrementAndSelect() async throws {
        let session = CountersSession(service: .local(CounterService()))
        #expect(session.action(for: .character("a")) == .perform(.add))
        #expect(session.action(for: .character("+")) == .perform(.increment))
        #expect(session.action(for: .character("r")) == .perform(.refresh))
        #expect(session.action(for: .down) == .perform(.selectNext))
        #expect(session.action(for: .character("q")) == .quit)
        #expect(session.action(for: .character("x")) == nil)
        session.press("aa")
        #expect(await settle(within: .seconds(600)) { session.list.counters.map(\.value) == [0, 0] })
        session.press("k+")
        #expect(session.selectedIndex == 0)
        #expect(await settle(within: .seconds(600)) { session.list.counters.map(\.value) == [1, 0] })
    }

    @Test func theCommandLineTakesAScriptAndAServer() throws {
        let command = try CountersCLI(arguments: ["--script", "add,inc", "--service", "http://127.0.0.1:8080"])
        #expect(command.script?.steps.map(\.word) == ["add", "inc"])
        #expect(command.service == URL(string: "http://127.0.0.1:8080"))
        for arguments in [
            ["--script", "dec"], ["--script", "select=0"], ["--service", "127.0.0.1:8080"], ["--service", "ftp://x"],
        ] {
            #expect(throws: AppCommandLineError.self, "\(arguments)") { try CountersCLI(arguments: arguments) }
        }
    }
}
