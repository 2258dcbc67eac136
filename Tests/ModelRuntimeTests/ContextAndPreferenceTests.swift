import ModelRuntime
import Testing

@testable import Showcase

/// Context values flow down; preferences fold up.
@Suite struct ContextAndPreferenceTests {
    @Test func localContextIsSeenByTheModelOnly() {
        let (parent, anchor) = Parent().andAnchor()
        parent.node.context.isFeatureEnabled = true
        #expect(parent.node.context.isFeatureEnabled)
        #expect(!parent.inline.node.context.isFeatureEnabled)
        parent.node.removeContext(\.isFeatureEnabled)
        #expect(!parent.node.context.isFeatureEnabled)
        _ = anchor
    }

    @Test func environmentContextIsInheritedNearestFirst() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make()]
        let child = parent.list[0]
        #expect(child.node.context.theme == "light")
        parent.node.context.theme = "dark"
        #expect(child.node.context.theme == "dark")
        child.node.context.theme = "sepia"
        #expect(child.node.context.theme == "sepia")
        #expect(parent.node.context.theme == "dark")
        child.node.removeContext(\.theme)
        #expect(child.node.context.theme == "dark")
        _ = anchor
    }

    @Test func optionalEnvironmentValuesReachDescendants() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make()]
        let child = parent.list[0]
        #expect(child.node.context.limit == nil)
        parent.node.context.limit = 3
        #expect(child.node.context.limit == 3)
        _ = anchor
    }

    @Test func aModelInTheEnvironmentIsTheLiveModel() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make()]
        parent.node.context.selected = parent.inline
        let seen = parent.list[0].node.context.selected
        #expect(seen?.id == parent.inline.id)
        seen?.count = 4
        #expect(parent.inline.count == 4)
        _ = anchor
    }

    @Test func contextReadsAreObservable() async {
        let (parent, anchor) = Parent().andAnchor()
        let child = parent.inline
        var themes = Observed { child.node.context.theme }.makeAsyncIterator()
        #expect(await themes.next() == "light")
        parent.node.context.theme = "dark"
        #expect(await themes.next() == "dark")
        _ = anchor
    }

    @Test func preferencesFoldOverTheSubtreeWithEachReduce() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make(), .make()]
        let (first, second) = (parent.list[0], parent.list[1])
        parent.node.preference.total = 1
        first.node.preference.total = 2
        second.node.preference.total = 3
        #expect(parent.node.preference.total == 6)
        #expect(first.node.preference.total == 2)
        first.node.preference.smallest = 4
        second.node.preference.smallest = 2
        #expect(parent.node.preference.smallest == 2)
        first.node.preference.largest = 4
        #expect(parent.node.preference.largest == 4)
        #expect(!parent.node.preference.anyDirty)
        second.node.preference.anyDirty = true
        #expect(parent.node.preference.anyDirty)
        first.node.preference.allDone = false
        #expect(!parent.node.preference.allDone)
        first.node.preference.tags = ["a"]
        second.node.preference.tags = ["b"]
        #expect(Set(parent.node.preference.tags) == ["a", "b"])
        second.node.removePreference(\.total)
        #expect(parent.node.preference.total == 3)
        _ = anchor
    }

    @Test func optionalPreferencesFoldOnlyTheContributions() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make(), .make()]
        #expect(parent.node.preference.contributors == nil)
        parent.list[1].node.preference.contributors = 1
        #expect(parent.node.preference.contributors == 1)
        _ = anchor
    }

    @Test func handWrittenKeysWithAnExplicitKeyAreOneValue() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make()]
        parent.list[0].node.preference.score = 4
        #expect(parent.node.preference.points == 4)
        parent.node.preference.points = 1
        #expect(parent.node.preference.score == 5)
        parent.list[0].node.removePreference(\.points)
        #expect(parent.node.preference.score == 1)

        parent.node.context.shade = "dark"
        #expect(parent.list[0].node.context.tint == "dark")
        parent.node.removeContext(\.tint)
        #expect(parent.list[0].node.context.shade == "light")
        _ = anchor
    }

    @Test func preferenceReadsFollowContributionsAndStructure() async {
        let (parent, anchor) = Parent().andAnchor()
        var totals = Observed { parent.node.preference.total }.makeAsyncIterator()
        #expect(await totals.next() == 0)
        parent.list = [.make()]
        parent.list[0].node.preference.total = 5
        #expect(await totals.next() == 5)
        parent.list.removeAll()
        #expect(await totals.next() == 0)
        _ = anchor
    }
}

extension ContextKeys {
    /// A limit no model sets by default.
    fileprivate var limit: ContextStorage<Int?> { .init(defaultValue: nil, propagation: .environment) }
    /// A counter an ancestor picks for its descendants.
    fileprivate var selected: ContextStorage<Counter?> { .init(defaultValue: nil, propagation: .environment) }
}

extension PreferenceKeys {
    /// How many models contribute: `nil` when none does.
    fileprivate var contributors: PreferenceStorage<Int?> {
        .init(defaultValue: nil) { total, contribution in total = (total ?? 0) + (contribution ?? 100) }
    }
}

nonisolated extension PreferenceKeys {
    /// Two properties, one preference: SwiftModel's `key:` form.
    fileprivate var score: PreferenceStorage<Int> { .init(defaultValue: 0, key: "score") { $0 += $1 } }
    fileprivate var points: PreferenceStorage<Int> { .init(defaultValue: 0, key: "score") { $0 += $1 } }
}

nonisolated extension ContextKeys {
    /// Two properties, one environment value.
    fileprivate var shade: ContextStorage<String> {
        .init(defaultValue: "light", key: "shade", propagation: .environment)
    }
    fileprivate var tint: ContextStorage<String> {
        .init(defaultValue: "light", key: "shade", propagation: .environment)
    }
}
