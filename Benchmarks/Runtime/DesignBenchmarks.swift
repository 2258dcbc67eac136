import Synchronization

/// The cost of the alternative the runtime avoids: a model holding its
/// context through a weak reference instead of a strong one. Each iteration
/// reaches the target and does one atomic operation on it, the shape of a
/// tracked read (reach the context, take its lock), so the only difference
/// between the two is the reference.
func designBenchmarks() -> [Measurement?] {
    let target = Target()
    let holder = Holder(target)
    let n = 1_000_000
    let results = [
        measure("strong reference + atomic increment", operations: n) {
            for _ in 0..<n { holder.strongTarget.counter.add(1, ordering: .acquiringAndReleasing) }
        },
        measure("weak reference + atomic increment", operations: n) {
            for _ in 0..<n { holder.weakTarget?.counter.add(1, ordering: .acquiringAndReleasing) }
        },
    ]
    withExtendedLifetime(target) {}
    return results
}

private final class Target: Sendable {
    let counter = Atomic<Int>(0)
}

private final class Holder: @unchecked Sendable {
    weak var weakTarget: Target?
    let strongTarget: Target

    init(_ target: Target) {
        weakTarget = target
        strongTarget = target
    }
}
