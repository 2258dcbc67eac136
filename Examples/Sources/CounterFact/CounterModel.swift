extension CounterModel {
    /// Adds one.
    func incrementTapped() {
        count += 1
    }

    /// Takes one away.
    func decrementTapped() {
        count -= 1
    }

    /// Fetches a fact about the current count and hands it to `onFact`; on
    /// failure, shows an alert instead.
    func factButtonTapped() {
        // Read now, not in the task: a tap means "the count I see", and the
        // task may start after the next keystroke has changed it.
        let count = self.count
        node.task {
            onFact(count, try await factClient.fetch(count))
        } catch: { _ in
            alert = Alert(message: "Couldn't load fact.", title: "Error")
        }
    }

    /// Hides the alert.
    func alertDismissed() {
        alert = nil
    }
}
