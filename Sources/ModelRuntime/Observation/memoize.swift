import CModelRuntime
import Synchronization

/// Whether a computed value was cached, with the entry it replaced.
enum MemoStore {
    case cached(MemoEntry?)
    case notAnchored
}

/// A memoized value and what keeps its dependencies observed.
struct MemoEntry {
    var value: any Sendable
    var isDirty: Bool
    fileprivate let tracker: MemoTracker
}

extension AnyModelContext {
    func memoize<Value: Sendable>(
        key userKey: AnyHashableSendable, produce: @escaping @Sendable () -> Value,
        isSame: (@Sendable (Value, Value) -> Bool)?, debug options: DebugOptions?
    ) -> Value {
        // The user's hash and `==` run here, before any lock is taken.
        let key = memoKey(for: userKey)
        let slot = ObservedSlot.memoized(key)
        if cmodel_thread_state_get() != nil { didRead(slot) }
        // Cast after the lock: only a load of the entry runs under it.
        let cached: MemoLookup = withLock { _ in
            // Dropped from the table since it was found: look the key up again.
            if key.isRetired { return .retired }
            guard let entry = extras?.memoized[key], !entry.isDirty else { return .missing }
            guard !entry.tracker.relay.isInvalidated else {
                return .stale(entry.value, observed: observers.contains { $0.slot == slot })
            }
            return .found(entry.value)
        }
        var replaced: (value: any Sendable, observed: Bool)?
        switch cached {
        case .retired: return memoize(key: userKey, produce: produce, isSame: isSame, debug: options)
        // Unwrapped before the cast: a cached `nil` of an optional `Value` is a value.
        case .found(let cached): if let cached = cached as? Value { return cached }
        case .missing: break
        case .stale(let value, let observed): replaced = (value, observed)
        }
        let debug = DebugReporter.make(
            options, label: "\(typeName)[memoize: \(memoizeKeyDescription(userKey))]", root: self)
        let value = compute(key: key, produce: produce, isSame: isSame, debug: debug)
        debug?.start(with: value)
        // The new value replaces the one the write's notice would have:
        // the notice, from the replaced value's tracker, is ignored, so the
        // memo's observers hear of it here.
        if let replaced, replaced.observed {
            if let isSame, let previous = replaced.value as? Value, isSame(previous, value) { return value }
            didModify(slot, to: .observersOnly)
        }
        return value
    }

    /// The token the memo for `key` is stored and observed under: the
    /// model's own for that key, made on its first use. Call without the lock.
    ///
    /// The user's `hash(into:)` and `==` run in the search of a table read
    /// under the lock and searched after it. A new key's table is made
    /// outside the lock too, and installed under it if nobody installed
    /// another meanwhile (then the search starts again, in that one). Only
    /// an anchored model keeps a table: memoizing on another caches nothing
    /// and is reported, and a table kept by a destructed model could hold a
    /// key that holds the model, a cycle.
    func memoKey(for key: AnyHashableSendable) -> KeyToken {
        KeyTokens.token(for: key, in: { withLock { _ in extras?.memoKeys } }) { expected, grown in
            withLock { _ in
                guard stage == .anchored else { return .declined }
                guard extras?.memoKeys === expected else { return .changed(extras?.memoKeys) }
                extrasCreatingIfNeeded.memoKeys = grown
                return .installed
            }
        }
    }

    /// The token of the memo for `key`, if the model has one. Call without the lock.
    func existingMemoKey(for key: AnyHashableSendable) -> KeyToken? {
        let table = withLock { _ in extras?.memoKeys }
        return table?[key]
    }

    /// Runs `produce` while recording its reads, caches the result, and keeps
    /// observing what it read.
    @discardableResult
    func compute<Value: Sendable>(
        key: KeyToken, produce: @escaping @Sendable () -> Value,
        isSame: (@Sendable (Value, Value) -> Bool)?, debug: DebugReporter?
    ) -> Value {
        // Holds the context strongly: the entry that owns the tracker goes
        // with the context's extras at destruction, which ends the cycle.
        let tracker = MemoTracker(owner: self, key: key) { [self] relay, change in
            debug?.triggered(by: [change])
            dependencyOfMemoDidChange(key: key, relay: relay, produce: produce, isSame: isSame, debug: debug)
        }
        let value = tracker.recordingReads(produce)
        debug?.didEvaluate(reading: tracker.readSlots)
        // The replaced entry's tracker unregisters itself when released, which takes the lock: release it after.
        let outcome: MemoStore = withLock { _ in
            guard stage == .anchored else { return .notAnchored }
            // The key's token was dropped meanwhile: the value is used once.
            guard !key.isRetired else { return .cached(nil) }
            // A dependency that changed after `produce` read it, before this
            // entry existed to be marked, leaves the value stale from the start.
            return .cached(
                extrasCreatingIfNeeded.memoized.updateValue(
                    MemoEntry(value: value, isDirty: tracker.relay.isInvalidated, tracker: tracker), forKey: key))
        }
        if case .notAnchored = outcome { reportNotAnchored("memoize") }
        withExtendedLifetime(outcome) {}
        return value
    }

    /// Marks the memoized value stale; if someone observes it, recomputes now
    /// and tells them when the value differs.
    fileprivate func dependencyOfMemoDidChange<Value: Sendable>(
        key: KeyToken, relay: MemoRelay, produce: @escaping @Sendable () -> Value,
        isSame: (@Sendable (Value, Value) -> Bool)?, debug: DebugReporter?
    ) {
        let slot = ObservedSlot.memoized(key)
        let (previous, unused) = withLock { _ -> ((any Sendable)?, MemoUnused?) in
            // Only the entry this relay observes for: an older tracker's late
            // notice must not mark a newer value stale.
            guard let extras, let entry = extras.memoized[key], entry.tracker.relay === relay else { return (nil, nil) }
            // A memo being debugged shows its new value as soon as it has one.
            guard debug != nil || observers.contains(where: { $0.slot == slot }) else {
                // Nobody observes it: let the value go, and the key with it
                // if it isn't used again; its next use computes it anew.
                let entry = extras.memoized.removeValue(forKey: key)
                return (nil, MemoUnused(entry: entry, prune: MemoKeyPrune(extras, observers: observers)))
            }
            extras.memoized[key]?.isDirty = true
            return (entry.value, nil)
        }
        if let unused {
            // The entry's tracker unregisters itself when released, which takes the lock: released here, after it.
            withExtendedLifetime(unused.entry) {}
            if let prune = unused.prune { pruneMemoKeys(prune) }
            return
        }
        let value = compute(key: key, produce: produce, isSame: isSame, debug: debug)
        // `isSame` is the user's `==`: called with no lock held.
        if let isSame, let previous, let previous = previous as? Value, isSame(previous, value) { return }
        debug?.changed(to: value)
        didModify(slot, to: .observersOnly)
    }
}

/// What a lookup of a memoized value found, under the lock.
private enum MemoLookup {
    case found(any Sendable)
    /// No value, or one marked dirty by a change its observers were told of.
    case missing
    /// A value that a write marked stale before telling anyone: whether the
    /// memo has observers, who will hear of the new value from the reader.
    case stale(any Sendable, observed: Bool)
    /// The key's token was dropped from the table since it was found.
    case retired
}

/// A memo value let go because nobody observed it when what it read
/// changed, to release after the lock, and the pruning of keys it calls for.
private struct MemoUnused {
    let entry: MemoEntry?
    let prune: MemoKeyPrune?
}

/// Observes what a memoized value read and reports the first change.
///
/// Owned by the memo entry; the contexts it read hold only its relay, which
/// it unregisters when the entry lets it go.
private final class MemoTracker: ReadObserver, @unchecked Sendable {
    let relay: MemoRelay
    private var registrations: ObserverRegistrations

    init(
        owner: AnyModelContext, key: KeyToken,
        onChange: @escaping @Sendable (MemoRelay, (context: AnyModelContext, slot: ObservedSlot)) -> Void
    ) {
        let relay = MemoRelay(owner: owner, key: key, onChange: onChange)
        self.relay = relay
        self.registrations = ObserverRegistrations(observer: relay)
    }

    /// What the last computation read.
    var readSlots: [SlotRef] { registrations.slots }

    deinit {
        registrations.removeAll()
    }

    /// Whether the reader the memo is computed for follows model reads
    /// itself (an `Observed`, which hears of the memo's changes): then the
    /// reads of `produce` aren't Observation's to track either. Otherwise an
    /// `Observed` that read the memo was told, through Observation, of a
    /// write that left the memo as it was.
    private(set) var tracksModelReads = false

    /// Runs `produce`, observing what it reads.
    func recordingReads<Value>(_ produce: () -> Value) -> Value {
        registrations.beginReading()
        defer { registrations.endReading() }
        tracksModelReads = ThreadState.current?.readObserver?.tracksModelReads ?? false
        return ThreadState.observingReads(with: self, produce)
    }

    func didRead(_ context: AnyModelContext, _ slot: ObservedSlot) {
        registrations.didRead(context, slot)
    }
}

/// Passes a change of a memoized value's dependency on to the memo, and
/// remembers that one happened.
private final class MemoRelay: ModelObserver {
    /// The model whose memo this is, and its key. The tracker's `onChange`
    /// holds the model too; its destruction ends the cycle.
    private let owner: AnyModelContext
    private let key: KeyToken
    private let onChange: @Sendable (MemoRelay, (context: AnyModelContext, slot: ObservedSlot)) -> Void
    private let invalidated = Atomic(false)

    init(
        owner: AnyModelContext, key: KeyToken,
        onChange: @escaping @Sendable (MemoRelay, (context: AnyModelContext, slot: ObservedSlot)) -> Void
    ) {
        self.owner = owner
        self.key = key
        self.onChange = onChange
    }

    var isMemo: Bool { true }

    /// Whether a dependency changed, or is being written, since the value was computed.
    var isInvalidated: Bool { invalidated.load(ordering: .acquiring) }

    /// Marks the value stale, and the memos that read it, where they are
    /// in the locked hierarchy; once, since the mark is never taken back.
    func dependencyWillChange(in hierarchy: Hierarchy) {
        guard !invalidated.exchange(true, ordering: .acquiringAndReleasing) else { return }
        guard owner.currentHierarchy.toOpaque() == Unmanaged.passUnretained(hierarchy).toOpaque() else { return }
        owner.markMemosStale(of: .memoized(key), in: hierarchy)
    }

    func modelDidChange(_ context: AnyModelContext, _ slot: ObservedSlot) {
        invalidated.store(true, ordering: .releasing)
        onChange(self, (context, slot))
    }
}
