import TestSupport

/// The simulation's seeded generator: the same seed gives the same program
/// on every platform and run, which is what makes a failure replayable.
public typealias SimulationRandom = SplitMix64

extension SplitMix64 {
    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        Int.random(in: 0..<bound, using: &self)
    }
}
