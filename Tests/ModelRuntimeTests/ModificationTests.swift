import ModelRuntime
import Testing

@testable import Showcase

/// `observeModifications`' filters, `excludeFromModifications`, and `modelID`.
@Suite(.timeLimit(.minutes(1))) struct ModificationTests {
    let log = Log()

    /// root → a → a1, each a `Tracked` whose `children` is a tracked property.
    func tree() -> (Tracked, a: Tracked, a1: Tracked, anchor: ModelAnchor<Tracked>) {
        let (root, anchor) = Tracked.tree(
            "root", log: log, children: [.tree("a", log: log, children: [.tree("a1", log: log)])]
        )
        .andAnchor()
        return (root, root.children[0], root.children[0].children[0], anchor)
    }

    @Test func scopeSelfHearsOnlyTheModelsOwnChanges() async {
        let (root, a, a1, anchor) = tree()
        var changes = root.observeModifications(scope: .self).makeAsyncIterator()
        a1.children = []
        a.children = []
        #expect(await nothingArrives(on: &changes))
        root.children.append(.tree("b", log: log))
        await changes.next()
        #expect(await nothingArrives(on: &changes))
        _ = anchor
    }

    @Test func scopeChildrenHearsChildrenButNotGrandchildren() async {
        let (root, a, a1, anchor) = tree()
        var changes = root.observeModifications(scope: .children).makeAsyncIterator()
        a1.children = [.tree("a1a", log: log)]
        root.children.append(.tree("b", log: log))
        #expect(await nothingArrives(on: &changes))
        a.children = []
        await changes.next()
        #expect(await nothingArrives(on: &changes))
        _ = anchor
    }

    @Test func theDefaultScopeHearsTheWholeSubtree() async {
        let (root, _, a1, anchor) = tree()
        var changes = root.observeModifications().makeAsyncIterator()
        a1.children = [.tree("a1a", log: log)]
        await changes.next()
        _ = anchor
    }

    @Test func kindsPickPropertiesOrContextValues() async {
        let (counter, anchor) = Counter.make().andAnchor()
        var contextChanges = counter.observeModifications(kinds: .context).makeAsyncIterator()
        var propertyChanges = counter.observeModifications(kinds: .properties).makeAsyncIterator()
        var anyChanges = counter.observeAnyModification().makeAsyncIterator()
        counter.node.context.isFeatureEnabled = true
        await contextChanges.next()
        #expect(await nothingArrives(on: &propertyChanges))
        // observeAnyModification hears property writes only, as before.
        #expect(await nothingArrives(on: &anyChanges))
        counter.count = 1
        await propertyChanges.next()
        await anyChanges.next()
        #expect(await nothingArrives(on: &contextChanges))
        _ = anchor
    }

    @Test func preferencesAreAKindOfTheirOwn() async {
        let (counter, anchor) = Counter.make().andAnchor()
        var changes = counter.observeModifications(kinds: .preferences).makeAsyncIterator()
        counter.count = 3
        counter.node.context.isFeatureEnabled = true
        #expect(await nothingArrives(on: &changes))
        counter.node.preference.total = 4
        await changes.next()
        _ = anchor
    }

    @Test func wherePicksTheModelsThatChanged() async {
        let (parent, anchor) = Parent().andAnchor()
        parent.identified.append(Item(name: "a"))
        var changes = parent.observeModifications(where: { $0 is Item }).makeAsyncIterator()
        parent.inline.count = 1
        parent.title = "x"
        #expect(await nothingArrives(on: &changes))
        parent.identified[0].value = 2
        await changes.next()
        _ = anchor
    }

    @Test func aTransactionEmitsOnceWhateverItChanges() async {
        let (parent, anchor) = Parent().andAnchor()
        var changes = parent.observeModifications().makeAsyncIterator()
        parent.node.transaction {
            parent.title = "a"
            parent.inline.count = 1
            parent.inline.node.context.isFeatureEnabled = true
        }
        await changes.next()
        #expect(await nothingArrives(on: &changes))
        _ = anchor
    }

    @Test func excludedPropertiesAreNotReportedHereOrAbove() async {
        let (parent, anchor) = Parent().andAnchor()
        parent.inline.node.excludeFromModifications(\.note, \.history)
        var own = parent.inline.observeModifications().makeAsyncIterator()
        var above = parent.observeAnyModification().makeAsyncIterator()
        parent.inline.note = "scratch"
        parent.inline.history.append(1)
        #expect(await nothingArrives(on: &own))
        #expect(await nothingArrives(on: &above))
        parent.inline.count = 1
        await own.next()
        await above.next()
        _ = anchor
    }

    @Test func anExcludedPropertyIsStillObserved() async {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.excludeFromModifications(\.note)
        var notes = Observed { counter.note }.makeAsyncIterator()
        #expect(await notes.next() == .some(nil))
        counter.note = "seen"
        #expect(await notes.next() == "seen")
        _ = anchor
    }

    @Test func debugPrintsWhatSetOffEachEmission() async {
        let (counter, anchor) = Counter.make().andAnchor()
        let output = Output()
        var changes = counter.observeModifications(debug: DebugOptions(name: "Autosave", printer: output))
            .makeAsyncIterator()
        counter.count = 2
        await changes.next()
        #expect(output.text.contains("Autosave triggered by Counter.count"))
        _ = anchor
    }

    @Test func modelIDTellsInstancesApartEvenWithTheSameID() {
        let first = Item(name: "same")
        let second = Item(name: "same")
        #expect(first.id == second.id)
        #expect(first.modelID != second.modelID)
        let copy = first
        #expect(copy.modelID == first.modelID)
        let counter = Counter.make()
        #expect(counter.modelID == counter.id)
    }
}
