import Observation
import Synchronization

/// A model's Observation registrar, made on the first read of one of its
/// tracked properties rather than with the model.
///
/// `ObservationRegistrar()` allocates two blocks, a third of an anchored
/// model's memory, and most models in a large list are never read through
/// Observation. A model nobody has read can have no Observation observer
/// (`withObservationTracking`, `Observations` and SwiftUI all register
/// through `access`, which a read calls first), so a write to it skips
/// `willSet` and `didSet` as well.
///
/// The box is a class so the context can publish it with one atomic store
/// and the hot paths can call it through an unretained reference.
@usableFromInline
final class ObservationBox: Sendable {
    @usableFromInline let registrar = ObservationRegistrar()

    @usableFromInline init() {}
}

extension AnyModelContext {
    /// The registrar, if a read has made it.
    @inlinable @inline(__always)
    var existingObservation: Unmanaged<ObservationBox>? {
        observationBox.load(ordering: .acquiring)
    }

    /// The registrar, made now if this is the first read.
    @inlinable @inline(__always)
    var observation: Unmanaged<ObservationBox> {
        existingObservation ?? makeObservation()
    }

    /// Makes and publishes the registrar; when another thread's read won
    /// the race, uses that one.
    @usableFromInline
    func makeObservation() -> Unmanaged<ObservationBox> {
        let made = Unmanaged.passRetained(ObservationBox())
        let (exchanged, original) = observationBox.compareExchange(
            expected: nil, desired: made, ordering: .acquiringAndReleasing)
        if exchanged { return made }
        made.release()
        return original.unsafelyUnwrapped
    }

    /// Tells Observation that `keyPath` of `model` was read, making the
    /// registrar if this is the first read.
    @inlinable @inline(__always)
    func observeAccess<Subject: Observable, Member>(_ model: Subject, _ keyPath: KeyPath<Subject, Member>) {
        observation._withUnsafeGuaranteedRef { $0.registrar.access(model, keyPath: keyPath) }
    }

    /// Tells Observation that `keyPath` of `model` changed, if anyone could
    /// be observing it: the registrar exists only once the model was read.
    @inlinable @inline(__always)
    func notifyObservation<Subject: Observable, Member>(_ model: Subject, _ keyPath: KeyPath<Subject, Member>) {
        guard let box = existingObservation else { return }
        box._withUnsafeGuaranteedRef { box in
            box.registrar.willSet(model, keyPath: keyPath)
            box.registrar.didSet(model, keyPath: keyPath)
        }
    }
}
