import ModelRuntime
import Testing

@testable import Showcase

/// The generated case accessors of containers and value enums: reading a
/// case's payload, making a case current, dismissing an optional one, and
/// asking which case is current.
@Suite struct CaseAccessorTests {
    @Test func aCaseAccessorReadsThePayloadOfTheCurrentCaseOnly() {
        let counter = Counter.make(count: 1)
        let item = Item(name: "second")
        var destination = Destination.pair(counter, second: item)
        #expect(destination.pair?.0.id == counter.id)
        #expect(destination.pair?.second.id == item.id)
        #expect(destination.counter == nil)
        #expect(destination.empty == nil)
        destination = .empty
        #expect(destination.empty != nil)
        #expect(destination.pair == nil)
    }

    @Test func isAsksWhichCaseIsCurrent() {
        let stack: [Destination] = [.note("a"), .empty, .counter(.make())]
        #expect(stack.map { $0.is(\.note) } == [true, false, false])
        #expect(stack.map { $0.is(\.empty) } == [false, true, false])
        #expect(stack.last?.is(\.counter) == true)
    }

    @Test func settingAPayloadMakesItsCaseCurrentAndAnchorsItsModel() {
        let (parent, anchor) = Parent().andAnchor()
        let counter = Counter.make(count: 2)
        parent.destination.counter = counter
        #expect(parent.destination?.counter?.id == counter.id)
        #expect(counter.node.isUniquelyReferenced)
        #expect(parent.node.mapHierarchy(for: .descendants) { $0.id as? AnyHashable }.contains(AnyHashable(counter.id)))
        parent.destination?.note = "replaced"
        #expect(parent.destination?.note == "replaced")
        #expect(parent.destination?.counter == nil)
        _ = anchor
    }

    @Test func settingNilWhileTheCaseIsCurrentSetsTheOptionalToNil() {
        let (parent, anchor) = Parent(destination: .counter(.make())).andAnchor()
        parent.destination.counter = nil
        #expect(parent.destination == nil)
        _ = anchor
    }

    @Test func settingNilWhileAnotherCaseIsCurrentChangesNothing() {
        let (parent, anchor) = Parent(destination: .note("kept")).andAnchor()
        parent.destination.counter = nil
        #expect(parent.destination?.note == "kept")
        // Of a value that isn't optional, nil has nothing to clear.
        parent.stack = [.note("kept")]
        parent.stack[0].note = nil
        #expect(parent.stack[0].note == "kept")
        _ = anchor
    }

    @Test func valueEnumsHaveCaseAccessorsToo() {
        var mood = Mood.happy
        #expect(mood.is(\.happy))
        mood.mixed = 3
        #expect(mood == .mixed(level: 3))
        #expect(mood.mixed == 3)
        var maybe: Mood? = .sad
        maybe.sad = nil
        #expect(maybe == nil)
    }
}
