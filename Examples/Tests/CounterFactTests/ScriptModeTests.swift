@testable import CounterFact
@testable import CounterFactTerminal
@testable import TerminalUI
import Synchronization
import Testing

/// The app driven through its script mode, and the screen as text.
@Suite struct ScriptModeTests {
    @Test func aScriptPrintsTheScreenAfterEachCommand() async throws {
        let output = try await run("add,inc,inc,fact,another,add,inc,select=1,movedown,dismiss,up,remove,quit,inc")
        #expect(
            output == """
                == add
                Counters (sum 0)
                > 1: 0
                == inc
                Counters (sum 1)
                > 1: 1
                == inc
                Counters (sum 2)
                > 1: 2
                == fact
                Counters (sum 2)
                > 1: 2
                Fact about 2: 2 is a prime number.
                == another
                Counters (sum 2)
                > 1: 2
                Fact about 2: 2 is a Fibonacci number: 1 + 1 = 2.
                == add
                Counters (sum 2)
                  1: 2
                > 2: 0
                Fact about 2: 2 is a Fibonacci number: 1 + 1 = 2.
                == inc
                Counters (sum 3)
                  1: 2
                > 2: 1
                Fact about 2: 2 is a Fibonacci number: 1 + 1 = 2.
                == select=1
                Counters (sum 3)
                > 1: 2
                  2: 1
                Fact about 2: 2 is a Fibonacci number: 1 + 1 = 2.
                == movedown
                Counters (sum 3)
                  1: 1
                > 2: 2
                Fact about 2: 2 is a Fibonacci number: 1 + 1 = 2.
                == dismiss
                Counters (sum 3)
                  1: 1
                > 2: 2
                == up
                Counters (sum 3)
                > 1: 1
                  2: 2
                == remove
                Counters (sum 2)
                > 1: 2
                """)
    }

    @Test func anAlertShowsUntilDismissed() async throws {
        struct Unreachable: Error {}
        let output = try await run("add,fact,dismiss", factClient: FactClient { _ in throw Unreachable() })
        #expect(
            output.hasSuffix(
                """
                == fact
                Counters (sum 0)
                > 1: 0
                Error (counter 1): Couldn't load fact.
                == dismiss
                Counters (sum 0)
                > 1: 0
                """))
    }

    @Test func aFactStillOnItsWayIsSaidSo() async throws {
        let output = try await run(
            "add,fact", timeout: .milliseconds(100),
            factClient: FactClient { _ in
                try await Task.sleep(for: .seconds(3600))
                return "too late"
            })
        #expect(
            output.hasSuffix(
                """
                == fact
                Counters (sum 0)
                > 1: 0
                (the fact was still on its way after 0.1 seconds)
                """))
    }

    @Test func anEmptyListAndALoadingFactAreShown() async throws {
        let session = CounterFactSession(factClient: FirstFetchOnly().client)
        #expect(renderScreen(session.screen).map(\.text) == ["Counters (sum 0)", "  (none)"])

        session.perform(.addCounter)
        #expect(await session.perform(.fetchFact, waitingUpTo: .longerThanAnyTest))
        session.perform(.getAnotherFact)
        for await screen in session.screens where screen.fact?.isLoading == true { break }
        #expect(
            renderScreen(session.screen) == [
                ScreenLine(text: "Counters (sum 0)", role: .heading),
                ScreenLine(text: "> 1: 0", role: .selectedRow),
                ScreenLine(text: "Fact about 0 (getting another...): 0 is a fine number.", role: .info),
            ])
    }

    /// What running `script` prints.
    private func run(
        _ script: String, timeout: Duration = .longerThanAnyTest, factClient: FactClient = .offline()
    ) async throws -> String {
        let session = CounterFactSession(factClient: factClient)
        var lines: [String] = []
        await runScript(try parseScript(script), on: session, timeout: timeout) { lines.append($0) }
        return lines.joined(separator: "\n")
    }
}

/// A fact client that answers its first fetch at once and never the others.
private final class FirstFetchOnly: Sendable {
    private let hasAnswered = Mutex(false)

    var client: FactClient {
        FactClient { [self] number in
            let isFirst = hasAnswered.withLock { hasAnswered in
                defer { hasAnswered = true }
                return !hasAnswered
            }
            if isFirst { return "\(number) is a fine number." }
            try await Task.sleep(for: .seconds(3600))
            return "too late"
        }
    }
}
