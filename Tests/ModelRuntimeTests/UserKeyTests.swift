import Foundation
import Testing

@testable import ModelRuntime
@testable import Showcase

/// Keys of the user's own types, given to `memoize(for:)`, to `cancel(for:)`,
/// `cancelAll(for:)` or `cancellationContext(for:)`, as a context or
/// preference key's `key:`, or a model's `id`, are hashed and compared
/// outside the hierarchy's lock: their `hash(into:)` and `==` are the user's
/// code, and may read models of the same hierarchy.
///
/// Reading a model while the same thread holds its hierarchy's lock would
/// wait for that thread forever and hang the suite. So the keys here look
/// before they read: a ``KeyProbe`` tries the lock, and when it is taken
/// (nothing but the test's own thread touches these hierarchies, so it is
/// the test's own thread that holds it) records an issue instead of reading.
///
/// Serialized: the context and preference keys share the process-wide table
/// of `key:` keys, where looking one up may compare it with the other, which
/// then reads the other test's model, whose lock that test may hold.
@Suite(.serialized) struct UserKeyTests {
    @Test func aMemoizeKeysHashAndEqualityMayReadModelsOfItsHierarchy() {
        let (counter, anchor) = Counter.make(count: 3).andAnchor()
        let probe = KeyProbe(counter)
        let evaluations = Showcase.Locked(0)
        let tripled: @Sendable () -> Int = {
            counter.node.memoize(for: ProbedKey("tripled", probe)) {
                evaluations.withLock { $0 += 1 }
                return counter.count * 3
            }
        }
        #expect(tripled() == 9)
        // The second access finds the cached value by the key: hashing and comparing it.
        #expect(tripled() == 9)
        #expect(evaluations.withLock { $0 } == 1)
        counter.count = 4
        #expect(tripled() == 12)
        #expect(evaluations.withLock { $0 } == 2)
        #expect(probe.hashes > 0)
        #expect(probe.comparisons > 0)
        _ = anchor
    }

    // The outer memo observes the inner one: a change of the inner one's
    // dependency looks up the inner memo and asks whether anyone observes it,
    // which compared the key with the observers' keys under the lock.
    @Test func aMemoObservingAnotherComparesItsKeyOutsideTheLock() {
        let (counter, anchor) = Counter.make(count: 1).andAnchor()
        let probe = KeyProbe(counter)
        let doubled: @Sendable () -> Int = {
            counter.node.memoize(for: ProbedKey("doubled", probe)) { counter.count * 2 }
        }
        let quadrupled: @Sendable () -> Int = {
            counter.node.memoize(for: ProbedKey("quadrupled", probe)) { doubled() * 2 }
        }
        #expect(quadrupled() == 4)
        counter.count = 2
        #expect(quadrupled() == 8)
        #expect(doubled() == 4)
        counter.count = 3
        #expect(quadrupled() == 12)
        _ = anchor
    }

    @Test func resettingAMemoFindsItsKeyOutsideTheLock() {
        let (counter, anchor) = Counter.make(count: 1).andAnchor()
        let probe = KeyProbe(counter)
        let evaluations = Showcase.Locked(0)
        let value: @Sendable () -> Int = {
            counter.node.memoize(for: ProbedKey("value", probe)) {
                evaluations.withLock { $0 += 1 }
                return counter.count
            }
        }
        #expect(value() == 1)
        counter.node.resetMemoization(for: ProbedKey("value", probe))
        #expect(value() == 1)
        #expect(evaluations.withLock { $0 } == 2)
        _ = anchor
    }

    @Test func aContextKeysHashAndEqualityMayReadModelsOfItsHierarchy() {
        let (parent, anchor) = Parent().andAnchor()
        contextKeyProbe.model = parent.inline
        defer { contextKeyProbe.model = nil }
        #expect(parent.inline.node.context.probedShade == "light")
        parent.node.context.probedShade = "dark"
        #expect(parent.node.context.probedShade == "dark")
        #expect(parent.inline.node.context.probedShade == "dark")
        parent.node.removeContext(\.probedShade)
        #expect(parent.inline.node.context.probedShade == "light")
        #expect(contextKeyProbe.hashes > 0)
        _ = anchor
    }

    @Test func aPreferenceKeysHashAndEqualityMayReadModelsOfItsHierarchy() {
        let (parent, anchor) = Parent().andAnchor()
        preferenceKeyProbe.model = parent.inline
        defer { preferenceKeyProbe.model = nil }
        parent.node.preference.probedScore = 2
        parent.inline.node.preference.probedScore = 3
        #expect(parent.node.preference.probedScore == 5)
        parent.inline.node.removePreference(\.probedScore)
        #expect(parent.node.preference.probedScore == 2)
        #expect(preferenceKeyProbe.hashes > 0)
        _ = anchor
    }

    @Test func aCancellationKeysHashAndEqualityMayReadModelsOfItsHierarchy() {
        let (counter, anchor) = Counter.make().andAnchor()
        let probe = KeyProbe(counter)
        let cancelled = Showcase.Locked<[String]>([])
        counter.node.onCancel { cancelled.withLock { $0.append("first") } }.cancel(for: ProbedKey("save", probe))
        // Files under an equal key: cancels the first.
        counter.node.onCancel { cancelled.withLock { $0.append("second") } }
            .cancel(for: ProbedKey("save", probe), cancelInFlight: true)
        #expect(cancelled.withLock { $0 } == ["first"])
        counter.node.onCancel { cancelled.withLock { $0.append("other") } }.cancel(for: ProbedKey("other", probe))
        counter.node.cancelAll(for: ProbedKey("save", probe))
        #expect(cancelled.withLock { $0 } == ["first", "second"])
        counter.node.cancelAll(for: ProbedKey("other", probe))
        #expect(cancelled.withLock { $0 } == ["first", "second", "other"])
        // Nothing is filed under the key any more: cancelling finds nothing.
        counter.node.cancelAll(for: ProbedKey("save", probe))
        #expect(cancelled.withLock { $0 }.count == 3)
        #expect(probe.hashes > 0)
        #expect(probe.comparisons > 0)
        _ = anchor
    }

    // A key that isn't equal to itself is never found again: filing under
    // it must use the token it made, not search for it (that looped forever).
    @Test func aKeyNotEqualToItselfStillFilesItsWork() {
        let cancelled = Showcase.Locked(0)
        do {
            let (counter, anchor) = Counter.make().andAnchor()
            counter.node.onCancel { cancelled.withLock { $0 += 1 } }.cancel(for: Double.nan)
            counter.node.onCancel { cancelled.withLock { $0 += 1 } }.cancel(for: Double.nan, cancelInFlight: true)
            // Equal to no key, it is cancelled only with its model.
            counter.node.cancelAll(for: Double.nan)
            #expect(cancelled.withLock { $0 } == 0)
            _ = anchor
        }
        #expect(cancelled.withLock { $0 } == 2)
    }

    @Test func aCancellationContextsKeyIsHashedOutsideTheLock() {
        let (counter, anchor) = Counter.make().andAnchor()
        let probe = KeyProbe(counter)
        let cancelled = Showcase.Locked<[String]>([])
        counter.node.cancellationContext(for: ProbedKey("flow", probe)) {
            counter.node.onCancel { cancelled.withLock { $0.append("inside") } }
            counter.node.cancellationContext(for: ProbedKey("inner", probe)) {
                counter.node.onCancel { cancelled.withLock { $0.append("nested") } }
            }
        }
        counter.node.onCancel { cancelled.withLock { $0.append("outside") } }
        counter.node.cancelAll(for: ProbedKey("flow", probe))
        #expect(cancelled.withLock { $0 } == ["inside", "nested"])
        // Filed again after everything under the keys ended: still found.
        counter.node.cancellationContext(for: ProbedKey("flow", probe)) {
            counter.node.onCancel { cancelled.withLock { $0.append("again") } }
        }
        counter.node.cancelAll(for: ProbedKey("flow", probe))
        #expect(cancelled.withLock { $0 } == ["inside", "nested", "again"])
        #expect(probe.hashes > 0)
        _ = anchor
    }

    // Each key gets a token of the model's own; those nothing is filed
    // under any more are pruned, so keys used once don't pile up.
    @Test func cancellationKeysUsedOnceDoNotPileUp() {
        let (counter, anchor) = Counter.make().andAnchor()
        let probe = KeyProbe(counter)
        let cancelled = Showcase.Locked(0)
        let kept = counter.node.onCancel { cancelled.withLock { $0 += 1 } }.cancel(for: ProbedKey("kept", probe))
        for request in 0..<100 {
            counter.node.onCancel { cancelled.withLock { $0 += 1 } }.cancel(for: ProbedKey("request \(request)", probe))
            counter.node.cancelAll(for: ProbedKey("request \(request)", probe))
        }
        #expect(cancelled.withLock { $0 } == 100)
        let tokens = counter.node.modelContext.withLock { _ in counter.node.modelContext.extras?.cancellationKeys }
        #expect((tokens?.count ?? 0) <= 10)
        counter.node.cancelAll(for: ProbedKey("kept", probe))
        #expect(cancelled.withLock { $0 } == 101)
        _ = (kept, anchor)
    }

    // Filing work that already ended under a key files nothing: its token
    // is one nothing is filed under, and must not stay in the table for
    // good, as it did when only a group emptying pruned it.
    @Test func keysGivenToEndedWorkDoNotPileUp() {
        let (counter, anchor) = Counter.make().andAnchor()
        let probe = KeyProbe(counter)
        let ended = counter.node.onCancel {}
        ended.cancel()
        for request in 0..<100 {
            ended.cancel(for: ProbedKey("request \(request)", probe))
        }
        let tokens = counter.node.modelContext.withLock { _ in counter.node.modelContext.extras?.cancellationKeys }
        #expect((tokens?.count ?? 0) <= 10)
        _ = anchor
    }

    // A memo key used once is freed once its memo is reset, or once what it
    // read changed and nobody observes it: the model doesn't keep a token
    // per key it was ever given.
    @Test func memoizeKeysUsedOnceAreFreed() {
        let (counter, anchor) = Counter.make(count: 1).andAnchor()
        let probe = KeyProbe(counter)
        let context = counter.node.modelContext
        let memoKeys = { context.withLock { _ in context.extras?.memoKeys?.count ?? 0 } }
        for request in 0..<100 {
            #expect(counter.node.memoize(for: ProbedKey("reset \(request)", probe)) { counter.count } == 1)
            counter.node.resetMemoization(for: ProbedKey("reset \(request)", probe))
        }
        #expect(memoKeys() <= 10)
        for request in 0..<100 {
            #expect(counter.node.memoize(for: ProbedKey("read \(request)", probe)) { counter.count } == 1)
        }
        // Nobody observes them: a change of what they read lets them go.
        counter.count = 2
        #expect(memoKeys() <= 10)
        let memoized = context.withLock { _ in context.extras?.memoized.count ?? 0 }
        #expect(memoized == 0)
        // A key used again is a memo again, computed from the current state.
        #expect(counter.node.memoize(for: ProbedKey("read 7", probe)) { counter.count * 10 } == 20)
        _ = anchor
    }

    // An `id` whose `==` assigns the property being paired makes every
    // pairing stale before it is applied. The retries end, with an issue,
    // and the assignment is stored without pairing.
    @Test func aPairingAnIDsEqualityKeepsUndoingEndsWithAnIssue() {
        let probe = KeyProbe()
        let quiet = KeyProbe()
        let (list, anchor) = ProbedRows(rows: [ProbedRow(key: ProbedKey("a", probe), value: 1)]).andAnchor()
        let appended = Showcase.Locked(0)
        probe.onCompare = {
            let count = appended.withLock { count in
                count += 1
                return count
            }
            list.rows.append(ProbedRow(key: ProbedKey("appended \(count)", quiet)))
        }
        withKnownIssue {
            list.rows = [ProbedRow(key: ProbedKey("a", probe), value: 2)]
        } matching: {
            $0.description.contains("ProbedRows.rows was assigned while pairing its models by id")
        }
        probe.onCompare = nil
        #expect(list.rows.map(\.value) == [2])
        #expect(appended.withLock { $0 } < 1000)
        _ = anchor
    }

    // Assigning a `children:` property pairs the new models with the old by
    // `id`: a new value with the id of a model that was there continues it.
    @Test func aModelsIDIsHashedAndComparedOutsideTheLock() {
        let probe = KeyProbe()
        let (list, anchor) = ProbedRows(rows: [ProbedRow(key: ProbedKey("a", probe), value: 1)]).andAnchor()
        probe.model = list.counter
        let original = list.rows[0]
        original.value = 7
        list.rows = [ProbedRow(key: ProbedKey("a", probe)), ProbedRow(key: ProbedKey("b", probe), value: 2)]
        // Same id: the existing model continues, with its state.
        #expect(list.rows[0]._$context === original._$context)
        #expect(list.rows.map(\.value) == [7, 2])
        list.rows = [ProbedRow(key: ProbedKey("c", probe), value: 3)]
        #expect(list.rows.map(\.value) == [3])
        #expect(original.value == 1)  // destructed: back to the state it was created with
        #expect(probe.hashes > 0)
        #expect(probe.comparisons > 0)
        _ = anchor
    }
}

/// What a ``ProbedKey`` reads in its `hash(into:)` and `==`, and how often
/// they ran.
final class KeyProbe: @unchecked Sendable {
    private let state: Showcase.Locked<(model: Counter?, owner: ObjectIdentifier?, hashes: Int, comparisons: Int)>

    init(_ model: Counter? = nil) {
        state = Showcase.Locked((model, ObjectIdentifier(Thread.current), 0, 0))
    }

    /// The model the keys read, from the thread that sets it; `nil` reads nothing.
    var model: Counter? {
        get { state.withLock { $0.model } }
        set { state.withLock { ($0.model, $0.owner) = (newValue, ObjectIdentifier(Thread.current)) } }
    }

    /// Runs in every `==` of a key made with this probe, after the read.
    var onCompare: (@Sendable () -> Void)? {
        get { compared.withLock { $0 } }
        set { compared.withLock { $0 = newValue } }
    }
    private let compared = Showcase.Locked<(@Sendable () -> Void)?>(nil)

    var hashes: Int { state.withLock { $0.hashes } }
    var comparisons: Int { state.withLock { $0.comparisons } }

    /// Reads the model, unless its hierarchy's lock is taken: then reading
    /// it would never return, and the test fails instead. Only on the thread
    /// that gave the model: the runtime may hash a key on another thread (a
    /// process-wide table growing for another suite's key), where the lock
    /// can be held by this test's thread, rightly.
    func readModel(in function: String) {
        let (model, owner) = state.withLock { counts in
            if function == "hash" { counts.hashes += 1 } else { counts.comparisons += 1 }
            return (counts.model, counts.owner)
        }
        guard let model, owner == ObjectIdentifier(Thread.current) else { return }
        let hierarchy = model.node.modelContext.liveAny.hierarchy
        guard hierarchy.lock.tryLock() else {
            Issue.record("A key's \(function) ran under the hierarchy's lock")
            return
        }
        hierarchy.lock.unlock()
        _ = model.count
    }
}

/// A key whose `hash(into:)` and `==` read a model.
struct ProbedKey: Hashable, Sendable {
    let name: String
    let probe: KeyProbe

    init(_ name: String, _ probe: KeyProbe) {
        self.name = name
        self.probe = probe
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.probe.readModel(in: "==")
        lhs.probe.onCompare?()
        return lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        probe.readModel(in: "hash")
        hasher.combine(name)
    }
}

private let contextKeyProbe = KeyProbe()
private let preferenceKeyProbe = KeyProbe()

nonisolated extension ContextKeys {
    /// Stored under a key whose hash and `==` read a model.
    fileprivate var probedShade: ContextStorage<String> {
        .init(defaultValue: "light", key: ProbedKey("shade", contextKeyProbe), propagation: .environment)
    }
}

nonisolated extension PreferenceKeys {
    /// Stored under a key whose hash and `==` read a model.
    fileprivate var probedScore: PreferenceStorage<Int> {
        .init(defaultValue: 0, key: ProbedKey("score", preferenceKeyProbe)) { $0 += $1 }
    }
}
