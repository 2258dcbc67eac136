import ModelRuntime
import Testing

@testable import Showcase

/// A model is a struct one reference wide, whose copies share one context,
/// and whose closures can capture `self` without leaking.
@Suite struct ModelShapeTests {
    @Test func aModelIsOneReferenceWide() {
        #expect(MemoryLayout<Counter>.size == MemoryLayout<AnyObject>.size)
        #expect(MemoryLayout<Parent>.size == MemoryLayout<AnyObject>.size)
    }

    @Test func copiesShareState() {
        let counter = Counter.make()
        let copy = counter
        copy.count = 3
        #expect(counter.count == 3)
        #expect(counter.id == copy.id)
    }

    @Test func closuresCapturingSelfLeaveNoCycle() {
        weak var parentContext: ModelContext<Parent>?
        weak var childContext: ModelContext<Counter>?
        do {
            let (parent, anchor) = Parent().andAnchor()
            // The child's callback captures the parent: with strong
            // references from children to parents this would be a cycle.
            let child = Counter(onFact: { _, fact in parent.title = fact }, formatter: { "\($0)" })
            parent.list.append(child)
            parent.optional = Counter(onFact: { _, _ in _ = parent.list.count }, formatter: { "\($0)" })
            parentContext = parent._$context
            childContext = child._$context
            #expect(parentContext != nil)
            _ = anchor
        }
        #expect(parentContext == nil)
        #expect(childContext == nil)
    }

    @Test func removedSubtreesAreFreed() {
        let (parent, anchor) = Parent().andAnchor()
        weak var removed: ModelContext<Counter>?
        do {
            parent.list.append(Counter(onFact: { _, _ in parent.title = "x" }, formatter: { "\($0)" }))
            removed = parent.list[0]._$context
            parent.list.removeAll()
        }
        #expect(removed == nil)
        _ = anchor
    }
}
