@testable import CounterFact
import Testing

/// The host-facing session: commands, selection, screens, and waiting for fetches.
@Suite struct CounterFactSessionTests {
    @Test func commandsActOnTheSelectedCounter() {
        let session = CounterFactSession(factClient: FactClient { "\($0) is a good number." })
        #expect(session.screen.selection == nil)

        for _ in 0..<3 { session.perform(.addCounter) }
        #expect(session.screen.counts == [0, 0, 0])
        #expect(session.screen.selection == 2)

        session.perform(.selectPrevious)
        session.perform(.increment)
        session.perform(.increment)
        #expect(session.screen.counts == [0, 2, 0])

        session.perform(.moveUp)
        #expect(session.screen.counts == [2, 0, 0])
        #expect(session.screen.selection == 0)
        session.perform(.moveUp)
        session.perform(.selectPrevious)
        #expect(session.screen.counts == [2, 0, 0])
        #expect(session.screen.selection == 0)

        session.perform(.moveDown)
        session.perform(.decrement)
        #expect(session.screen.counts == [0, 1, 0])
        #expect(session.screen.sum == 1)

        session.perform(.select(index: 7))
        #expect(session.screen.selection == 1)
        session.perform(.select(index: 2))
        session.perform(.selectNext)
        #expect(session.screen.selection == 2)

        session.perform(.removeCounter)
        #expect(session.screen.counts == [0, 1])
        #expect(session.screen.selection == 1)
        session.perform(.select(index: 0))
        session.perform(.removeCounter)
        #expect(session.screen.counts == [1])
        #expect(session.screen.selection == 0)
        session.perform(.removeCounter)
        session.perform(.removeCounter)
        session.perform(.increment)
        #expect(session.screen.counts == [])
        #expect(session.screen.selection == nil)
    }

    @Test func factsArriveAndRotate() async {
        let session = CounterFactSession(factClient: .offline())
        session.perform(.addCounter)
        for _ in 0..<7 { session.perform(.increment) }

        #expect(await session.perform(.fetchFact, waitingUpTo: .longerThanAnyTest))
        #expect(session.screen.fact == .init(count: 7, fact: "7 is a prime number.", isLoading: false))

        #expect(await session.perform(.getAnotherFact, waitingUpTo: .longerThanAnyTest))
        #expect(session.screen.fact?.fact == "7 is a deficient number: its proper divisors add up to 1.")

        session.perform(.dismiss)
        #expect(session.screen.fact == nil)
    }

    @Test func waitingEndsEvenWhenNothingOnScreenChanges() async {
        // The same fact every time: "another fact" changes nothing visible,
        // and neither does a failure that leaves the same alert.
        let session = CounterFactSession(factClient: FactClient { "\($0) is a good number." })
        session.perform(.addCounter)
        #expect(await session.perform(.fetchFact, waitingUpTo: .longerThanAnyTest))
        #expect(await session.perform(.getAnotherFact, waitingUpTo: .longerThanAnyTest))
        #expect(session.screen.fact == .init(count: 0, fact: "0 is a good number.", isLoading: false))
    }

    @Test func aFailedFetchRaisesAnAlertThatIsDismissedFirst() async {
        struct Offline: Error {}
        let session = CounterFactSession(factClient: FactClient { _ in throw Offline() })
        session.perform(.addCounter)
        session.perform(.addCounter)

        #expect(await session.perform(.fetchFact, waitingUpTo: .longerThanAnyTest))
        #expect(session.screen.alert == .init(row: 1, title: "Error", message: "Couldn't load fact."))
        #expect(await session.perform(.fetchFact, waitingUpTo: .longerThanAnyTest))
        #expect(session.screen.alert?.row == 1)

        session.perform(.dismiss)
        #expect(session.screen.alert == nil)
    }

    @Test func waitingGivesUpAtTheTimeout() async {
        let session = CounterFactSession(
            factClient: FactClient { _ in
                try await Task.sleep(for: .seconds(3600))
                return "too late"
            })
        session.perform(.addCounter)
        #expect(await session.perform(.fetchFact, waitingUpTo: .milliseconds(100)) == false)
        #expect(session.screen.fact == nil)
    }

    @Test func screensFollowChangesMadeByTasks() async {
        let session = CounterFactSession(factClient: .offline())
        session.perform(.addCounter)
        session.perform(.increment)
        session.perform(.fetchFact)
        for await screen in session.screens where screen.fact != nil {
            #expect(screen.fact == .init(count: 1, fact: "1 is neither prime nor composite.", isLoading: false))
            break
        }
    }
}
