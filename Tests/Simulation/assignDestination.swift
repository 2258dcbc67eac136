import ModelRuntime
import Showcase

extension SimulationWorld {
    /// Assigns the parent's `destination`. The counter in it is a new one,
    /// or with `keepCounter` the one there, moved from case to case; the one
    /// there, not kept, leaves. An item named as the one there continues it,
    /// with its value: pairing by `id` looks through the container's cases.
    func setDestination(
        _ shape: DestinationShape, count: Int, name: Int, keepCounter: Bool, _ reference: inout SimulationReference
    ) {
        let old = reference.destination
        let holdsCounter = shape == .counter || shape == .pair
        let kept = holdsCounter && keepCounter && old.counter != nil
        let serial = holdsCounter && !kept ? reference.makeSerial() : nil
        let counter = kept ? destinationCounter : serial.map { makeCounter(count: count, serial: $0) }
        let item = Item(name: "\(name)", value: count)
        parent.destination =
            switch shape {
            case .counter: .counter(counter!)
            case .pair: .pair(counter!, second: item)
            case .note: .note("\(count)")
            case .empty: .empty
            case .none: nil
            }
        if let leaving = old.counter, !kept {
            retire(destinationCounter!, serial: leaving.serial)
            reference.retire(leaving)
        }
        var new = SimulationReference.Destination(shape: shape, counter: kept ? old.counter : nil)
        if let serial {
            new.counter = .init(serial: serial, createdCount: count, count: count)
            didAdd(counter!, serial: serial)
            addWork(to: counter!, &new.counter!, &reference)
        }
        destinationCounter = counter
        if shape == .pair {
            let continued = old.item.flatMap { $0.name == name ? $0 : nil }
            new.item = continued ?? (name, count)
            if continued == nil {
                destinationItem = parent.destination?.pair?.second._$context
                contexts.append(Weak(object: destinationItem, name: "Item \(name) in destination"))
            }
        } else {
            destinationItem = nil
        }
        reference.destination = new
    }

    /// Work the removal of a destination's counter must cancel.
    private func addWork(
        to counter: Counter, _ state: inout SimulationReference.Counter, _ reference: inout SimulationReference
    ) {
        let id = reference.makeSerial()
        let cancelled = self.cancelled
        counter.node.onCancel { cancelled.withLock { _ = $0.insert(id) } }
        state.work.append(.init(id: id, key: nil, isTask: false))
    }

    /// Writes the destination counter's count through the container: in
    /// place through the case's accessor for `.counter`, by the payload for `.pair`.
    func writeDestination(_ value: Int, _ reference: inout SimulationReference) {
        guard reference.destination.counter != nil else { return }
        switch parent.destination {
        case .counter: parent.destination?.counter?.count = value
        case .pair(let counter, _): counter.count = value
        default: return
        }
        reference.destination.counter?.count = value
    }

    /// Checks the destination: its case, the very models put there, their state.
    func checkDestination(_ reference: SimulationReference) throws {
        let expected = reference.destination
        let destination = parent.destination
        let shape: DestinationShape =
            switch destination {
            case .counter: .counter
            case .pair: .pair
            case .note: .note
            case .empty: .empty
            case nil: .none
            }
        try expect(shape, expected.shape, "the destination's case")
        let counter = destination?.counter ?? destination?.pair?.0
        if counter?._$context !== destinationCounter?._$context {
            throw SimulationMismatch(description: "the destination's counter is not the one put there")
        }
        if let counter, let state = expected.counter {
            try expect(counter.count, state.count, "the destination counter's count")
            try expect(counter.node.context.theme, reference.theme(of: state), "the destination counter's theme")
        }
        if let item = destination?.pair?.second, let state = expected.item {
            try expect(item.name, "\(state.name)", "the destination item's name")
            try expect(item.value, state.value, "the destination item's value")
            if item._$context !== destinationItem {
                throw SimulationMismatch(description: "the destination's item \(state.name) did not continue by its id")
            }
        }
    }
}
