/// A random program of `length` steps from `seed`: the same seed, the same program.
public func generateProgram(seed: UInt64, length: Int) -> [SimulationOperation] {
    var random = SimulationRandom(seed: seed)
    return (0..<length).map { _ in randomOperation(&random) }
}

/// One random step. Adds come often enough that the list is rarely empty.
private func randomOperation(_ random: inout SimulationRandom) -> SimulationOperation {
    let index = random.below(8)
    let value = random.below(20)
    switch random.below(32) {
    case 0, 1, 2: return .add(count: value)
    case 3: return .remove(index)
    case 4: return .replace(index, count: value)
    case 5: return .move(index, to: random.below(8))
    case 6:
        let names = (0..<random.below(4)).map { _ in random.below(6) }
        return .assignItems(names: names, value: value)
    case 7, 8: return .write(index, value: value)
    case 9: return .increment(index)
    case 10: return .writeTitle(value)
    case 11:
        let writes = (0..<random.below(4)).map { _ in random.below(8) }
        return .transaction(writes: writes, throwing: random.below(2) == 0)
    case 12: return .theme(random.below(3) == 0 ? nil : value, on: random.below(3) == 0 ? index : nil)
    case 13: return .preference(index, value: value)
    case 14: return .memoize(index, key: random.below(4))
    case 15: return .resetMemo(index, key: random.below(4))
    case 16: return .onCancel(index, key: random.below(2) == 0 ? nil : random.below(3))
    case 17: return .cancelAll(index, key: random.below(3))
    case 18: return .frozenCopy
    case 19: return .observe(index)
    case 20: return .writeRemoved(index, value: value)
    case 21: return .edit(title: random.below(2) == 0, value: value)
    case 22: return .undo(redo: random.below(3) == 0)
    case 23: return .send(from: random.below(2) == 0 ? nil : index)
    case 24, 25:
        let shapes: [DestinationShape] = [.counter, .pair, .pair, .note, .empty, .none]
        let shape = shapes[random.below(shapes.count)]
        return .setDestination(shape, count: value, name: random.below(3), keepCounter: random.below(2) == 0)
    case 26: return .writeDestination(value: value)
    case 27: return .observeMemo(index, key: random.below(4))
    case 28: return .startTask(index, key: random.below(2) == 0 ? nil : random.below(3))
    case 29:
        let names = (0..<random.below(4)).map { _ in random.below(6) }
        return .setPage(names: random.below(5) == 0 ? nil : names, page: value)
    case 30: return .writePage(index, value: value)
    default: return .settle
    }
}
