import Dispatch
import Synchronization

/// `elements.map(transform)`, worked on by up to `jobs` threads at once,
/// the calling thread among them.
///
/// The result is the same array whatever the threads do: each result goes
/// into its element's slot, never into a list in the order the work ends.
/// With `jobs` of 1 or less, or fewer than two elements, it is
/// `elements.map(transform)` on the calling thread; callers pass 1 when the
/// work is too small to pay for starting threads.
///
/// `transform` runs on threads outside any task, so it must not read
/// task-local values: the caller reads them and captures what it needs.
package func mapConcurrently<Element: Sendable, Result: Sendable>(
    _ elements: [Element], jobs: Int, _ transform: @Sendable (Element) -> Result
) -> [Result] {
    mapConcurrently(elements, jobs: jobs, claimingLastFirst: false, transform)
}

/// ``mapConcurrently(_:jobs:_:)``, its threads taking the elements last
/// first when `claimingLastFirst`: tests make the work end in the reverse
/// of the elements' order, so results gathered in the order they end
/// would come out reversed.
func mapConcurrently<Element: Sendable, Result: Sendable>(
    _ elements: [Element], jobs: Int, claimingLastFirst: Bool, _ transform: @Sendable (Element) -> Result
) -> [Result] {
    let count = elements.count
    let threads = min(jobs, count)
    guard threads > 1 else { return elements.map(transform) }
    let claimed = Atomic(0)
    let slots = Mutex([Result?](repeating: nil, count: count))
    performConcurrently(threads) { _ in
        // Each thread takes the next unclaimed element until none is left,
        // so a slow element holds up one thread, not a share of the rest.
        while true {
            let claim = claimed.wrappingAdd(1, ordering: .relaxed).oldValue
            guard claim < count else { return }
            let index = claimingLastFirst ? count - 1 - claim : claim
            let result = transform(elements[index])
            slots.withLock { $0[index] = result }
        }
    }
    // performConcurrently returns once every thread has run out of
    // elements, so every slot is filled.
    return slots.withLock { $0.map { $0! } }
}

/// Runs `body` once for each of `count` indexes, concurrently, and returns
/// when all have returned.
///
/// `DispatchQueue.concurrentPerform` without its closure's `@Sendable`,
/// which Dispatch doesn't declare: here the compiler checks that what the
/// threads share is `Sendable`.
private func performConcurrently(_ count: Int, _ body: @Sendable (Int) -> Void) {
    DispatchQueue.concurrentPerform(iterations: count, execute: body)
}
