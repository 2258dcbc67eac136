import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Android)
    import Android
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every model of one anchored tree shares: the lock that guards all of
/// their state, and the exclusive section that transactions and in-place
/// collection edits hold.
///
/// A model that is not anchored yet lives in one of a few shared, immortal
/// "loose" hierarchies picked by its id; anchoring moves it into its parent's.
/// Readers find a model's hierarchy through an atomic pointer and re-check it
/// after locking, so a move never needs two locks at once.
public final class Hierarchy: @unchecked Sendable {
    @usableFromInline let lock = HierarchyLock()
    /// Held by the thread inside an exclusive section, from its outermost
    /// enter to its outermost leave; other threads wait for the section by
    /// taking it (see `waitForExclusiveSection()`).
    let sectionLock = HierarchyLock()

    /// The thread inside an exclusive section (0 when none). Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline var exclusiveOwner: UInt = 0
    /// How many times `exclusiveOwner` entered. Guarded by `lock`.
    @exclusivity(unchecked) var exclusiveDepth = 0

    /// Whether this is a loose hierarchy for unanchored models.
    let isLoose: Bool

    /// Watches the hierarchy for the test tools. Guarded by `lock`.
    @exclusivity(unchecked) var watcher: (any HierarchyWatcher)? {
        didSet { updateNotifiesModifications() }
    }
    /// How many event listeners are registered anywhere in the hierarchy. Guarded by `lock`.
    @exclusivity(unchecked) var eventListenerCount = 0
    /// How many `observeAnyModification` streams and change printers are open. Guarded by `lock`.
    @exclusivity(unchecked) var modificationListenerCount = 0 {
        didSet { updateNotifiesModifications() }
    }
    /// Whether a dependency model of this hierarchy also serves hosts in
    /// other hierarchies, whose listeners this hierarchy's counts don't see:
    /// then events and changes always go out. Guarded by `lock`.
    @exclusivity(unchecked) var servesOtherHierarchies = false {
        didSet { updateNotifiesModifications() }
    }
    /// Whether every change must be reported to the hierarchy, not only to the
    /// changed model's observers. Guarded by `lock`.
    @exclusivity(unchecked) @usableFromInline private(set) var notifiesModifications = false
    /// Models whose last parent let go during an exclusive section, destructed
    /// when it ends unless they were put back somewhere. Guarded by `lock`.
    @exclusivity(unchecked) var pendingDestructions: [AnyModelContext] = []
    /// Models anchored during an exclusive section, activated when it ends,
    /// after the destructions: a replaced child goes before its successor
    /// arrives. Guarded by `lock`.
    @exclusivity(unchecked) var pendingActivations = ActivationQueue()
    /// Tasks running anywhere in the hierarchy. Guarded by `lock`.
    @exclusivity(unchecked) var runningTasks: [ObjectIdentifier: (RunningTask, CancellableCore)] = [:]
    /// The last state of models taken out of the hierarchy, kept while undo
    /// is tracked in it, so an undo or redo can bring a removed model back as
    /// it was (see `RemovedModels`). Guarded by `lock`.
    @exclusivity(unchecked) var removedModels: RemovedModels?
    /// The copies this hierarchy made of dependency models that came from a
    /// `DependencyKey`'s default value already anchored elsewhere, by the
    /// original's identity (see `host(_:default:)`). Guarded by `lock`.
    @exclusivity(unchecked) var dependencyCopies:
        [ObjectIdentifier: (original: AnyModelContext, copy: AnyModelContext)] =
            [:]

    init(isLoose: Bool = false) {
        self.isLoose = isLoose
    }

    private func updateNotifiesModifications() {
        notifiesModifications = watcher != nil || modificationListenerCount > 0 || servesOtherHierarchies
    }

    /// The loose hierarchy an unanchored model with this id lives in.
    static func loose(for id: ModelID) -> Hierarchy {
        looseHierarchies[Int(id.rawValue % UInt64(looseHierarchies.count))]
    }

    // MARK: Exclusive sections

    /// Whether the current thread may touch state now: nobody else is inside an
    /// exclusive section. Call with `lock` held.
    @inlinable
    func admitsCurrentThread() -> Bool {
        exclusiveOwner == 0 || exclusiveOwner == currentThreadToken()
    }

    /// Blocks until no other thread is inside an exclusive section. Call without `lock`.
    ///
    /// The thread inside holds `sectionLock` for as long as it stays, so
    /// waiting is taking that lock: the waiter sleeps in the kernel (and on
    /// Apple platforms lends its priority to the thread inside) instead of
    /// spinning while that thread runs a transaction's body.
    @usableFromInline
    func waitForExclusiveSection() {
        sectionLock.lock()
        sectionLock.unlock()
    }

    /// Enters the exclusive section (recursively for the owning thread): other
    /// threads' reads and writes in this hierarchy wait until it is left.
    func enterExclusiveSection() {
        let me = currentThreadToken()
        // Free: nobody is inside, this thread included (it would hold it).
        if sectionLock.tryLock() {
            lock.lock()
            exclusiveOwner = me
            exclusiveDepth = 1
            lock.unlock()
            return
        }
        lock.lock()
        if exclusiveOwner == me {
            exclusiveDepth += 1
            lock.unlock()
            return
        }
        lock.unlock()
        // Taken without `lock` held: the lock order is `sectionLock`, then `lock`.
        sectionLock.lock()
        lock.lock()
        exclusiveOwner = me
        exclusiveDepth = 1
        lock.unlock()
    }

    /// Leaves the exclusive section entered by `enterExclusiveSection()`.
    /// Leaving the outermost one destructs the models that lost their last
    /// parent inside it and were not put back (so a model moved within one
    /// transaction keeps its state), then activates the models that arrived.
    @usableFromInline
    func leaveExclusiveSection() {
        lock.lock()
        exclusiveDepth -= 1
        var orphans: [AnyModelContext] = []
        var arrivals = ActivationQueue()
        let left = exclusiveDepth == 0
        if left {
            exclusiveOwner = 0
            swap(&orphans, &pendingDestructions)
            swap(&arrivals, &pendingActivations)
        }
        lock.unlock()
        if left { sectionLock.unlock() }
        for orphan in orphans { orphan.destructIfOrphaned() }
        activate(arrivals)
    }

    /// Queues models to activate when the exclusive section ends.
    func activateWhenLeaving(_ queue: ActivationQueue) {
        guard !queue.isEmpty else { return }
        lock.lock()
        pendingActivations.append(contentsOf: queue)
        lock.unlock()
    }
}

/// Loose hierarchies, never freed, so a reader holding a stale pointer to one
/// can always lock it and notice the model moved.
private let looseHierarchies: [Hierarchy] = (0..<64).map { _ in Hierarchy(isLoose: true) }

/// A number that tells threads apart, for exclusive sections.
@inlinable
func currentThreadToken() -> UInt {
    #if canImport(Darwin)
        UInt(bitPattern: pthread_self())
    #else
        UInt(pthread_self())
    #endif
}
