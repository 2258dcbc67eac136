import ModelRuntime
import Testing

@testable import Showcase

/// Containers declared `Hashable` and `Identifiable`: a model in them
/// compares by identity, any other payload by `==`; an identified array of
/// them is a children type.
@Suite struct HashableContainerTests {
    @Test func aModelPayloadComparesByIdentity() {
        let counter = Counter.make(count: 1)
        let twin = Counter.make(count: 1)
        #expect(Destination.counter(counter) == .counter(counter))
        #expect(Destination.counter(counter) != .counter(twin))
        #expect(Destination.pair(counter, second: Item(name: "a")) != .pair(counter, second: Item(name: "a")))
        #expect(Set<Destination>([.counter(counter), .counter(counter), .counter(twin)]).count == 2)
    }

    @Test func otherPayloadsCompareByValueAndCasesApart() {
        #expect(Destination.note("a") == .note("a"))
        #expect(Destination.note("a") != .note("b"))
        #expect(Destination.note("a") != .empty)
        #expect(Destination.empty == .empty)
        #expect(Destination.note("a").hashValue == Destination.note("a").hashValue)
        #expect(Destination.note("a").id == .note("a"))
    }

    @Test func aFrozenCopyIsTheSameModel() {
        let (counter, anchor) = Counter.make(count: 1).andAnchor()
        #expect(Destination.counter(counter) == .counter(counter.frozenCopy))
        _ = anchor
    }

    @Test func anIdentifiedArrayOfAContainerAnchorsItsModels() {
        let (navigator, anchor) = Navigator().andAnchor()
        let counter = Counter.make(count: 3)
        navigator.tabs.append(.counter(counter))
        navigator.tabs.append(.note("notes"))
        #expect(navigator.tabs[id: .counter(counter)]?.counter?.count == 3)
        let reached = { navigator.node.mapHierarchy(for: .descendants) { $0.id as? AnyHashable } }
        #expect(reached().contains(AnyHashable(counter.id)))
        navigator.tabs.remove(id: .counter(counter))
        #expect(!reached().contains(AnyHashable(counter.id)))
        _ = anchor
    }
}
