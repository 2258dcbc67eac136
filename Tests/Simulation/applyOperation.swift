import Foundation
import Observation
import ModelRuntime
import Showcase

/// A transaction's throw, which keeps its writes.
struct SimulationError: Error {}

extension SimulationWorld {
    /// Runs `operation` on the runtime and on `reference`. Returns the
    /// issues the step must report (each a part of the message); throws a
    /// ``SimulationMismatch`` for a result that differs from the reference's.
    func apply(_ operation: SimulationOperation, to reference: inout SimulationReference) throws -> [String] {
        let count = counters.count
        switch operation {
        case .add(let value):
            let serial = reference.makeSerial()
            let counter = makeCounter(count: value, serial: serial)
            parent.list.append(counter)
            counters.append(counter)
            reference.counters.append(.init(serial: serial, createdCount: value, count: value))
            didAdd(counter, serial: serial)
        case .remove(let index) where count > 0:
            parent.list.remove(at: index % count)
            retire(counters.remove(at: index % count), serial: reference.counters[index % count].serial)
            reference.removeCounter(at: index % count)
        case .replace(let index, let value) where count > 0:
            let serial = reference.makeSerial()
            let counter = makeCounter(count: value, serial: serial)
            parent.list[index % count] = counter
            retire(counters[index % count], serial: reference.counters[index % count].serial)
            counters[index % count] = counter
            reference.removeCounter(at: index % count)
            reference.counters.insert(.init(serial: serial, createdCount: value, count: value), at: index % count)
            didAdd(counter, serial: serial)
        case .move(let from, let to) where count > 0:
            var list = parent.list
            list.insert(list.remove(at: from % count), at: to % count)
            parent.list = list
            counters.insert(counters.remove(at: from % count), at: to % count)
            reference.counters.insert(reference.counters.remove(at: from % count), at: to % count)
        case .assignItems(let names, let value):
            var seen = Set<Int>()
            assignItems(names.filter { seen.insert($0).inserted }, value: value, &reference)
        case .write(let index, let value) where count > 0:
            counters[index % count].count = value
            reference.setCount(index % count, value)
        case .increment(let index) where count > 0:
            counters[index % count].count += 1
            reference.setCount(index % count, reference.counters[index % count].count + 1)
        case .writeTitle(let value):
            parent.title = "\(value)"
            reference.title = "\(value)"
        case .transaction(let writes, let throwing) where count > 0:
            try? parent.node.transaction {
                for (offset, index) in writes.enumerated() { counters[index % count].count = offset * 7 + index }
                if throwing { throw SimulationError() }
            }
            for (offset, index) in writes.enumerated() { reference.setCount(index % count, offset * 7 + index) }
        case .theme(let value, let on):
            setTheme(value, on: on, &reference)
        case .preference(let index, let value) where count > 0:
            counters[index % count].node.preference.total = value
            reference.counters[index % count].preference = value
        case .onCancel(let index, let key) where count > 0:
            let id = reference.makeSerial()
            let cancelled = self.cancelled
            let work = counters[index % count].node.onCancel { cancelled.withLock { _ = $0.insert(id) } }
            if let key { work.cancel(for: key) }
            reference.counters[index % count].work.append(.init(id: id, key: key, isTask: false))
        case .cancelAll(let index, let key) where count > 0:
            counters[index % count].node.cancelAll(for: key)
            let (filed, kept) = reference.counters[index % count].work.partitioned { $0.key == key }
            reference.cancel(filed)
            reference.counters[index % count].work = kept
        case .observe(let index) where count > 0:
            let id = reference.makeSerial()
            let counter = counters[index % count]
            let calls = observerCalls
            calls.withLock { $0[id] = 0 }
            withObservationTracking {
                _ = counter.count
            } onChange: {
                calls.withLock { $0[id, default: 0] += 1 }
            }
            reference.observers.append(.init(id: id, serial: reference.counters[index % count].serial))
        case .writeRemoved(let index, let value) where !removed.isEmpty:
            removed[index % removed.count].count = value
            return ["was written after the Counter was removed from its hierarchy"]
        case .edit(let title, let value):
            if title { editor.title = "\(value)" } else { editor.body = "\(value)" }
            reference.edit { if title { $0.title = "\(value)" } else { $0.body = "\(value)" } }
        case .undo(let redo):
            undo(redo: redo, &reference)
        case .send(let from):
            send(from: from, &reference)
        case .frozenCopy:
            return try checkFrozenCopy(reference)
        case .memoize(let index, let key) where count > 0:
            let counter = counters[index % count]
            let value = counter.node.memoize(for: key) { counter.count * 10 + key }
            try expect(value, reference.counters[index % count].count * 10 + key, "memoize(for: \(key))")
        case .resetMemo(let index, let key) where count > 0:
            counters[index % count].node.resetMemoization(for: key)
        case .setDestination(let shape, let value, let name, let keepCounter):
            setDestination(shape, count: value, name: name, keepCounter: keepCounter, &reference)
        case .writeDestination(let value):
            writeDestination(value, &reference)
        case .observeMemo(let index, let key) where count > 0:
            let counter = counters[index % count]
            let probe = ObservedProbe { counter.node.memoize(for: key) { counter.count * 10 + key } }
            memoProbes.append((reference.counters[index % count].serial, key, probe))
        case .startTask(let index, let key) where count > 0:
            try startTask(on: index % count, key: key, &reference)
        case .setPage(let names, let page):
            var seen = Set<Int>()
            setPage(names?.filter { seen.insert($0).inserted }, page: page, &reference)
        case .writePage(let index, let value):
            writePage(index, value: value, &reference)
        case .settle:
            try settle(reference)
        default:
            break
        }
        return []
    }
}

extension Array {
    /// The elements `isFiled` takes, and the others, each in order.
    func partitioned(by isFiled: (Element) -> Bool) -> (filed: [Element], kept: [Element]) {
        (filter(isFiled), filter { !isFiled($0) })
    }
}
