import CustomDump

extension Model {
    /// Prints a diff of the model's state each time it or a descendant
    /// changes, for as long as the model is anchored. Active in `DEBUG`
    /// builds only.
    ///
    /// ```swift
    /// let model = AppModel()._withPrintChanges().withAnchor()
    /// ```
    public func _withPrintChanges(to output: @escaping @Sendable (String) -> Void = { print($0) }) -> Self {
        #if DEBUG
            withActivation { $0._printChanges(to: output) }
        #else
            self
        #endif
    }

    /// Prints a diff of the model's state each time it or a descendant
    /// changes, until the returned cancellable is cancelled. Active in `DEBUG`
    /// builds only.
    ///
    /// ```swift
    /// let printTask = model._printChanges()
    /// await workToTrack()
    /// printTask.cancel()
    /// ```
    @discardableResult
    public func _printChanges(to output: @escaping @Sendable (String) -> Void = { print($0) }) -> Cancellable {
        #if DEBUG
            let changes = observeAnyModification()
            let first = frozenCopy
            return node.task("print changes") {
                var previous = first
                for await _ in changes {
                    let current = self.frozenCopy
                    if let difference = diff(previous, current) {
                        output("\(Self.self) changed:\n\(difference)")
                    }
                    previous = current
                }
            }
        #else
            Cancellable(core: nil)
        #endif
    }
}
