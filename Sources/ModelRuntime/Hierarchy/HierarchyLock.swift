#if canImport(os)
    import os
#else
    import CModelRuntime
    import Synchronization
    // The Linux C libraries the runtime builds against (Docs/Toolchains.md):
    // glibc, musl (the static Linux SDK) and Bionic (the Android SDK).
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Android)
        import Android
    #endif
#endif

/// The one lock of a model hierarchy: every read and write of any model's
/// state in the hierarchy takes it, for as long as the raw load or store.
///
/// Nothing else runs while it is held: no user code (no `==` or `deinit` of
/// a user's type, and no `hash(into:)`: a user's `memoize(for:)` or
/// cancellation key, or context or preference `key:`, is hashed and compared
/// before it is taken, see ``KeyToken``, and a schema `id:` value when
/// children are paired by identity, see ``ChildPairing``), no observer, no
/// callback, and no second lock is taken inside it (the lock order is "this
/// lock, then nothing").
///
/// A thread that finds it taken sleeps in the kernel rather than spinning,
/// so a holder that was preempted gets the processor back:
///
/// - On Apple platforms it is an `os_unfair_lock`, which records its owner,
///   so a waiting thread of a higher quality of service lends its priority to
///   a lower one that holds it (what `Synchronization.Mutex` is there).
/// - On Linux it is a futex lock: its state (free or locked, and how many
///   threads sleep on it) is Swift atomics, and `FUTEX_WAIT` and
///   `FUTEX_WAKE` only sleep and wake. Taking it uncontended is one
///   compare-and-swap; letting go is a store and a load (see `unlock()`).
///   `Synchronization.Mutex` is not used: it hands the lock over in the
///   kernel (priority-inheritance futexes) where ThreadSanitizer can't see
///   it, so every access it guards would be reported as a race; here every
///   change of the state is an atomic operation ThreadSanitizer follows.
@usableFromInline
struct HierarchyLock: ~Copyable, @unchecked Sendable {
    #if canImport(os)
        /// Allocated, so the lock never moves: an `os_unfair_lock` must
        /// stay at one address, which a stored property doesn't promise.
        @usableFromInline let unfairLock: os_unfair_lock_t

        @usableFromInline init() {
            unfairLock = .allocate(capacity: 1)
            unfairLock.initialize(to: os_unfair_lock())
        }

        deinit {
            unfairLock.deinitialize(count: 1)
            unfairLock.deallocate()
        }

        @inlinable
        func lock() { os_unfair_lock_lock(unfairLock) }

        @inlinable
        func unlock() { os_unfair_lock_unlock(unfairLock) }

        /// Takes the lock if it is free; never waits.
        @inlinable
        func tryLock() -> Bool { os_unfair_lock_trylock(unfairLock) }
    #else
        /// 0: free, 1: locked.
        @usableFromInline let word = Atomic<UInt32>(0)
        /// How many threads sleep on `word`, or are about to.
        @usableFromInline let sleepers = Atomic<UInt32>(0)

        @usableFromInline init() {}

        @inlinable
        func lock() {
            if word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
            lockContended()
        }

        /// Takes the lock if it is free; never waits.
        @inlinable
        func tryLock() -> Bool {
            word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
        }

        /// A store and a load, with no atomic read-modify-write: the cost of
        /// telling a sleeper that the lock is free is the sleeper's (see
        /// `lockContended()`), so that an uncontended lock costs one atomic
        /// operation, as much as a spin lock.
        @inlinable
        func unlock() {
            // First a call the optimizer can't see into: what was read
            // under the lock is owned before another thread can change it.
            cmodel_before_unlock()
            word.store(0, ordering: .releasing)
            if cmodel_unlock_needs_fence() != 0 { atomicMemoryFence(ordering: .sequentiallyConsistent) }
            if sleepers.load(ordering: .relaxed) != 0 { wakeOne() }
        }

        /// Spins a little (a holder lets go within a few loads and stores
        /// unless it was preempted), then sleeps until the lock is free.
        ///
        /// An unlocking thread stores 0, then loads `sleepers`, with no fence
        /// between them: its load could see no sleeper while its store is
        /// not yet visible here, and this thread would sleep with nobody to
        /// wake it. So after counting itself a sleeper, and before looking at
        /// the lock, this thread makes every other running thread of the
        /// process execute a full fence (membarrier): after that, either the
        /// unlocker's store is visible here, so the lock is seen free, or its
        /// load comes after the fence and sees this sleeper, so it wakes one.
        /// An expensive call, made only on the way to sleep. Where membarrier
        /// isn't available, each unlock fences itself instead.
        @usableFromInline
        func lockContended() {
            for attempt in 0..<104 {
                // The last few give the processor away first: a holder
                // preempted on this core gets to finish, without the cost
                // of sleeping (a fence of every thread, a wake per unlock).
                if attempt >= 100 { sched_yield() }
                if word.load(ordering: .relaxed) == 0,
                    word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
                {
                    return
                }
            }
            sleepers.add(1, ordering: .sequentiallyConsistent)
            cmodel_fence_all_threads()
            while !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                cmodel_futex_wait(address, 1)
            }
            sleepers.subtract(1, ordering: .relaxed)
        }

        @usableFromInline
        func wakeOne() {
            cmodel_futex_wake_one(address)
        }

        /// The word's address, for the kernel: a borrowed noncopyable value
        /// is never copied, so this is where the lock lives (in the class
        /// that stores it, which doesn't move).
        var address: UnsafeMutablePointer<UInt32> {
            withUnsafePointer(to: word) { UnsafeMutableRawPointer(mutating: $0).assumingMemoryBound(to: UInt32.self) }
        }
    #endif
}
