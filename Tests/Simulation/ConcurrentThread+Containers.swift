import Foundation
import ModelRuntime
import Showcase

extension ConcurrentThread {
    /// Moves one counter of the list to another place, in one assignment
    /// read and written in a transaction, so no other thread's change is
    /// lost: the moved counter must stay the same model, and keep its work.
    func moveOne(_ random: inout SimulationRandom, _ parent: Parent, step: Int) {
        let (from, to) = (random.below(1 << 20), random.below(1 << 20))
        parent.node.transaction {
            var list = parent.list
            guard list.count > 1 else { return }
            let moved = list.remove(at: from % list.count)
            list.insert(moved, at: to % (list.count + 1))
            parent.list = list
            if parent.list.map({ ObjectIdentifier($0._$context) }) != list.map({ ObjectIdentifier($0._$context) }) {
                oddities.append("step \(step): the list moved into is not the list that was assigned")
            }
        }
    }

    /// Assigns `identified`: the pinned item, named in every assignment,
    /// and some of six more names. Half the time in a transaction, which
    /// no other write enters, so that every item whose name was there must
    /// continue as the same model, with its value.
    func assignItems(_ random: inout SimulationRandom, _ world: ConcurrentWorld, step: Int) {
        let parent = world.parent
        let items = pinnedAndOthers(&random, world, value: step, prefix: "")
        if random.below(2) == 0 {
            parent.identified = IdentifiedArrayOf(uniqueElements: items)
        } else {
            parent.node.transaction {
                let before = Dictionary(
                    uniqueKeysWithValues: parent.identified.map { ($0.name, ($0._$context, $0.value)) })
                parent.identified = IdentifiedArrayOf(uniqueElements: items)
                checkContinued(parent.identified.elements, before, "item", step: step)
            }
        }
        checkPinned(parent.identified[id: ConcurrentWorld.pinnedName], world.pinnedItem, "identified", step: step)
    }

    /// Assigns `page`, a generic container, as `identified` is assigned; or,
    /// in a transaction, moves it on a page and writes an item's value
    /// through it; or sets it to `nil` and back, which keeps its items.
    func pageStep(_ random: inout SimulationRandom, _ world: ConcurrentWorld, step: Int) {
        let parent = world.parent
        switch random.below(4) {
        case 0:
            parent.page = Paginated(items: pinnedAndOthers(&random, world, value: step, prefix: "p"), currentPage: step)
        case 1:
            let items = pinnedAndOthers(&random, world, value: step, prefix: "p")
            parent.node.transaction {
                let before = Dictionary(
                    uniqueKeysWithValues: (parent.page?.items ?? []).map { ($0.name, ($0._$context, $0.value)) })
                parent.page = Paginated(items: items, currentPage: step)
                checkContinued(parent.page?.items ?? [], before, "page item", step: step)
            }
        case 2:
            parent.node.transaction {
                let page = parent.page?.currentPage ?? 0
                parent.page?.currentPage += 1
                if parent.page?.currentPage != page + 1 { oddities.append("step \(step): the page did not move on") }
                guard let index = parent.page?.items.firstIndex(where: { $0.name != ConcurrentWorld.pinnedName })
                else { return }
                parent.page?.items[index].value = step
                if parent.page?.items[index].value != step {
                    oddities.append("step \(step): an item's value written through the page did not stay")
                }
            }
        default:
            parent.node.transaction {
                let page = parent.page
                parent.page = nil
                parent.page = page
            }
        }
        let pinned = parent.page?.items.first { $0.name == ConcurrentWorld.pinnedName }
        checkPinned(pinned, world.pagePinnedItem, "page", step: step)
    }

    /// New items: the pinned one first, and some of six more names.
    private func pinnedAndOthers(
        _ random: inout SimulationRandom, _ world: ConcurrentWorld, value: Int, prefix: String
    ) -> [Item] {
        let names = [ConcurrentWorld.pinnedName] + (0..<random.below(4)).map { _ in "\(prefix)\(random.below(6))" }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }.map {
            world.made(Item(name: $0, value: value), "Item \($0) of thread \(number)")
        }
    }

    /// Each item whose name was there before an assignment continues that item, with its value.
    private func checkContinued(
        _ items: [Item], _ before: [String: (AnyObject, Int)], _ what: String, step: Int
    ) {
        for item in items {
            guard let (context, value) = before[item.name] else { continue }
            if item._$context !== context || item.value != value {
                oddities.append("step \(step): \(what) \(item.name) did not continue the item with its id")
            }
        }
    }

    /// The pinned item is still the model put there first, with its value.
    private func checkPinned(_ pinned: Item?, _ first: AnyObject, _ where: String, step: Int) {
        guard let pinned else { return oddities.append("step \(step): no pinned item in \(`where`)") }
        if pinned._$context !== first || pinned.value != ConcurrentWorld.pinnedValue {
            oddities.append(
                "step \(step): the pinned item in \(`where`) is not the model put there first, with its value")
        }
    }
}
