import Dependencies
import Synchronization

/// The runtime's side of a model, shared by every copy of the model value:
/// its state, its place in the hierarchy, and everything attached to it.
///
/// This base class holds what doesn't depend on the model's type; the generic
/// ``ModelContext`` adds the typed state. Fields marked "guarded" are only
/// touched with the lock of the context's current ``Hierarchy`` held; the
/// lock is what makes access exclusive, so they opt out of Swift's dynamic
/// exclusivity checks (`@exclusivity(unchecked)`), which would otherwise
/// cost more than the lock on every read.
public class AnyModelContext: @unchecked Sendable {
    /// The model's identity.
    public let id: ModelID

    /// The hierarchy the context lives in now; re-checked after locking,
    /// because anchoring moves a context from a loose hierarchy into its
    /// parent's.
    @usableFromInline let hierarchyPointer: Atomic<Unmanaged<Hierarchy>>

    /// The address of the context that holds the model: this one, except in
    /// the root handle `withAnchor()` returns, where it is the root's. Set
    /// once, when the context is made. Every access goes through it: one
    /// load, and no retain (see ``live``).
    @usableFromInline @exclusivity(unchecked) var liveAddress: UnsafeRawPointer

    /// Reports reads and writes to Observation, so `withObservationTracking`
    /// (and SwiftUI on Apple platforms) sees them: made on the first read
    /// (see ``ObservationBox``), retained by the context, published once.
    @usableFromInline let observationBox = Atomic<Unmanaged<ObservationBox>?>(nil)

    /// Keeps the current hierarchy alive, so a reader holding a stale
    /// pointer can still lock it; `nil` in a loose hierarchy, which is never
    /// freed. The non-loose ones it lived in before are kept in ``rare``.
    /// Guarded.
    @exclusivity(unchecked) private var ownedHierarchy: Hierarchy?

    /// Whether this is a frozen copy: an immutable snapshot.
    @usableFromInline let isFrozen: Bool
    /// Where the model is in its life. Guarded.
    @exclusivity(unchecked) @usableFromInline var stage: Stage = .initial
    /// Whether `onActivate()` has run for the current anchoring. Guarded.
    @exclusivity(unchecked) var isActivated = false
    /// Whether an anchor holds this model as the root of its hierarchy. Guarded.
    @exclusivity(unchecked) var isAnchorRoot = false
    /// How many of ``observers`` are memoized values', which a write marks
    /// stale under the lock: a write to a model no memo read tests only
    /// this. Guarded.
    @exclusivity(unchecked) @usableFromInline var memoObserverCount: UInt32 = 0

    /// The models holding this one (more than one when it is shared), each
    /// with how many times it holds it. Guarded.
    @exclusivity(unchecked) var parents = ParentLinks()
    /// The models in each `children:` property, in order. Guarded; only kept
    /// while anchored.
    @exclusivity(unchecked) var childSlots: [ContiguousArray<AnyModelContext>] = []
    /// Who to tell when a slot of this model changes. Guarded.
    @exclusivity(unchecked) @usableFromInline var observers: [ObserverEntry] = []
    /// The dependencies in effect for this model, fixed when it is anchored
    /// (`DependencyValues()` is costly to create, so there is none before). Guarded.
    @exclusivity(unchecked) var dependencies: DependencyValues?
    /// Tasks, event listeners, context and preference values, memoized values:
    /// allocated on first use, let go when the model is destructed. Guarded.
    @exclusivity(unchecked) @usableFromInline var extras: ContextExtras?
    /// What few models have: a root handle's anchor, dependency models,
    /// setup made before anchoring, hierarchies lived in before. Allocated
    /// on first use and kept. Guarded.
    @exclusivity(unchecked) var rare: ContextRarities?

    init(id: ModelID, isFrozen: Bool) {
        self.id = id
        self.isFrozen = isFrozen
        self.hierarchyPointer = Atomic(Unmanaged.passUnretained(Hierarchy.loose(for: id)))
        self.liveAddress = UnsafeRawPointer(bitPattern: 1).unsafelyUnwrapped
        self.liveAddress = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        observationBox.load(ordering: .acquiring)?.release()
    }

    /// The context that holds the model: this one, or for a root handle the
    /// root's. Entry points from a model value (`node`, `frozenCopy`,
    /// hierarchy bookkeeping) go here first.
    @usableFromInline
    var liveAny: AnyModelContext {
        Unmanaged<AnyModelContext>.fromOpaque(liveAddress).takeUnretainedValue()
    }

    /// Whether this is the root handle `withAnchor()` returns.
    var isRootHandle: Bool {
        liveAddress != UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    /// The stages of a model's life.
    @usableFromInline
    enum Stage: Sendable {
        /// Created, not part of an anchored hierarchy yet.
        case initial
        /// Part of an anchored hierarchy.
        case anchored
        /// Taken out of its hierarchy; its state is back to what it was
        /// created with. Only an undo or redo brings it back.
        case destructed
    }

    // MARK: Locking

    /// The hierarchy the context lives in, without retaining it.
    @inlinable
    var currentHierarchy: Unmanaged<Hierarchy> {
        hierarchyPointer.load(ordering: .acquiring)
    }

    /// Locks the context's hierarchy, following it if the context moves, and
    /// waiting while another thread is inside an exclusive section.
    ///
    /// The common case (the context hasn't moved, no exclusive section is
    /// open) is inlined into every accessor; the rest is a call away.
    @inlinable @inline(__always)
    func lockHierarchy() -> Unmanaged<Hierarchy> {
        let candidate = currentHierarchy
        let open = candidate._withUnsafeGuaranteedRef { hierarchy in
            hierarchy.lock.lock()
            return hierarchy.exclusiveOwner == 0
        }
        if open, currentHierarchy.toOpaque() == candidate.toOpaque() { return candidate }
        candidate._withUnsafeGuaranteedRef { $0.lock.unlock() }
        return lockHierarchyWhenBusy()
    }

    /// `lockHierarchy()` when the context moved or an exclusive section is open.
    @usableFromInline
    func lockHierarchyWhenBusy() -> Unmanaged<Hierarchy> {
        var candidate = currentHierarchy
        while true {
            let admitted = candidate._withUnsafeGuaranteedRef { hierarchy in
                hierarchy.lock.lock()
                return hierarchy.admitsCurrentThread()
            }
            let now = currentHierarchy
            if now.toOpaque() == candidate.toOpaque() {
                if admitted { return candidate }
                candidate._withUnsafeGuaranteedRef { $0.lock.unlock() }
                candidate._withUnsafeGuaranteedRef { $0.waitForExclusiveSection() }
            } else {
                candidate._withUnsafeGuaranteedRef { $0.lock.unlock() }
                candidate = now
            }
        }
    }

    /// Runs `body` with the context's hierarchy locked. `body` must not run
    /// user code or take another lock.
    @inlinable
    func withLock<R>(_ body: (Hierarchy) throws -> R) rethrows -> R {
        let hierarchy = lockHierarchy()
        defer { hierarchy._withUnsafeGuaranteedRef { $0.lock.unlock() } }
        return try hierarchy._withUnsafeGuaranteedRef { try body($0) }
    }

    /// Moves the context into `hierarchy`. Call with the current hierarchy locked.
    func move(to hierarchy: Hierarchy) {
        if let former = ownedHierarchy { rareCreatingIfNeeded.formerHierarchies.append(former) }
        ownedHierarchy = hierarchy.isLoose ? nil : hierarchy
        hierarchyPointer.store(Unmanaged.passUnretained(hierarchy), ordering: .releasing)
    }

    /// The hierarchy the context lives in, retained.
    var hierarchy: Hierarchy { currentHierarchy.takeUnretainedValue() }

    // MARK: Implemented by ModelContext

    /// The model's type name, for messages.
    var typeName: String { fatalError("abstract") }
    /// The model, as a value of its type.
    var anyModel: any Model { fatalError("abstract") }
    /// The model's explicit identity, when its schema names an `id`.
    var explicitIdentity: AnyHashable? { nil }

    /// Whether the model's type has an explicit identity (`id:` in the
    /// schema): known without reading the id, the user's value.
    var hasExplicitIdentity: Bool { false }
    /// The models in each `children:` property of the current state, in order. Guarded.
    func collectChildren() -> [ContiguousArray<AnyModelContext>] { [] }
    /// Puts the state back to what the model was created with, returning the
    /// state it had, to be released outside the lock. Guarded.
    func resetState() -> Any { () }
    /// Whether the state is still, bit for bit, what the model was created
    /// with, so that resetting it would change nothing. Guarded.
    var isStateAsCreated: Bool { true }
    /// Puts back `state`, a value `resetState()` returned. Guarded.
    func restoreState(_ state: Any) {}
    /// Calls the model's generated `_$willActivate()`.
    func callWillActivate() {}
    /// Calls the model's `onActivate()`.
    func callOnActivate() {}
    /// A new model of this type as this one was made, with its setup and
    /// copies of the children it was made with, for a hierarchy that must
    /// not share this one; `nil` only for a context of no model type.
    func makeDependencyCopy() -> AnyModelContext? { nil }
    /// Calls the closures given to `withSetup` or `withActivation`, in order.
    func callActivations(_ activations: [any Sendable]) {}
    /// The name of tracked property `index`, for messages.
    func propertyName(_ index: Int) -> String { "#\(index)" }
    /// A copy of the tracked state, for the test tools.
    func makeStateSnapshot() -> ModelStateSnapshot { ModelStateSnapshot() }
    /// The same, made like `template`, an earlier snapshot of this model (see `stateSnapshot(like:)`).
    func makeStateSnapshot(like template: ModelStateSnapshot) -> ModelStateSnapshot { makeStateSnapshot() }
    /// The name of the `children:` property at `childIndex`.
    func childPropertyName(_ childIndex: Int) -> String { "#\(childIndex)" }
    /// Whether the `children:` property at `childIndex` holds a collection.
    func isCollectionSlot(_ childIndex: Int) -> Bool { true }
}

/// What `withDependencies`, `withSetup` and `withActivation` recorded before anchoring.
struct ModelSetup {
    var dependencyOverrides: [@Sendable (inout DependencyValues) -> Void] = []
    /// The closures given to `withSetup`, run before `onActivate()`.
    var setups: [any Sendable] = []
    /// The closures given to `withActivation`, run after `onActivate()`.
    var activations: [any Sendable] = []
}
