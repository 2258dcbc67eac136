extension CounterRowModel {
    /// Asks the parent to remove this row.
    func removeButtonTapped() {
        onRemove(self)
    }
}
