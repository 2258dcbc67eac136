import Clocks
import Foundation
import ModelRuntime
import ModelTesting
@testable import TestSupport
import Testing
@testable import Standups

/// The whole app: navigation, and what a detail's events lead to, in the
/// `andTester` style.
@Suite struct AppFeatureTests {
    /// How long an assertion may wait: saving and recording go through
    /// several tasks, and other suites of the same run can keep the machine's
    /// few threads busy for seconds at a time. Only assertions wait this
    /// long; the end of each test waits for busy tasks as long as usual, and
    /// each test first asserts the last effect it starts.
    private let patience: Duration = .seconds(10)

    @Test func deletingAStandupLeavesItsDetail() async throws {
        let standup = Standup.mock
        let saved = TestProbe("save")
        let clock = WatchedClock()
        let (app, tester) = AppFeature().andTester {
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([standup]))
            $0.dataManager.save = { data in saved.call(try JSONDecoder().decode([Standup].self, from: data)) }
            $0.continuousClock = clock
        }
        tester.install(saved)
        let detail = try await tester.unwrap(app.standupsList.standupDetails.first, timeout: patience)
        // What was loaded is written back a moment after loading.
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: .seconds(1))
        await tester.assert(saved.wasCalled(with: [standup]), timeout: patience)
        app.path.append(.detail(detail.id))
        await tester.assert(timeout: patience) {
            detail.standup == standup
            app.path.map(\.detail) == [standup.id]
        }

        detail.deleteButtonTapped()
        try await tester.unwrap(detail.destination?.deleteStandup, timeout: patience)()
        await tester.assert(timeout: patience) {
            detail.didSend(.deleteStandup)
            app.path.isEmpty
            app.standupsList.standupDetails.isEmpty
        }
        await clock.waitUntilSleepsBegan(2)
        await clock.advance(by: .seconds(1))
        await tester.assert(saved.wasCalled(with: [Standup]()), timeout: patience)
    }

    @Test func anEditIsSaved() async throws {
        var standup = Standup.mock
        let saved = TestProbe("save")
        let clock = WatchedClock()
        let (app, tester) = AppFeature().andTester {
            $0.continuousClock = clock
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([standup]))
            $0.dataManager.save = { data in saved.call(try JSONDecoder().decode([Standup].self, from: data)) }
            $0.uuid = .incrementing
        }
        tester.install(saved)
        let detail = try await tester.unwrap(app.standupsList.standupDetails.first, timeout: patience)
        await clock.waitUntilSleepsBegan(1)
        await clock.advance(by: .seconds(1))
        await tester.assert(saved.wasCalled(with: [Standup.mock]), timeout: patience)
        app.path.append(.detail(detail.id))
        detail.editButtonTapped()
        let edit = try await tester.unwrap(detail.destination?.edit, timeout: patience)
        await tester.assert(app.path.count == 1, timeout: patience)

        standup.title = "Blob"
        let edited = standup
        edit.standup = edited
        detail.doneEditingButtonTapped()
        await tester.assert(timeout: patience) {
            detail.destination == nil
            detail.standup == edited
        }
        await clock.waitUntilSleepsBegan(2)
        await clock.advance(by: .seconds(1))
        await tester.assert(saved.wasCalled(with: [edited]), timeout: patience)
    }

    @Test func aRecordedMeetingIsKeptWithItsTranscript() async throws {
        let clock = WatchedClock()
        let standup = Standup.threeForSixSeconds
        // As in aDiscardedMeetingLeavesNoTrace, the ended recording's tasks aren't checked.
        let (app, tester) = AppFeature().andTester(exhaustivity: [.state, .events, .probes]) {
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([standup]))
            $0.date = .constant(Date(timeIntervalSince1970: 1_234_567_890))
            $0.continuousClock = clock
            $0.speechClient.authorizationStatus = { .authorized }
            $0.speechClient.startTask = { _ in .heard(["I completed the project"]) }
            $0.uuid = .incrementing
        }
        let detail = try await tester.unwrap(app.standupsList.standupDetails.first, timeout: patience)
        app.path.append(.detail(detail.id))

        detail.startMeetingButtonTapped()
        let recording = try await tester.unwrap(app.path.last?.record, timeout: patience)
        await tester.assert(timeout: patience) {
            detail.didSend(.startMeeting)
            app.path.count == 2
            recording.transcript == "I completed the project"
        }

        await clock.advance(by: .seconds(6))
        await tester.assert(timeout: patience) {
            app.path.map(\.detail) == [standup.id]
            detail.standup.meetings.elements == [
                Meeting(
                    id: UUID(0), date: Date(timeIntervalSince1970: 1_234_567_890), transcript: "I completed the project"
                )
            ]
        }
        // The new meeting is saved a second later (after the write-back of
        // what was loaded, and the recording's six seconds).
        await clock.waitUntilSleepsBegan(8)
        await clock.advance(by: .seconds(1))
        await tester.assert(timeout: patience) {
            (try? JSONDecoder().decode([Standup].self, from: app.standupsList.dataManager.load()))?.first?
                .meetings.count == 1
        }
    }

    @Test func aDiscardedMeetingLeavesNoTrace() async throws {
        // The recording's tasks end once it leaves the path, cancelled; when
        // is up to threads other suites may keep busy, so they aren't checked.
        let (app, tester) = AppFeature().andTester(exhaustivity: [.state, .events, .probes]) {
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([Standup.threeForSixSeconds]))
            $0.continuousClock = TestClock()
            $0.speechClient.authorizationStatus = { .denied }
        }
        let detail = try await tester.unwrap(app.standupsList.standupDetails.first, timeout: patience)
        app.path.append(.detail(detail.id))
        detail.startMeetingButtonTapped()
        let denied = try await tester.unwrap(detail.destination?.speechRecognitionDenied?.continue, timeout: patience)
        detail.destination = nil
        denied()
        let recording = try await tester.unwrap(app.path.last?.record, timeout: patience)
        await tester.assert(timeout: patience) {
            detail.destination == nil
            detail.didSend(.startMeeting)
            app.path.count == 2
        }

        recording.endMeetingButtonTapped()
        try await tester.unwrap(recording.destination?.endMeeting?.discard, timeout: patience)()
        await tester.assert(timeout: patience) {
            app.path.count == 1
            detail.standup.meetings.isEmpty
        }
    }

    @Test func aPastMeetingOpensOverItsDetail() async throws {
        let standup = Standup.mock
        let (app, tester) = AppFeature().andTester {
            $0.dataManager = .mock(initialData: try! JSONEncoder().encode([standup]))
            $0.continuousClock = ImmediateClock()
        }
        let detail = try await tester.unwrap(app.standupsList.standupDetails.first, timeout: patience)
        app.path = [.detail(detail.id), .meeting(standup.meetings[0], standup: standup)]
        await tester.assert(timeout: patience) {
            app.path.last?.meeting?.0 == standup.meetings[0]
            app.path.last?.meeting?.standup == standup
            app.path.first?.detail == standup.id
        }
        app.path.removeLast()
        await tester.assert(app.path.count == 1, timeout: patience)
    }
}
