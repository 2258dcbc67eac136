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
    let expected = Set((shared + threads.flatMap { $0.own.map(\.counter) }).map { ObjectIdentifier($0._$context) })
    try expect(Set(parent.list.map { ObjectIdentifier($0._$context) }), expected, "the list's counters")
    try expect(parent.list.count, expected.count, "the list's length")
    let total = threads.flatMap { $0.own.map(\.preference) }.reduce(0, +)
    try expect(parent.node.preference.total, total, "the total")
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
/// with their values, and the destination's counter is one put there, with its count.
private func checkPinned(_ world: ConcurrentWorld) throws {
    let pinned = world.parent.identified[id: ConcurrentWorld.pinnedName]
    if pinned?._$context !== world.pinnedItem {
        throw SimulationMismatch(description: "the pinned item is not the model put there first")
    }
    try expect(pinned?.value, ConcurrentWorld.pinnedValue, "the pinned item's value")
    guard case .pair(let counter, let item) = world.parent.destination else {
        throw SimulationMismatch(description: "the destination holds no pair")
    }
    if item._$context !== world.destinationItem {
        throw SimulationMismatch(description: "the destination's item is not the model put there first")
    }
    try expect(item.value, ConcurrentWorld.pinnedValue, "the destination item's value")
    let made = world.destinationCounters.withLock { $0[ObjectIdentifier(counter._$context)] }
    try expect(counter.count, made, "the destination counter's count, as it was put there")
}
