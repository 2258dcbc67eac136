/// Whoever tells everyone interested of changes: a context, of a change to
/// one of its slots made alone, or a transaction's log, of every change
/// made in it. A conformance says how each step reaches its listeners;
/// ``tell(_:observed:notifyObservation:)``, the one path every change takes,
/// says in which order the steps run.
@usableFromInline
protocol ChangeTeller {
    /// What changed.
    associatedtype Changes
    /// Calls the observers (`Observed`, `memoize`) of the changed slots.
    func notifyObservers(of changes: Changes)
    /// Tells the test tools and the modification listeners of
    /// the changed models and their ancestors.
    func notifyHierarchy(of changes: Changes)
}

extension ChangeTeller {
    /// Tells everyone interested of `changes`, in the one order every change
    /// is told in: Observation first, then the runtime's observers, then the
    /// hierarchy. Call without the lock.
    ///
    /// Generic and inlined, and `changes` a value that doesn't hold the
    /// context: a write then tells of its change with its context borrowed,
    /// as the write has it, and costs what it did before there was one
    /// path. A value holding the context, passed to steps that aren't
    /// inlined, retains and releases it at each step: a first attempt did,
    /// and a write with one observer took 441 ns instead of 297.
    ///
    /// - Parameters:
    ///   - changes: What changed, made only when someone beyond Observation
    ///     listens: a write nobody else follows doesn't make and destroy it.
    ///   - observed: `false` when nobody beyond Observation listens (as a
    ///     write learns under the lock): then only Observation is told.
    ///   - notifyObservation: Tells Observation's registrar, which alone
    ///     knows the typed key paths, of the changes it follows.
    @inlinable @inline(__always)
    func tell(_ changes: @autoclosure () -> Changes, observed: Bool = true, notifyObservation: () -> Void) {
        notifyObservation()
        guard observed else { return }
        let changes = changes()
        notifyObservers(of: changes)
        notifyHierarchy(of: changes)
    }
}

/// A change to one slot of a context, made alone: told by the context.
@usableFromInline
struct SlotChange {
    @usableFromInline let slot: ObservedSlot
    /// Who hears of it besides Observation and the slot's observers.
    @usableFromInline let audience: ChangeAudience

    @inlinable @inline(__always)
    init(_ slot: ObservedSlot, audience: ChangeAudience) {
        self.slot = slot
        self.audience = audience
    }
}

extension AnyModelContext: ChangeTeller {
    @inlinable @inline(__always)
    func notifyObservers(of change: SlotChange) {
        notifyObservers(of: change.slot)
    }

    @inlinable @inline(__always)
    func notifyHierarchy(of change: SlotChange) {
        switch change.audience {
        case .observersOnly: break
        case .hierarchy: notifyHierarchy(change.slot)
        }
    }
}
