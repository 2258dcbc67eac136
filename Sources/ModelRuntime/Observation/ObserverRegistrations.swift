/// The slots one observer is registered for, kept in step with what a
/// reader reads: `Observed` evaluations and `memoize` computations, whose
/// observers the contexts they read hold strongly.
///
/// Each evaluation reports its reads between ``beginReading()`` and
/// ``endReading()``. A slot is registered the moment it is first read, before
/// its value is, so no change can slip between; slots no longer read are
/// dropped at the end. An expression usually reads the same slots in the same
/// order every time, which costs one comparison per read and no hashing.
struct ObserverRegistrations {
    /// Who the contexts call, unowned: holding it strongly here would make
    /// an `Observed` core, which is its own observer, hold itself, and it,
    /// its expression and everything that captured would never be freed.
    ///
    /// It outlives every use of the registrations, because whoever owns
    /// them owns it too, and uses them only from its own methods and
    /// deinit: an `Observed` core owns its registrations and is the
    /// observer; a memo's tracker owns its registrations and holds the
    /// observer, its relay, in a `let`, which a deinit still has. Safe
    /// `unowned` rather than `unowned(unsafe)`: should that ever stop being
    /// true, a use traps instead of reading freed memory. It is read only
    /// when a registration is added or removed, never on a write, nor on an
    /// evaluation that reads what the one before it read.
    unowned let observer: any ModelObserver
    /// The slots registered, in the order first read.
    private var registered: [SlotRef] = []
    /// The reads of the evaluation in progress.
    private var cursor = 0
    /// Set once the evaluation in progress read something out of the order
    /// of `registered`: then the slots read so far, and a set of them.
    private var reading: [SlotRef]?
    private var readingKeys: Set<SlotKey> = []
    private var registeredKeys: Set<SlotKey> = []

    init(observer: any ModelObserver) {
        self.observer = observer
    }

    /// The slots registered, in the order first read.
    var slots: [SlotRef] { registered }

    /// Starts recording an evaluation's reads.
    mutating func beginReading() {
        cursor = 0
        reading = nil
    }

    /// Records a read, registering the slot if it is new.
    mutating func didRead(_ context: AnyModelContext, _ slot: ObservedSlot) {
        if reading == nil {
            if cursor < registered.count, registered[cursor].matches(context, slot) {
                cursor += 1
                return
            }
            // Read again within this evaluation: nothing to do.
            if registered[..<cursor].contains(where: { $0.matches(context, slot) }) { return }
            reading = Array(registered[..<cursor])
            readingKeys = Set(registered[..<cursor].map(\.key))
            registeredKeys = Set(registered.map(\.key))
        }
        let read = SlotRef(context: context, slot: slot)
        guard readingKeys.insert(read.key).inserted else { return }
        reading?.append(read)
        if registeredKeys.insert(read.key).inserted {
            context.addObserver(observer, for: slot)
            registered.append(read)
        }
    }

    /// Ends the evaluation: unregisters the slots it didn't read.
    mutating func endReading() {
        guard let reading else {
            // The same reads as before, or the first ones of them.
            for stale in registered[cursor...] { stale.context.removeObserver(observer, for: stale.slot) }
            registered.removeSubrange(cursor...)
            return
        }
        for stale in registered where !readingKeys.contains(stale.key) {
            stale.context.removeObserver(observer, for: stale.slot)
        }
        registered = reading
        self.reading = nil
        readingKeys = []
        registeredKeys = []
    }

    /// Removes every registration.
    mutating func removeAll() {
        for entry in registered { entry.context.removeObserver(observer, for: entry.slot) }
        registered = []
    }
}

/// A registered slot of one context.
struct SlotRef {
    let context: AnyModelContext
    let slot: ObservedSlot

    var key: SlotKey { SlotKey(context: ObjectIdentifier(context), slot: slot) }

    func matches(_ context: AnyModelContext, _ slot: ObservedSlot) -> Bool {
        self.context === context && self.slot == slot
    }
}

/// A slot of one context, as a set element.
struct SlotKey: Hashable {
    let context: ObjectIdentifier
    let slot: ObservedSlot
}
