#if canImport(os)
    import os
#else
    import CModelRuntime
    import Synchronization
#endif

/// The one lock of a model hierarchy: every read and write of any model's
/// state in the hierarchy takes it, for as long as the raw load or store.
///
/// Nothing else runs while it is held: no user code (no `==`, `hash(into:)`
/// or `deinit` of a user's type), no observer, no callback, and no second
/// lock is taken inside it (the lock order is "this lock, then nothing").
///
/// A thread that finds it taken sleeps in the kernel rather than spinning,
/// so a holder that was preempted gets the processor back:
///
/// - On Apple platforms it is an `os_unfair_lock`, which records its owner,
///   so a waiting thread of a higher quality of service lends its priority to
///   a lower one that holds it (what `Synchronization.Mutex` is there).
/// - On Linux it is a futex: three states held in a Swift atomic (free,
///   locked, locked with sleepers), with `FUTEX_WAIT` and `FUTEX_WAKE` only
///   to sleep and wake. Taking it uncontended is one compare-and-swap,
///   letting go one exchange. `Synchronization.Mutex` is not used: it hands
///   the lock over in the kernel (priority-inheritance futexes) where
///   ThreadSanitizer can't see it, so every access it guards would be
///   reported as a race; here every change of the state is an atomic
///   operation ThreadSanitizer follows.
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
    #else
        /// 0: free. 1: locked, nobody asleep. 2: locked, and a thread may be
        /// asleep on the word, so whoever lets go must wake one.
        @usableFromInline let word = Atomic<UInt32>(0)

        @usableFromInline init() {}

        @inlinable
        func lock() {
            if word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
            lockContended()
        }

        @inlinable
        func unlock() {
            if word.exchange(0, ordering: .releasing) == 2 { wakeOne() }
        }

        /// Spins a little (a holder lets go within a few loads and stores
        /// unless it was preempted), then sleeps until woken. A thread that
        /// wakes takes the lock as "locked with sleepers", since it can't
        /// know whether others still sleep; at worst one wake is spared.
        @usableFromInline
        func lockContended() {
            for _ in 0..<100 {
                let state = word.load(ordering: .relaxed)
                if state == 0, word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
                    return
                }
                if state == 2 { break }  // others sleep already: spinning won't beat them to it
            }
            while word.exchange(2, ordering: .acquiring) != 0 {
                cmodel_futex_wait(address, 2)
            }
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
