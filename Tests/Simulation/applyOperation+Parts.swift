import Foundation
import ModelRuntime
import Showcase

extension SimulationWorld {
    /// Assigns `identified`. An item whose name was there continues that
    /// item, with its state; a new name is a new item with `value`.
    func assignItems(_ names: [Int], value: Int, _ reference: inout SimulationReference) {
        let before = Dictionary(uniqueKeysWithValues: parent.identified.map { ($0.name, $0._$context) })
        parent.identified = IdentifiedArrayOf(uniqueElements: names.map { Item(name: "\($0)", value: value) })
        for item in parent.identified where before[item.name] == nil {
            contexts.append(Weak(object: item._$context, name: "Item \(item.name)"))
        }
        let old = Dictionary(uniqueKeysWithValues: reference.items.map { ($0.name, $0.value) })
        reference.items = names.map { ($0, old[$0] ?? value) }
        continuedItems = names.compactMap { name in before["\(name)"].map { ("\(name)", $0) } }
    }

    /// Sets or removes the parent's theme, or a counter's own.
    func setTheme(_ value: Int?, on index: Int?, _ reference: inout SimulationReference) {
        if let index, !counters.isEmpty {
            let index = index % counters.count
            if let value {
                counters[index].node.context.theme = "t\(value)"
            } else {
                counters[index].node.removeContext(\.theme)
            }
            reference.counters[index].ownTheme = value
        } else if index == nil {
            if let value { parent.node.context.theme = "t\(value)" } else { parent.node.removeContext(\.theme) }
            reference.theme = value
        }
    }

    /// Undoes or redoes an entry of the editor's stack, if there is one.
    func undo(redo: Bool, _ reference: inout SimulationReference) {
        if redo {
            undoStack.redo()
            guard let next = reference.redoStack.popLast() else { return }
            reference.undoStack.append(reference.editor)
            reference.editor = next
        } else {
            undoStack.undo()
            guard let previous = reference.undoStack.popLast() else { return }
            reference.redoStack.append(reference.editor)
            reference.editor = previous
        }
    }

    /// Sends a login event down from the parent to every descendant, or up
    /// from a counter to its ancestors.
    func send(from index: Int?, _ reference: inout SimulationReference) {
        let name = "event \(reference.makeSerial())"
        if let index, !counters.isEmpty {
            counters[index % counters.count].node.send(AppEvent.login(user: name), to: .ancestors)
            reference.parentEvents.append(name)
        } else if index == nil {
            parent.node.send(AppEvent.login(user: name), to: .descendants)
            for counter in reference.counters.indices { reference.counters[counter].events.append(name) }
            reference.destination.counter?.events.append(name)
        }
    }

    /// Checks a frozen copy of the parent against the reference, and that
    /// writing to it is reported and changes nothing.
    func checkFrozenCopy(_ reference: SimulationReference) throws -> [String] {
        let frozen = parent.frozenCopy
        try expect(frozen.list.map(\.count), reference.counters.map(\.count), "frozen copy's counts")
        try expect(frozen.title, reference.title, "frozen copy's title")
        frozen.title = "frozen"
        try expect(parent.title, reference.title, "title after writing a frozen copy")
        return ["A frozen copy of Parent was written to"]
    }

    /// Waits, up to a ceiling, for the events, the `onChange` values and
    /// the `Observed` values to arrive, then checks them.
    func settle(_ reference: SimulationReference) throws {
        let deadline = Date().addingTimeInterval(10)
        while true {
            do {
                return try checkDelivered(reference)
            } catch {
                guard Date() < deadline else { throw error }
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
    }

    /// Checks what arrives asynchronously: each counter's events in order,
    /// the parent's, the last count each `onChange` saw, and the last value
    /// of the `Observed`s of the counts and the title.
    func checkDelivered(_ reference: SimulationReference) throws {
        let events = self.events.withLock { $0 }
        try expect(events[-1] ?? [], reference.parentEvents, "the parent's events")
        let seen = changesSeen.withLock { $0 }
        for counter in reference.counters {
            try expect(events[counter.serial] ?? [], counter.events, "counter \(counter.serial)'s events")
            try expect(seen[counter.serial], counter.count, "counter \(counter.serial)'s last onChange value")
        }
        if let counter = reference.destination.counter {
            try expect(events[counter.serial] ?? [], counter.events, "the destination counter's events")
            try expect(seen[counter.serial], counter.count, "the destination counter's last onChange value")
        }
        try expect(tasksEnded.withLock { $0 }, reference.tasksEnded, "the tasks ended")
        let counts = Dictionary(uniqueKeysWithValues: reference.counters.map { ($0.serial, $0.count) })
        for (serial, key, probe) in memoProbes {
            try expect(probe.last, counts[serial].map { $0 * 10 + key }, "counter \(serial)'s Observed memo \(key)")
        }
        try expect(observedCounts?.last, reference.counters.map(\.count), "the Observed counts")
        try expect(observedTitle?.last, reference.title, "the Observed title")
    }
}
