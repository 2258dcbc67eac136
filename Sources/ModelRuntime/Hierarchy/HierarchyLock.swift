import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one lock of a model hierarchy: every read and write of any model's
/// state in the hierarchy takes it, for as long as the raw load or store.
///
/// Nothing else runs while it is held: no user code, no observer, no callback,
/// and no second lock is taken inside it (the lock order is "this lock, then
/// nothing"). Critical sections are a few loads and stores, so an uncontended
/// acquire is one compare-and-swap and a contended one spins briefly, then
/// yields the thread to whoever holds it.
@usableFromInline
struct HierarchyLock: ~Copyable, @unchecked Sendable {
    @usableFromInline let word = Atomic<UInt32>(0)

    @usableFromInline init() {}

    @inlinable
    func lock() {
        if word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { return }
        lockContended()
    }

    @inlinable
    func unlock() {
        word.store(0, ordering: .releasing)
    }

    @usableFromInline
    func lockContended() {
        var spins = 0
        while true {
            if word.load(ordering: .relaxed) == 0,
                word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
            {
                return
            }
            spins += 1
            if spins > 64 { sched_yield() }
        }
    }
}
