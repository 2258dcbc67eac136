import Dispatch
import Testing

@testable import ModelRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The hierarchy's lock (also `Locked`'s) excludes, whether a waiter spins
/// or sleeps. Also run under ThreadSanitizer by `make test-tsan`, which sees
/// every change of the lock's state.
@Suite struct HierarchyLockTests {
    // A holder that stays a while sends the other threads past their spin
    // to sleep on the lock; an update lost there, or a sleeper never woken
    // (a hang), is the failure. How many sleep depends on the scheduler;
    // the count doesn't.
    @Test func threadsWaitingForTheLockLoseNoUpdate() {
        let counter = ModelRuntime.Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for round in 0..<2_000 {
                counter.withLock { value in
                    value += 1
                    if round.isMultiple(of: 100) { usleep(200) }
                }
            }
        }
        #expect(counter.withLock { $0 } == 16_000)
    }

    @Test func tryLockTakesOnlyAFreeLock() {
        let lock = HierarchyLock()
        let first = lock.tryLock()
        let whileHeld = lock.tryLock()
        lock.unlock()
        let afterUnlock = lock.tryLock()
        lock.unlock()
        #expect(first)
        #expect(!whileHeld)
        #expect(afterUnlock)
    }
}
