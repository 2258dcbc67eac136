extension CounterModel {
    /// Adds one.
    func incrementTapped() {
        count += 1
    }

    /// Takes one away, stopping at zero.
    func decrementTapped() {
        count = max(0, count - 1)
    }
}
