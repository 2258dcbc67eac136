import Foundation
import ModelRuntime
import Testing

@testable import Showcase

/// Dependencies through the hierarchy: overrides at the anchor and on a
/// child, the generated accessors, and models used as dependencies.
@Suite struct DependencyTests {
    @Test func overridesAtTheAnchorReachDescendants() async throws {
        let (parent, anchor) = Parent().andAnchor {
            $0.numberClient.fact = { "\($0) from the anchor" }
        }
        parent.list.append(.make())
        #expect(try await parent.list[0].numberClient.fact(1) == "1 from the anchor")
        #expect(try await parent.node.numberClient.fact(2) == "2 from the anchor")
        #expect(try await parent.node[NumberClient.self].fact(3) == "3 from the anchor")
        _ = anchor
    }

    @Test func withDependenciesOnAChildIsInheritedByItsDescendants() async throws {
        let grandchild = Tracked.tree("grandchild", log: Log())
        let child = Tracked.tree("child", log: Log(), children: [grandchild])
            .withDependencies { $0.numberClient.fact = { _ in "child" } }
        let sibling = Tracked.tree("sibling", log: Log())
        let (root, anchor) = Tracked.tree("root", log: Log(), children: [child, sibling]).andAnchor {
            $0.numberClient.fact = { _ in "root" }
        }
        #expect(try await grandchild.node[NumberClient.self].fact(0) == "child")
        #expect(try await child.node.numberClient.fact(0) == "child")
        #expect(try await sibling.node[NumberClient.self].fact(0) == "root")
        #expect(try await root.node.numberClient.fact(0) == "root")
        _ = anchor
    }

    @Test func aDependencyModelSharedByTwoHierarchiesReachesBothHosts() async {
        let session = SessionModel()
        let (first, firstAnchor) = Parent().andAnchor { $0[SessionModel.self] = session }
        let (second, secondAnchor) = Parent().andAnchor { $0[SessionModel.self] = session }
        _ = first.session
        _ = second.session
        // Only the second hierarchy listens: the session lives in the first.
        let received = Log()
        second.node.forEach(second.node.event(of: SessionModel.Event.loggedOut)) { received.append("event") }
        second.node.forEach(second.observeAnyModification()) { received.append("modified") }
        session.node.send(.loggedOut)
        session.loginCount += 1
        await waitUntil { Set(received.all) == ["event", "modified"] }
        _ = (firstAnchor, secondAnchor)
    }

    @Test func aModelGivenAsADependencyIsFreedWithItsHierarchy() {
        weak var session: ModelContext<SessionModel>?
        weak var parent: ModelContext<Parent>?
        do {
            let given = SessionModel()
            session = given._$context
            let (model, anchor) = Parent().andAnchor { $0[SessionModel.self] = given }
            parent = model._$context
            // Hosted: the session's dependencies are the parent's, which hold it.
            _ = model.session
            _ = anchor
        }
        #expect(session == nil)
        #expect(parent == nil)
    }

    @Test func builtInDependencies() {
        let (parent, anchor) = Parent().andAnchor {
            $0.uuid = .incrementing
            $0.date = .constant(Date(timeIntervalSince1970: 42))
        }
        #expect(parent.uuid() == UUID(0))
        #expect(parent.node.uuid() == UUID(1))
        #expect(parent.node.date.now == Date(timeIntervalSince1970: 42))
        _ = parent.node.continuousClock
        _ = anchor
    }

    @Test func aDependencyModelIsSharedActivatedOnFirstUseAndReleasedWithItsLastHost() {
        let log = Log()
        let session = SessionModel().withActivation { session in
            log.append("activated")
            session.node.onCancel { log.append("deactivated") }
        }
        do {
            let (parent, anchor) = Parent().andAnchor { $0[SessionModel.self] = session }
            #expect(log.all.isEmpty)
            #expect(parent.session.id == session.id)
            #expect(log.all == ["activated"])
            parent.list = [Counter.make(), Counter.make()]
            #expect(parent.list[0].node[SessionModel.self].id == session.id)
            #expect(parent.list[1].node[SessionModel.self].id == session.id)
            #expect(log.all == ["activated"])
            #expect(!session.node.isUniquelyReferenced)
            #expect(parent.node.mapHierarchy(for: [.descendants, .dependencies]) { $0 as? SessionModel }.count == 1)
            #expect(parent.node.mapHierarchy(for: .descendants) { $0 as? SessionModel }.isEmpty)
            parent.list.removeAll()
            #expect(session.node.isUniquelyReferenced)
            _ = anchor
        }
        #expect(log.all == ["activated", "deactivated"])
    }

    @Test func eventsFromADependencyModelReachItsHost() async {
        let session = SessionModel()
        let (parent, anchor) = Parent().andAnchor { $0[SessionModel.self] = session }
        let received = Log()
        let listening = parent.node.forEach(parent.node.event(of: SessionModel.Event.loggedOut)) {
            received.append("logged out")
        }
        _ = parent.session
        session.node.send(.loggedOut)
        await waitUntil { received.all == ["logged out"] }
        listening.cancel()
        _ = anchor
    }

    @Test func nodeOnANeverAnchoredModelIsReported() {
        withKnownIssue {
            _ = Counter.make().node.numberClient
        } matching: {
            $0.description.contains("never anchored")
        }
    }
}

/// Waits until `condition` holds, yielding between checks.
///
/// `@concurrent`: it polls off the caller's actor. Where the tests run on the
/// main actor (main actor by default), polling there would crowd out the
/// main-actor work it waits for. The deadline, far beyond any test's length,
/// only stops a broken test from hanging: a loaded machine, or the suites
/// running once per isolation setting at the same time, must not fail a test
/// that would pass.
@concurrent func waitUntil(_ condition: @Sendable () -> Bool, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    async
{
    let deadline = ContinuousClock.now + .seconds(60)
    while !condition() {
        if ContinuousClock.now > deadline {
            Issue.record("Condition still false after 60 s", sourceLocation: sourceLocation)
            return
        }
        await Task.yield()
    }
}

/// A model used as a dependency through a hand-written `DependencyKey`
/// whose values are `static let` instances, as SwiftModel's docs write it.
@Suite struct StaticDependencyModelTests {
    @Test func eachHierarchyGetsItsOwnCopyOfAStaticDefault() {
        let (first, firstAnchor) = Parent().andAnchor()
        let (second, secondAnchor) = Parent().andAnchor()
        first.node[Item.self].value = 1
        #expect(second.node[Item.self].value == 0)
        second.node[Item.self].value = 2
        #expect(first.node[Item.self].value == 1)
        #expect(first.node[Item.self].modelID != second.node[Item.self].modelID)
        _ = (firstAnchor, secondAnchor)
    }

    @Test func withinAHierarchyTheCopyIsShared() {
        let (other, otherAnchor) = Parent().andAnchor()
        _ = other.node[Item.self]
        let (parent, anchor) = Parent().andAnchor()
        parent.node[Item.self].value = 3
        #expect(parent.inline.node[Item.self].value == 3)
        #expect(parent.inline.node[Item.self].modelID == parent.node[Item.self].modelID)
        _ = (otherAnchor, anchor)
    }

    @Test func aDefaultHoldingChildrenIsCopiedWithTheChildrenItWasMadeWith() {
        let (first, firstAnchor) = Parent().andAnchor()
        let (second, secondAnchor) = Parent().andAnchor()
        let firstEditor = first.node[Editor.self]
        firstEditor.title = "first"
        firstEditor.paragraphs[0].text = "edited"
        firstEditor.paragraphs.append(Paragraph(text: "added"))
        let secondEditor = second.node[Editor.self]
        #expect(secondEditor.title == "")
        #expect(secondEditor.paragraphs.map(\.text) == ["made"])
        #expect(secondEditor.paragraphs[0].modelID != firstEditor.paragraphs[0].modelID)
        secondEditor.paragraphs[0].text = "second"
        #expect(firstEditor.paragraphs.map(\.text) == ["edited", "added"])
        _ = (firstAnchor, secondAnchor)
    }

    @Test func aLaterHierarchyStartsFromTheStateTheDefaultWasMadeWith() {
        do {
            let (parent, anchor) = Parent().andAnchor()
            parent.node[Item.self].value = 5
            _ = anchor
        }
        let (parent, anchor) = Parent().andAnchor()
        #expect(parent.node[Item.self].value == 0)
        _ = anchor
    }
}

nonisolated extension Item: DependencyKey {
    /// One instance for the app, as SwiftModel's docs write it.
    public static let liveValue = Item(name: "live")
    /// One instance for every test.
    public static let testValue = Item(name: "shared")
}

nonisolated extension Editor: DependencyKey {
    /// One instance holding a child, for the app and every test.
    public static let liveValue = Editor(paragraphs: [Paragraph(text: "made")])
    /// The same: only `StaticDependencyModelTests` reaches it.
    public static var testValue: Editor { liveValue }
}
