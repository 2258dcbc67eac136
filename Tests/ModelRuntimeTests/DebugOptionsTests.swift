import ModelRuntime
import Testing

@testable import Showcase

/// `node.debug`, `withDebug`, `Observed(debug:)` and `memoize(debug:)`: what
/// they print. Printing happens on the writer's thread, right after the write.
@Suite struct DebugOptionsTests {
    let output = Output()

    @Test func theWholeModelAsACompactDiff() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.debug(DebugOptions(triggers: nil, name: "Counter", printer: output))
        counter.count = 1
        #expect(
            output.text == """
                Counter value changed:
                  Counter(
                -   count: 0,
                +   count: 1,
                  )

                """)
        _ = anchor
    }

    @Test func aCollapsedDiffCountsWhatItLeavesOut() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.debug(.init(triggers: nil, changes: .diff(.collapsed), printer: output))
        counter.count = 1
        #expect(
            output.text == """
                Counter value changed:
                  Counter(
                -   count: 0,
                +   count: 1,
                    … (3 unchanged)
                  )

                """)
        _ = anchor
    }

    @Test func aCollapsedDiffCountsTheEntriesItLeavesOutNotTheirLines() {
        let (parent, anchor) = Parent().andAnchor()
        parent.list = [.make(), .make()]
        parent.debug([.changes(.diff(.collapsed)), .name("List"), .printer(output)]) { parent.list }
        parent.list[1] = .make(count: 7)
        #expect(
            output.text == """
                List value changed:
                  [
                    … (1 unchanged)
                    [1]: Counter(
                -     count: 0,
                +     count: 7,
                      … (3 unchanged)
                    )
                  ]

                """)
        _ = anchor
    }

    @Test func aFullDiffShowsEveryLine() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.debug(.init(triggers: nil, changes: .diff(.full), printer: output))
        counter.step = 2
        #expect(
            output.text == """
                Counter value changed:
                  Counter(
                    count: 0,
                -   step: 1,
                +   step: 2,
                    history: [],
                    note: nil
                  )

                """)
        _ = anchor
    }

    @Test func changesInDescendantsShowInTheParent() {
        let (parent, anchor) = Parent(list: [.make()]).andAnchor()
        parent.node.debug(.init(triggers: nil, name: "Parent", printer: output))
        parent.list[0].count = 5
        #expect(output.text.hasPrefix("Parent value changed:\n"))
        #expect(output.text.contains("-       count: 0,\n+       count: 5,"))
        _ = anchor
    }

    @Test func theNewValueInsteadOfADiff() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.debug(.init(triggers: nil, changes: .value, name: "Counter", printer: output)) { counter.count }
        counter.count = 42
        #expect(output.text == "Counter = 42\n")
        _ = anchor
    }

    @Test func triggersByName() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.debug(.init(changes: nil, printer: output)) { counter.count }
        counter.count = 5
        #expect(
            output.text == """
                Counter triggered update:
                  dependency changed: Counter.count

                """)
        _ = anchor
    }

    @Test func triggersWithValuesShowTheValueAtThePreviousTrigger() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.debug(.init(triggers: .withValue, changes: nil, name: "Counter", printer: output)) {
            counter.note
        }
        counter.note = "a"
        counter.note = "b"
        #expect(
            output.text == """
                Counter triggered update:
                  dependency changed: Counter.note: nil → "a"
                Counter triggered update:
                  dependency changed: Counter.note: "a" → "b"

                """)
        _ = anchor
    }

    @Test func triggersWithADiff() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.debug(.init(triggers: .withDiff, changes: nil, name: "Counter", printer: output)) {
            counter.count
        }
        counter.count = 5
        #expect(
            output.text == """
                Counter triggered update:
                  dependency changed: Counter.count:
                  - 0
                  + 5

                """)
        _ = anchor
    }

    @Test func triggersThenChanges() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.node.debug(.init(name: "Counter", printer: output)) { counter.count }
        counter.count = 3
        counter.count = 3  // no change: nothing printed
        #expect(
            output.text == """
                Counter triggered update:
                  dependency changed: Counter.count
                Counter value changed:
                - 0
                + 3

                """)
        _ = anchor
    }

    @Test func aListPrintsOnlyWhatItNames() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.debug([.triggers(), .name("Tally"), .printer(output)]) { counter.count }
        counter.count = 3
        #expect(
            output.text == """
                Tally triggered update:
                  dependency changed: Counter.count

                """)
        _ = anchor
    }

    @Test func triggersAndChangesNeedNoParenthesesInAList() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.debug([.triggers, .changes, .name("Tally"), .printer(output)]) { counter.count }
        counter.count = 3
        #expect(
            output.text == """
                Tally triggered update:
                  dependency changed: Counter.count
                Tally value changed:
                - 0
                + 3

                """)
        _ = anchor
    }

    @Test func handWrittenContextKeysAreNamed() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.debug([.triggers(), .name("Tally"), .printer(output)]) { counter.node.context.debugLevel }
        counter.node.context.debugLevel = 2
        #expect(
            output.text == """
                Tally triggered update:
                  dependency changed: Counter.context.debugLevel

                """)
        _ = anchor
    }

    @Test func aContextKeyTriggerShowsItsOldAndNewValue() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.debug([.triggers(.withValue), .name("Tally"), .printer(output)]) { counter.node.context.debugLevel }
        counter.node.context.debugLevel = 2
        counter.node.context.debugLevel = 5
        #expect(
            output.text == """
                Tally triggered update:
                  dependency changed: Counter.context.debugLevel: 0 → 2
                Tally triggered update:
                  dependency changed: Counter.context.debugLevel: 2 → 5

                """)
        _ = anchor
    }

    @Test func anInheritedContextKeyTriggerShowsTheValueWhereItWasSet() {
        let (parent, anchor) = Parent().andAnchor()
        let child = parent.inline
        child.debug([.triggers(.withValue), .name("Child"), .printer(output)]) { child.node.context.debugTheme }
        parent.node.context.debugTheme = "dark"
        #expect(
            output.text == """
                Child triggered update:
                  dependency changed: Parent.context.debugTheme: "light" → "dark"

                """)
        _ = anchor
    }

    @Test func aKeyGivenAsKeyShowsItsValues() {
        let (counter, anchor) = Counter.make().andAnchor()
        counter.debug([.triggers(.withValue), .printer(output)]) { counter.node.context.debugKeyed }
        counter.node.context.debugKeyed = 1
        #expect(output.text.hasSuffix("dependency changed: Counter.context.debugKeyed: 0 → 1\n"))
        _ = anchor
    }

    @Test func aPreferenceTriggerShowsTheFoldedValue() {
        let (parent, anchor) = Parent().andAnchor()
        parent.debug([.triggers(.withValue), .name("Total"), .printer(output)]) { parent.node.preference.debugTotal }
        parent.node.preference.debugTotal = 2
        parent.inline.node.preference.debugTotal = 3
        #expect(
            output.text == """
                Total triggered update:
                  dependency changed: Parent.preference.debugTotal: 0 → 2
                Total triggered update:
                  dependency changed: Counter.preference.debugTotal: 0 → 3

                """)
        _ = anchor
    }

    // MARK: Shallow

    @Test func shallowLeavesChangesInsideChildrenOut() {
        let (parent, anchor) = Parent(list: [.make()]).andAnchor()
        parent.node.debug(.init(triggers: nil, isShallow: true, name: "Parent", printer: output))
        parent.list[0].count = 5
        parent.inline.count = 1
        #expect(output.text.isEmpty)
        parent.title = "a"
        #expect(
            output.text == """
                Parent value changed:
                  Parent(
                -   title: "",
                +   title: "a",
                  )

                """)
        _ = anchor
    }

    @Test func shallowShowsWhichChildrenTheModelHolds() {
        let (parent, anchor) = Parent().andAnchor()
        parent.node.debug([.changes(.value), .shallow, .name("Parent"), .printer(output)])
        parent.list.append(.make(count: 3))
        #expect(output.text.hasPrefix("Parent = Parent(\n  title: \"\",\n  inline: Counter(),\n"))
        #expect(output.text.contains("[0]: Counter()"))
        #expect(!output.text.contains("count:"))
        _ = anchor
    }

    @Test func shallowTriggersAreTheModelsOwnProperties() {
        let (parent, anchor) = Parent(list: [.make()]).andAnchor()
        parent.node.debug(.init(changes: nil, isShallow: true, printer: output)) {
            parent.title + parent.list.map { "\($0.count)" }.joined()
        }
        parent.list[0].count = 4
        #expect(output.text.isEmpty)
        parent.title = "b"
        #expect(
            output.text == """
                Parent triggered update:
                  dependency changed: Parent.title

                """)
        _ = anchor
    }

    @Test func shallowObservedInAForEachKeepsToTheModelIteratingIt() {
        let (parent, anchor) = Parent(list: [.make()]).andAnchor()
        let options = DebugOptions(changes: nil, isShallow: true, printer: output)
        parent.node.forEach(Observed(debug: options) { parent.title + "\(parent.list[0].count)" }) { _ in }
        parent.list[0].count = 1
        parent.title = "t"
        #expect(
            output.text == """
                Observed triggered update:
                  dependency changed: Parent.title

                """)
        _ = anchor
    }

    @Test func shallowMemoShowsChildrenByName() {
        let (parent, anchor) = Parent(list: [.make()]).andAnchor()
        let options = DebugOptions(triggers: nil, changes: .value, isShallow: true, printer: output)
        _ = parent.node.memoize(for: "list", debug: options) { parent.list }
        parent.list.append(.make())
        #expect(output.text == "Parent[memoize: \"list\"] = [\n  [0]: Counter(),\n  [1]: Counter()\n]\n")
        _ = anchor
    }

    @Test func cancellingStopsTheOutput() {
        let (counter, anchor) = Counter.make().andAnchor()
        let debugging = counter.node.debug(.init(triggers: nil, printer: output))
        debugging.cancel()
        counter.count = 1
        #expect(output.text.isEmpty)
        _ = anchor
    }

    @Test func withDebugPrintsForTheModelsLife() {
        let (counter, anchor) = Counter.make().withDebug(.init(triggers: nil, changes: .value, printer: output))
            .andAnchor()
        counter.count = 2
        #expect(output.text.hasPrefix("Counter = Counter(\n  count: 2,"))
        _ = anchor
    }

    @Test func observedWithDebug() async {
        let (counter, anchor) = Counter.make().andAnchor()
        var values = Observed(debug: .init(name: "Count", printer: output)) { counter.count }.makeAsyncIterator()
        counter.count = 9
        #expect(await values.next() == 0)
        #expect(await values.next() == 9)
        #expect(
            output.text == """
                Count triggered update:
                  dependency changed: Counter.count
                Count value changed:
                - 0
                + 9

                """)
        _ = anchor
    }

    @Test func memoizeWithDebugRecomputesAsSoonAsADependencyChanges() {
        let (counter, anchor) = Counter.make().andAnchor()
        let options = DebugOptions(changes: .value, printer: output)
        #expect(counter.node.memoize(for: "doubled", debug: options) { counter.count * 2 } == 0)
        counter.count = 5
        #expect(
            output.text == """
                Counter[memoize: "doubled"] triggered update:
                  dependency changed: Counter.count
                Counter[memoize: "doubled"] = 10

                """)
        _ = anchor
    }

    @Test func anUnkeyedMemoIsLabelledWithItsPlaceInTheSource() {
        let (counter, anchor) = Counter.make().andAnchor()
        _ = counter.node.memoize(debug: .init(triggers: nil, changes: .value, printer: output)) { counter.count + 1 }
        counter.count = 1
        #expect(output.text.hasPrefix("Counter[memoize: \"DebugOptionsTests.swift:"))
        #expect(output.text.hasSuffix("\"] = 2\n"))
        _ = anchor
    }
}

/// Collects what debug output prints, one line per write.
final class Output: TextOutputStream, @unchecked Sendable {
    private let lines = Locked("")

    func write(_ string: String) {
        lines.withLock { $0 += string + "\n" }
    }

    var text: String { lines.withLock { $0 } }
}

nonisolated extension ContextKeys {
    /// A key written by hand, as SwiftModel users declare them.
    fileprivate var debugLevel: ContextStorage<Int> { .init(defaultValue: 0) }
    /// One that descendants inherit.
    fileprivate var debugTheme: ContextStorage<String> { .init(defaultValue: "light", propagation: .environment) }
    /// One stored under a key of its own.
    fileprivate var debugKeyed: ContextStorage<Int> { .init(defaultValue: 0, key: "debugKeyed") }
}

nonisolated extension PreferenceKeys {
    /// A sum over the subtree.
    fileprivate var debugTotal: PreferenceStorage<Int> { .init(defaultValue: 0) { $0 += $1 } }
}
