import Observation
import Synchronization

/// Costs that explain the runtime's design and its floor.
///
/// - A model holding its context through a weak reference instead of a strong
///   one (the alternative the runtime avoids): each iteration reaches the
///   target and does one atomic operation on it, the shape of a tracked read
///   (reach the context, take its lock), so the only difference between the
///   two is the reference.
/// - The same through a forwarding load: a strong reference, then an
///   unretained address read from the object, as every access now goes
///   through the context's `liveAddress` (the design that lets a
///   `withAnchor()` root handle forward to the root).
/// - Observation's own `access` for one property, inside
///   `withObservationTracking`, as `@Observable` makes a getter call it: the
///   floor under "read inside withObservationTracking", which no tracked read
///   can go below.
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
        measure("strong reference + forwarding load + atomic increment", operations: n) {
            for _ in 0..<n {
                _ = holder.strongTarget.forward._withUnsafeGuaranteedRef {
                    $0.counter.add(1, ordering: .acquiringAndReleasing)
                }
            }
        },
        measure("weak reference + atomic increment", operations: n) {
            for _ in 0..<n { holder.weakTarget?.counter.add(1, ordering: .acquiringAndReleasing) }
        },
        measure("Observation registrar access inside withObservationTracking", operations: n) {
            let keyPath = \Target.value
            withObservationTracking {
                for _ in 0..<n { target.registrar.access(target, keyPath: keyPath) }
            } onChange: {
            }
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

private final class Target: Observable, @unchecked Sendable {
    let counter = Atomic<Int>(0)
    /// Where accesses go: the object itself, as in a context that isn't a root handle.
    var forwardAddress = UnsafeRawPointer(bitPattern: 8).unsafelyUnwrapped
    var forward: Unmanaged<Target> { Unmanaged.fromOpaque(forwardAddress) }

    init() {
        forwardAddress = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }
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
