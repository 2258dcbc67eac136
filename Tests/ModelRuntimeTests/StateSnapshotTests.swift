import Testing

@_spi(ModelTesting) @testable import ModelRuntime
@testable import Showcase

/// The snapshots of a model's state the test tools compare and replay: a
/// property is found by its tracked index, whatever comes before it in the
/// schema (`Item`'s constant `name` does).
@Suite struct StateSnapshotTests {
    @Test func aSnapshotFindsEachTrackedPropertyByItsIndex() {
        let (item, anchor) = Item(name: "a", value: 3, isDone: true).andAnchor()
        let snapshot = item._$context.stateSnapshot()
        #expect(snapshot.trackedIndexes == [0, 1])
        #expect(snapshot.value(at: 0) as? Int == 3)
        #expect(snapshot.value(at: 1) as? Bool == true)
        #expect(snapshot.value(at: 2) == nil)
        #expect(!snapshot.holdsChildren(at: 0))
        _ = anchor
    }

    @Test func aSnapshotMadeLikeAnotherHoldsTheCurrentState() {
        let (item, anchor) = Item(name: "a", value: 3).andAnchor()
        let before = item._$context.stateSnapshot()
        item.value = 4
        let after = item._$context.stateSnapshot(like: before)
        #expect(after.value(at: 0) as? Int == 4)
        #expect(after.differs(from: before, at: 0))
        #expect(!after.differs(from: before, at: 1))
        // A snapshot of another model type is no template: the state is still this model's.
        let (counter, counterAnchor) = Counter.make(count: 7).andAnchor()
        #expect(item._$context.stateSnapshot(like: counter._$context.stateSnapshot()).value(at: 0) as? Int == 4)
        #expect(after.differs(from: counter._$context.stateSnapshot(), at: 0))
        _ = (anchor, counterAnchor)
    }

    @Test func updatingCopiesTheGivenPropertiesOnly() {
        let (item, anchor) = Item(name: "a", value: 1, isDone: false).andAnchor()
        let base = item._$context.stateSnapshot()
        item.value = 2
        item.isDone = true
        let current = item._$context.stateSnapshot()
        var indexes = PropertyIndexes()
        #expect(base.updating(indexes, from: current) === base)
        indexes.insert(1)
        let updated = base.updating(indexes, from: current)
        #expect(updated.value(at: 0) as? Int == 1)
        #expect(updated.value(at: 1) as? Bool == true)
        #expect(base.updating(0, from: current).value(at: 0) as? Int == 2)
        _ = anchor
    }

    @Test func propertyIndexesGoInIncreasingOrder() {
        var indexes = PropertyIndexes()
        #expect(indexes.isEmpty)
        for index in [70, 3, 64, 0, 3, 63] { indexes.insert(index) }
        #expect(!indexes.isEmpty)
        #expect(Array(indexes) == [0, 3, 63, 64, 70])
    }
}
