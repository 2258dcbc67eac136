import Foundation
import ModelRuntime
import Showcase

/// The checks at the end of a concurrent run, once every thread ended.
func checkEnd(_ world: ConcurrentWorld, _ threads: [ConcurrentThread]) throws {
    let (parent, shared) = (world.parent, world.shared)
    if let oddity = threads.flatMap(\.oddities).first { throw SimulationMismatch(description: oddity) }
    for (index, counter) in shared.enumerated() {
        try expect(counter.count, threads.map { $0.increments[index] }.reduce(0, +), "shared counter \(index)")
    }
    let titles = threads.compactMap(\.lastTitle)
    if !titles.isEmpty, !titles.contains(parent.title) {
        throw SimulationMismatch(description: "the title \(parent.title) is no thread's last write: \(titles)")
    }
    let themes = threads.compactMap(\.lastTheme)
    if !themes.isEmpty, !themes.contains(parent.node.context.theme) {
        throw SimulationMismatch(description: "the theme is no thread's last write")
    }
    let plains = threads.compactMap(\.lastPlain)
    if !plains.isEmpty, !plains.contains(world.plain.count) {
        throw SimulationMismatch(
            description: "the plain count \(world.plain.count) is no thread's last write: \(plains)")
    }
    let own = threads.flatMap(\.own)
    let expected = Set((shared + [world.plain] + own.map(\.counter)).map { ObjectIdentifier($0._$context) })
    try expect(Set(parent.list.map { ObjectIdentifier($0._$context) }), expected, "the list's counters")
    try expect(parent.list.count, expected.count, "the list's length")
    try expect(parent.node.preference.total, own.map(\.preference).reduce(0, +), "the total")
    for counter in own {
        try expect(counter.counter.count, counter.count, "a thread's counter's count, its last write")
        let theme = counter.theme ?? parent.node.context.theme
        try expect(counter.counter.node.context.theme, theme, "a thread's counter's theme")
    }
    for (counter, count) in threads.flatMap(\.removedOwn) {
        try expect(counter.count, count, "a removed counter's count, as it was made")
    }
    try checkCancelled(world, threads)
    try checkPinned(world)
}

/// The work cancelled is exactly what must be: all of removed counters',
/// and what a `cancelAll(for:)` of its counter and key that started after
/// it was filed cancelled; none that every such call ended before it was
/// filed (a call that overlapped its filing may have cancelled it or not).
private func checkCancelled(_ world: ConcurrentWorld, _ threads: [ConcurrentThread]) throws {
    var mustBe = threads.reduce(into: Set<Int>()) { $0.formUnion($1.mustBeCancelled) }
    var mustNotBe = Set<Int>()
    let calls = Dictionary(grouping: threads.flatMap(\.cancelAlls), by: \.counter)
    for work in threads.flatMap(\.running) {
        let mine = calls[work.counter, default: []].filter { $0.key == work.key }
        if mine.contains(where: { $0.start > work.end }) {
            mustBe.insert(work.id)
        } else if !mine.contains(where: { $0.end > work.start }) {
            mustNotBe.insert(work.id)
        }
    }
    // Tasks record their end a little after they are cancelled.
    let deadline = Date().addingTimeInterval(10)
    while !mustBe.isSubset(of: world.cancelled.withLock({ $0 })), Date() < deadline {
        Thread.sleep(forTimeInterval: 0.001)
    }
    let fired = world.cancelled.withLock { $0 }
    try expect(mustBe.subtracting(fired).sorted(), [], "work of removed counters or cancelled keys not cancelled")
    try expect(mustNotBe.intersection(fired).sorted(), [], "work cancelled that no removal or cancelAll(for:) could")
}

/// The items named in every assignment are still the models put there first,
/// with their values, and the destination holds what its last assignment
/// put there, its counter with its last count.
private func checkPinned(_ world: ConcurrentWorld) throws {
    let pinned = world.parent.identified[id: ConcurrentWorld.pinnedName]
    if pinned?._$context !== world.pinnedItem {
        throw SimulationMismatch(description: "the pinned item is not the model put there first")
    }
    try expect(pinned?.value, ConcurrentWorld.pinnedValue, "the pinned item's value")
    let pagePinned = world.parent.page?.items.first { $0.name == ConcurrentWorld.pinnedName }
    if pagePinned?._$context !== world.pagePinnedItem {
        throw SimulationMismatch(description: "the page's pinned item is not the model put there first")
    }
    try expect(pagePinned?.value, ConcurrentWorld.pinnedValue, "the page's pinned item's value")
    let destination = world.parent.destination
    try expect(describe(destination), world.destinationLast.withLock { $0 }, "the destination")
    if let counter = destination?.counter ?? destination?.pair?.0 {
        let count = world.destinationCounts.withLock { $0[ObjectIdentifier(counter._$context)] }
        try expect(counter.count, count, "the destination counter's count, its last write")
    }
}
