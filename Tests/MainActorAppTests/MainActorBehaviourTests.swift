import ModelRuntime
import ModelTesting
import Testing

@testable import Showcase

// This target is built main-actor isolated by default, as an Xcode 26 app's
// code is (Package.swift), so these tests run on the main actor with no
// annotation, like a user's. They drive behaviour from `@MainActor`
// extensions (Tests/Showcase/Counter+MainActor.swift) and read the
// main-actor `Announcer` directly, without `await`.

/// Main-actor behaviour, tested with `.modelTesting`.
@Suite(.modelTesting) struct MainActorBehaviourTests {
    @Test func aTaskCallsMainActorCodeAndTheCallback() async throws {
        let announced = TestProbe("announced")
        let announcer = Announcer { announced.call($0) }
        let parent = Parent().withAnchor { $0.numberClient.fact = { "\($0) is lucky." } }
        parent.addFactCounter()
        let counter = try await require(parent.list.first)
        counter.count = 7
        counter.announceFactTapped(to: announcer)
        await expect {
            counter.count == 7
            parent.title == "7 is lucky."
            announced.wasCalled(with: "7 is lucky.")
        }
        #expect(announcer.announcements == ["7 is lucky."])
    }

    @Test func catchCallsMainActorCode() async {
        let announced = TestProbe("announced")
        let announcer = Announcer { announced.call($0) }
        let counter = Counter.make(count: 3).withAnchor { $0.numberClient.fact = { _ in throw Unreachable() } }
        counter.announceFactTapped(to: announcer)
        await expect(announced.wasCalled(with: "No fact about 3."))
        #expect(announcer.announcements == ["No fact about 3."])
    }

    @Test func theEndOfTheTestWaitsForMainActorTasks() async {
        let announcer = Announcer()
        let counter = Counter.make(count: 5).withAnchor { $0.numberClient.fact = { "\($0) is lucky." } }
        // The task runs on the main actor, so it can't start before the test
        // returns: the check at the end must wait for it without blocking
        // the main actor.
        counter.announceFactTapped(to: announcer)
    }

    @Test func changesAndEventsReachMainActorHandlers() async throws {
        let announced = TestProbe("announced")
        let announcer = Announcer { announced.call($0) }
        let parent = Parent().withAnchor()
        parent.optional = .make()
        let counter = try #require(parent.optional)
        counter.announceChanges(to: announcer)
        await expect {
            parent.optional?.count == 0
            announced.wasCalled(with: "Count is 0.")
        }
        counter.count = 10
        counter.node.send(.reachedTen)
        await expect {
            counter.count == 10
            counter.didSend(.reachedTen)
            announced.wasCalled(with: "Count is 10.")
            announced.wasCalled(with: "Reached ten!")
        }
        parent.optional = nil
        await expect {
            parent.optional == nil
            announced.wasCalled(with: "Stopped announcing.")
        }
        #expect(announcer.announcements.first == "Count is 0.")
        #expect(Set(announcer.announcements.dropFirst().prefix(2)) == ["Count is 10.", "Reached ten!"])
        #expect(announcer.announcements.last == "Stopped announcing.")
    }
}

/// Main-actor behaviour, tested with `andTester`.
@Suite struct MainActorTesterTests {
    @Test func aParentReceivesTheCallbackOfAChildsTask() async throws {
        let announced = TestProbe("announced")
        let announcer = Announcer { announced.call($0) }
        let (parent, tester) = Parent().andTester { $0.numberClient.fact = { "\($0) is lucky." } }
        tester.install(announced)
        parent.addFactCounter()
        let counter = try await tester.unwrap(parent.list.first)
        counter.announceFactTapped(to: announcer)
        await tester.assert {
            parent.title == "0 is lucky."
            announced.wasCalled(with: "0 is lucky.")
        }
        #expect(announcer.announcements == ["0 is lucky."])
    }

    @Test func aMainActorTaskStillBusyWhenTheTesterGoesAwayIsReported() {
        withKnownIssue {
            let (counter, tester) = Counter.make().andTester { $0.numberClient.fact = { "\($0) is lucky." } }
            tester.timeout = .milliseconds(50)
            // The tester checks as it goes away, on the main actor, where the
            // task would run: it can't finish while the tester waits for it.
            counter.announceFactTapped(to: Announcer())
        } matching: { issue in
            issue.description.contains("Tasks were still running:\n• started by Counter at ")
        }
    }
}

private struct Unreachable: Error {}
