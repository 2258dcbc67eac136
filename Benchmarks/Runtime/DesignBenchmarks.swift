import Observation
import Synchronization

/// Costs that explain the runtime's design and its floor.
///
/// - A model holding its context through a weak reference instead of a strong
///   one (the alternative the runtime avoids): each iteration reaches the
///   target and does one atomic operation on it, the shape of a tracked read
///   (reach the context, take its lock), so the only difference between the
///   two is the reference.
/// - Observation's own `willSet` + `didSet` for one property of an
///   `Observable` type nobody observes: every tracked write must make these
///   two calls for `withObservationTracking` (and SwiftUI) to work, so no
///   write can cost less.
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
        measure("Observation registrar willSet + didSet alone", operations: n) {
            let keyPath = \Target.value
            for _ in 0..<n {
                target.registrar.willSet(target, keyPath: keyPath)
                target.registrar.didSet(target, keyPath: keyPath)
            }
        },
    ]
    withExtendedLifetime(target) {}
    return results
}

private final class Target: Observable, Sendable {
    let counter = Atomic<Int>(0)
    let registrar = ObservationRegistrar()
    var value: Int { 0 }
}

private final class Holder: @unchecked Sendable {
    weak var weakTarget: Target?
    let strongTarget: Target

    init(_ target: Target) {
        weakTarget = target
        strongTarget = target
    }
}
